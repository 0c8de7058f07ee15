public import ReducerCore
import ValueDumping
extension Reducer {
  /// Prints every action this reducer receives and the state change it caused, as a diff.
  ///
  /// A debugging aid: it keeps a copy of the state for each action, so leave it out of release builds.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Reduce { state, action in … }
  ///     ._printChanges()
  /// }
  /// ```
  ///
  /// - Parameter output: where the text goes (standard output by default).
  public func _printChanges(
    to output: @escaping @Sendable (String) -> Void = { print($0) }
  ) -> PrintChangesReducer<Self> {
    PrintChangesReducer(base: self, output: output)
  }
}

/// The reducer `_printChanges()` returns.
public struct PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let output: @Sendable (String) -> Void

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let before = state
    let effect = base.reduce(into: &state, action: action)
    let change = diffValues(before, state).map { indentedLines($0) } ?? "  (No state changes)"
    output("received action:\n\(indentedLines(dumpValue(action)))\n\(change)")
    return effect
  }

  private func indentedLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
      .joined(separator: "\n")
  }
}
