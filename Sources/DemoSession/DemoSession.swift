package import DemoScript
package import Reducer
/// A running feature in one scenario, seen without its generic types: what scripts and the
/// gallery drive.
///
/// Each step leaves the session settled: the effects it started have run until they finished or
/// suspended (on the test clock, or on a mock that never answers).
@MainActor
package protocol DemoSession: AnyObject {
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

  /// Whether the feature registered its view and the session renders it (Linux).
  var hasScreen: Bool { get }
  /// The rendered screen in its text form (one line per node: `role "label" = value [actions]`); `nil` when the
  /// feature registered no view, or off Linux. Up to date after every step (each settle renders).
  var screenText: String? { get }
  /// The rendered screen in its HTML form (the gallery's); `nil` as for ``screenText``.
  var screenHTML: String? { get }

  /// Appears, then settles; returns the first action the appearance sent, printed (nil: none).
  ///
  /// Without a view this sends the scenario's `onAppear` action, if it has one. With a view (Linux), appearing
  /// is rendering the view: its `.task`/`.onAppear` send what the app sends, and the scenario's `onAppear` is
  /// not sent a second time.
  func appear() async -> String?
  /// Performs a user's step on the rendered screen (through the control's closure or binding), then settles.
  ///
  /// - Throws: ``ScriptError`` at `location`: no such control, or several (naming the candidates); a control
  ///   covered by a presentation; a feature that registered no view (or a platform without screens); effects
  ///   that ran away, or an issue the feature reported, as for ``send(_:)``.
  func perform(_ step: UIStep, at location: SourceLocation) async throws(ScriptError)
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
