public import Dependencies

/// A client whose interface module declares test and preview values, and no module declares a live value.
public struct FarewellClient: Sendable {
  /// Says goodbye to someone.
  public var farewell: @Sendable (String) -> String

  /// A client saying goodbye with `farewell`.
  public init(farewell: @escaping @Sendable (String) -> String) {
    self.farewell = farewell
  }
}

extension FarewellClient: TestDependencyKey {
  public static let testValue = FarewellClient { "Test goodbye, \($0)" }
  public static let previewValue = FarewellClient { "Preview goodbye, \($0)" }
}
