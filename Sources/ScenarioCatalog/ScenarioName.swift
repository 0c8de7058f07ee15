/// The name of a scenario: one vocabulary for previews, tests and demos.
///
/// The well-known names cover the states every screen has; add your own with a string literal
/// (`let offline: ScenarioName = "offline"`) or an extension.
public struct ScenarioName: RawRepresentable, Hashable, Sendable, Codable, Comparable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The name as written in scripts and on the command line.
  public let rawValue: String

  /// A scenario named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A scenario named by a literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The feature shows its data.
  public static let loaded: ScenarioName = "loaded"
  /// The feature has nothing to show.
  public static let empty: ScenarioName = "empty"
  /// Loading failed.
  public static let error: ScenarioName = "error"
  /// The data has not arrived yet (the service has not answered).
  public static let loading: ScenarioName = "loading"
  /// The data arrives after a delay.
  public static let delayed: ScenarioName = "delayed"
  /// Some of the data arrived; some sources failed.
  public static let partial: ScenarioName = "partial"
  /// The service refused the user's credentials.
  public static let unauthorized: ScenarioName = "unauthorized"

  /// The well-known names, in the order above.
  public static let wellKnown: [ScenarioName] = [
    .loaded, .empty, .error, .loading, .delayed, .partial, .unauthorized,
  ]

  public var description: String { rawValue }

  public static func < (lhs: ScenarioName, rhs: ScenarioName) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
