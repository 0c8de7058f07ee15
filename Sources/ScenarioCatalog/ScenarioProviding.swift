import Dependencies
public import ReducerCore

/// A feature that declares its scenarios: every visible state, built from the same constructors everywhere.
///
/// ```swift
/// extension ItemsFeature: ScenarioProviding {
///   static func viewState(of state: State) -> ViewState { … }
///   static let scenarios: [Scenario<ItemsFeature>] = [
///     Scenario(.loaded, initialState: State(), onAppear: .onAppear,
///              expecting: .loaded(ItemFixtures.list)) {
///       $0.itemService = MockItemService(.success(ItemFixtures.list))
///     },
///   ]
/// }
/// let store = ItemsFeature.scenario(.loaded).makeStore()   // previews, demos
/// ```
public protocol ScenarioProviding: Reducer where State: Equatable {
  /// What the view switches on: platform-neutral and `Equatable`.
  associatedtype ViewState: ScenarioViewState

  /// The feature's reducer.
  init()

  /// The view state the view shows for `state`.
  static func viewState(of state: State) -> ViewState

  /// Every scenario of the feature, in display order.
  static var scenarios: [Scenario<Self>] { get }

  /// The feature's display name (the type's name by default).
  static var featureName: String { get }
}

/// Why a scenario could not be found.
public struct ScenarioLookupError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The feature asked.
  public let feature: String
  /// The name asked for.
  public let name: String
  /// The names that exist.
  public let available: [String]

  public var description: String {
    "\(feature) has no scenario '\(name)'; its scenarios are: "
      + available.map { "'\($0)'" }.joined(separator: ", ")
  }
}

extension ScenarioProviding {
  public static var featureName: String { "\(Self.self)" }

  /// The scenario called `name`.
  ///
  /// An unknown name is reported (a test failure in tests, a warning elsewhere) naming the scenarios that exist,
  /// and the first scenario is returned so a preview still renders. Use ``scenario(named:)`` to handle the error.
  public static func scenario(
    _ name: ScenarioName,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Scenario<Self> {
    do {
      return try scenario(named: name.rawValue)
    } catch {
      reportIssue(
        "\(error)", fileID: fileID, filePath: filePath, line: line, column: column)
      return scenarios[0]
    }
  }

  /// The scenario called `name`, or an error listing the names that exist.
  public static func scenario(named name: String) throws(ScenarioLookupError) -> Scenario<Self> {
    if let scenario = scenarios.first(where: { $0.name.rawValue == name }) { return scenario }
    throw ScenarioLookupError(
      feature: featureName, name: name, available: scenarios.map(\.name.rawValue))
  }
}
