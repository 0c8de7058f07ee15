import CaseReflection

/// The view state of a scenario-providing feature: what the view switches on, named by its case so coverage can
/// be checked.
///
/// Declare it as an enum with one case per screen the user can see; nothing else is needed. Its case names are
/// read by reflection: ``caseName`` is the case a value holds (`"loaded"` for `.loaded([…])`, whatever its
/// payload and labels) and ``caseNames`` every case of the enum, so `assertEveryViewStateCovered()` (in
/// `ReducerTesting`) can name the cases no scenario reaches, and the demo runner can accept
/// `expect viewState loaded`.
///
/// ```swift
/// public enum ViewState: ScenarioViewState {
///   case loading
///   case loaded([Item])
///   case empty
///   case error(String)
/// }
/// ItemsFeature.ViewState.loaded([]).caseName  // "loaded"
/// ```
///
/// A view state that is not an enum has one kind, named after its type. A feature may implement both
/// requirements itself (to merge cases, say), as long as every ``caseName`` is one of ``caseNames``.
///
/// > Note: Swift's runtime records payload cases before cases without one, so ``caseNames`` lists
/// > `loaded, error, loading, empty` for the enum above.
public protocol ScenarioViewState: Equatable, Sendable {
  /// The name of the case this value holds, without its payload: `"loaded"`.
  var caseName: String { get }

  /// The names of every case, payload cases first, each group in declaration order.
  static var caseNames: [String] { get }
}

extension ScenarioViewState {
  public var caseName: String { EnumReflection.caseName(of: self) ?? "\(Self.self)" }

  public static var caseNames: [String] {
    EnumReflection.caseNames(of: Self.self) ?? ["\(Self.self)"]
  }
}
