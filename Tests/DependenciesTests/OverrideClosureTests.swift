import Dependencies
import Testing

/// A client of two endpoints whose key has no `testValue`, overridden one endpoint at a time.
private struct Greeter: Sendable {
  var hello: @Sendable () -> String
  var bye: @Sendable () -> String
}

private enum GreeterKey: DependencyKey {
  static let liveValue = Greeter(hello: { "live hello" }, bye: { "live bye" })
  static let previewValue = Greeter(hello: { "preview hello" }, bye: { "preview bye" })
}

extension DependencyValues {
  fileprivate var greeter: Greeter {
    get { self[GreeterKey.self] }
    set { self[GreeterKey.self] = newValue }
  }
}

/// In an override closure a key is read to be changed (`$0.greeter.hello = …`): that is an override, not a use of the
/// key's default, so a key with no `testValue` is not reported there.
struct OverrideClosureTests {
  @Test func overridingOneEndpointOfAKeyWithoutTestValueIsNotReported() {
    let reporter = CountingIssueReporter()
    withIssueReporters([reporter]) {
      withDependencies {
        $0.greeter.hello = { "test hello" }
      } operation: {
        @Dependency(\.greeter) var greeter
        #expect(greeter.hello() == "test hello")
        #expect(greeter.bye() == "preview bye")
      }
    }
    #expect(reporter.messages.isEmpty)
  }

  @Test func aKeyReadButNotSetInAnOverrideClosureStillReportsWhenATestUsesItUnchanged() {
    let reporter = CountingIssueReporter()
    withIssueReporters([reporter]) {
      withDependencies {
        _ = $0.greeter
      } operation: {
        @Dependency(\.greeter) var greeter
        #expect(greeter.hello() == "preview hello")
      }
    }
    #expect(reporter.messages.count == 1)
    #expect(
      reporter.messages.first?.hasPrefix("@Dependency(\\.greeter) has no test implementation")
        == true)
  }
}
