import Dependencies
import Testing

@Suite struct UnimplementedClockTests {
  @Test func sleepingReportsNamingTheDependencyAndReturns() async throws {
    let reporter = CountingIssueReporter()
    try await withIssueReporters([reporter]) {
      try await UnimplementedClock(name: "slowClock").sleep(for: .seconds(1))
    }
    #expect(reporter.messages.count == 1)
    #expect(reporter.messages.first?.contains(#"@Dependency(\.slowClock)"#) == true)
    #expect(reporter.messages.first?.contains("$0.slowClock = TestClock()") == true)
  }

  @Test func unoverriddenContinuousClockReportsNamingIt() async throws {
    let reporter = CountingIssueReporter()
    try await withIssueReporters([reporter]) {
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: .seconds(1))
    }
    #expect(reporter.messages.count == 1)
    #expect(reporter.messages.first?.contains(#"@Dependency(\.continuousClock)"#) == true)
  }

  @Test func unoverriddenContinuousClockFailsTheRunningTest() async {
    await withKnownIssue {
      @Dependency(\.continuousClock) var clock
      try? await clock.sleep(for: .seconds(1))
    } matching: { issue in
      issue.description.contains(#"\.continuousClock"#)
    }
  }

  @Test func nowStaysAtTheStart() async {
    let clock = UnimplementedClock()
    #expect(clock.name == "continuousClock")
    await withIssueReporters([]) {
      try? await clock.sleep(for: .seconds(5))
    }
    #expect(clock.now == UnimplementedClock.Instant())
    #expect(clock.minimumResolution == .zero)
  }

  @Test func sleepInACancelledTaskReportsThenThrows() async {
    let reporter = CountingIssueReporter()
    let threw = await withIssueReporters([reporter]) {
      await Task { () -> Bool in
        withUnsafeCurrentTask { $0?.cancel() }
        do {
          try await UnimplementedClock().sleep(for: .seconds(1))
          return false
        } catch {
          return error is CancellationError
        }
      }.value
    }
    #expect(threw)
    #expect(reporter.issues.count == 1)
  }
}
