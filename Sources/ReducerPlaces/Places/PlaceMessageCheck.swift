/// What a place says of a message to itself (a dismissal, a push, a pop) before the parent runs it
/// (``ChildPlace/check(_:of:before:in:operatorAt:)``): whether the action goes on, and what to report.
public struct PlaceMessageCheck: Sendable, Equatable {
  /// The issue reported at the operator (a test failure in tests, a warning elsewhere); nil for none.
  public let issue: String?
  /// Whether the action is dropped: neither the parent nor ``ChildPlace/apply(_:before:in:)`` runs, and the
  /// operator returns no effect.
  public let dropsAction: Bool

  /// The action goes on, and nothing is reported.
  public static var proceed: Self { Self(issue: nil, dropsAction: false) }

  /// The action goes on (the parent runs, the message applies), and `issue` is reported.
  public static func proceed(reporting issue: String) -> Self {
    Self(issue: issue, dropsAction: false)
  }

  /// The action is dropped (it changes nothing: a dismissal of a child that is gone), and `issue` is reported.
  public static func drop(reporting issue: String) -> Self { Self(issue: issue, dropsAction: true) }
}
