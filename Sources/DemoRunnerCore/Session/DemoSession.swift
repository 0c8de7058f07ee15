import Reducer
/// A running feature in one scenario, seen without its generic types: what scripts and the
/// gallery drive.
///
/// Each step leaves the session settled: the effects it started have run until they finished or
/// suspended (on the test clock, or on a mock that never answers).
@MainActor
protocol DemoSession: AnyObject {
  /// The feature's display name.
  var featureName: String { get }
  /// The scenario the session started in.
  var scenario: ScenarioSummary { get }
  /// The current state.
  var state: Any { get }
  /// The current view state.
  var viewState: Any { get }
  /// The case name of the current view state (its `kind`).
  var viewStateCase: String { get }
  /// The view state the scenario declares it reaches.
  var expectedViewState: Any { get }
  /// Whether the current view state is the one the scenario declares it reaches.
  var reachesExpectation: Bool { get }
  /// Whether the feature dismissed itself (`await dismiss()` at its root); its effects were then cancelled.
  var isDismissed: Bool { get }

  /// Sends the scenario's `onAppear` action, if it has one, and settles; returns it printed.
  func appear() async -> String?
  /// Decodes and sends `literal`, then settles; returns the action printed in script syntax.
  func send(_ literal: ActionLiteral) async throws(ScriptError) -> String
  /// Advances the test clock by `duration` (settling as sleepers wake), then settles.
  ///
  /// - Returns: `false` when the effects woke more often than the session's wake-up limit, in
  ///   which case they were cancelled so the advance could end.
  func advance(by duration: Duration) async -> Bool
  /// Lets in-flight effects settle.
  func settle() async
  /// Makes the next call of the scenario's mock services answer `answer` (`answer` steps).
  func planAnswer(_ answer: ServiceAnswer)
  /// The first line of the first issue the feature reported since the last call (or the last `send`), if any:
  /// an effect's late action for a dismissed child, reported while the clock moved.
  func takeReportedIssue() -> String?
  /// Why the effects were stopped since the last call, when they ran away: more actions in one step than the
  /// session's limit, or work that never came to rest.
  func takeRunaway() -> String?
  /// What `check` finds wrong with the feature now (`expect invariants`, `expect roundTrip`, `expect settled`);
  /// `nil` when it holds.
  func problem(_ check: ScriptCheck) -> String?
  /// The actions reduced since the last call, in order, dumped; the first reduced action of a
  /// `send` is the sent one.
  func takeReducedActions() -> [Any]
}
