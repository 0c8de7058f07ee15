import CaseReflection

/// A state case and an action case of one enum destination that do not belong together: the two case constructors
/// given to a `$store.scope(state:_:action:_:)` name different cases (a sheet's state with a popover's actions).
///
/// Cases are told apart by name (a destination's state and action enums name their cases alike), each learnt from
/// the enums' metadata: the action case from the chain of case tags its constructor builds
/// (`EnumReflection.caseTagChain(of:)`), the state case the same way or, where several cases hold the same state
/// payload, from the case the destination holds now when the state constructor's case extracts from it.
package struct DestinationCaseMismatch: Equatable, Sendable {
  /// The name of the state case, e.g. `"sheet"`.
  package let stateCase: String
  /// The name of the action case, e.g. `"popover"`.
  package let actionCase: String

  /// The mismatch of `toCase` and `embedCase`, or nil when they name the same case or either name cannot be told
  /// (then nothing is claimed). `current` is the destination's value now.
  package static func find<DestinationState, DestinationAction, ChildState, ChildAction>(
    state toCase: @escaping @Sendable (ChildState) -> DestinationState,
    action embedCase: (ChildAction) -> DestinationAction,
    current: DestinationState?
  ) -> DestinationCaseMismatch? {
    guard let actionCase = caseName(of: embedCase) else { return nil }
    let stateCase: String
    if let name = caseName(of: toCase) {
      stateCase = name
    } else if let current, AnyCasePath(toCase).extract(from: current) != nil,
      let name = EnumReflection.caseName(of: current)
    {
      stateCase = name
    } else {
      return nil
    }
    return stateCase == actionCase
      ? nil : DestinationCaseMismatch(stateCase: stateCase, actionCase: actionCase)
  }

  /// The name of the outermost case `embed` builds, when the metadata tells it.
  private static func caseName<Root, Value>(of embed: (Value) -> Root) -> String? {
    guard let tag = EnumReflection.caseTagChain(of: embed)?.first,
      let names = EnumReflection.caseNames(of: Root.self), names.indices.contains(tag)
    else { return nil }
    return names[tag]
  }
}
