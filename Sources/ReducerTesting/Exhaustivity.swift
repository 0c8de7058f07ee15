/// How strictly a ``TestStore`` checks a test.
///
/// - `.on` (the default): every state change, received action and running effect must be asserted.
/// - `.off`: assert only what you care about; state assertions check just the fields the closure sets, unasserted
///   received actions and running effects are skipped. `.off(showSkippedAssertions: true)` reports what was skipped
///   as notes that do not fail the test.
public enum Exhaustivity: Equatable, Sendable {
  /// Exhaustive: everything must be asserted.
  case on
  /// Non-exhaustive; `showSkippedAssertions` reports skipped work as notes.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, silent about skipped work.
  public static let off = Self.off(showSkippedAssertions: false)
}
