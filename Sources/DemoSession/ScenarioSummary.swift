/// What the runner shows about a scenario without knowing its feature's types.
package struct ScenarioSummary: Sendable, Equatable {
  /// The scenario's name, as written in scripts.
  package var name: String
  /// What the scenario shows, in one line (may be empty).
  package var summary: String
  /// The action sent on appear, printed in script syntax.
  var onAppear: String?
  /// The view-state case the scenario reaches.
  package var expectingCase: String
  /// The view state the scenario reaches, printed in script syntax.
  package var expecting: String
  /// Clock time that must pass after appearing before `expecting` holds.
  package var settleAfter: Duration
}
