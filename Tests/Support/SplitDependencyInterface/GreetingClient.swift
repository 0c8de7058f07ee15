public import Dependencies

/// A client split as TCA users split theirs: this module declares the interface and its test value
/// (`TestDependencyKey`); `SplitDependencyLive` declares the live value in another module.
public struct GreetingClient: Sendable {
  /// Greets someone.
  public var greet: @Sendable (String) -> String

  /// A client greeting with `greet`.
  public init(greet: @escaping @Sendable (String) -> String) {
    self.greet = greet
  }
}

extension GreetingClient: TestDependencyKey {
  public static let testValue = GreetingClient { "Test hello, \($0)" }
}

extension DependencyValues {
  /// The greeting client, read through an accessor as features do.
  public var greeting: GreetingClient {
    get { self[GreetingClient.self] }
    set { self[GreetingClient.self] = newValue }
  }
}
