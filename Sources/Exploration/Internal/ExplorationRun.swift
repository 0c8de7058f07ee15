import Dependencies
import ReducerCore
import ReducerRuntime
import ScenarioCatalog
import ValueDumping

#if os(Linux)
  import LinuxSwiftUIHost
  import ReducerCore
#endif

/// One run: a store in a scenario on a test clock and the deterministic effect runtime, the steps played on it,
/// and the checks after each.
@MainActor
final class ExplorationRun<Feature: ScenarioProviding> {
  /// What one step did.
  enum Resolved {
    case sent(Feature.Action, intent: String)
    /// A control of `screen` pressed (the press as a script writes it, the control's coverage key).
    case pressed(String, control: String, screen: String)
    case skipped
    case advanced(Duration)
    case answered(ServiceAnswer)
  }

  let clock = TestClock()
  let reporter = CountingIssueReporter()
  private let plan = ServiceAnswerPlan()
  private let runtime = EffectRuntime()
  private let core: StoreCore<Feature.State, Feature.Action>
  private let spec: ExplorationSpec<Feature>
  private let declaredKinds: Set<String>
  private let scenario: Scenario<Feature>
  private var seenIssues = 0
  /// The intents a step can name: the feature's, then the scenario's appear action (the view appearing again).
  let intentCount: Int
  /// The kind of the view state at the last check (every step that passes ends with one).
  private(set) var viewStateKind = ""
  /// The rendered screen (screen mode); `nil` when the feature's controls are not pressed.
  let screen: ScreenDriver?
  /// The case paths of the actions the screen sent: appearing and pressing its controls, and their effects (only
  /// when the run was made `keepingSentActions`).
  private(set) var sentByScreen: Set<String> = []

  /// A run from `scenario`; with `keepingSentActions`, in screen mode, ``sentByScreen`` is kept (the exploration
  /// reads it for its coverage; a replay does not).
  init(
    _ scenario: Scenario<Feature>, spec: ExplorationSpec<Feature>, declaredKinds: Set<String>,
    screen makeScreen: ScreenMaker<Feature>? = nil, keepingSentActions: Bool = false
  ) {
    var dependencies = scenario.dependencies(context: .preview, clock: clock)
    dependencies.serviceAnswers = plan
    let state = scenario.initialState(dependencies: dependencies)
    // Prepared once, as a store prepares its reducer: a body is not built again on every action.
    let reducer = DependencyValues.$current.withValue(dependencies) { Feature().prepared() }
    self.scenario = scenario
    self.spec = spec
    self.declaredKinds = declaredKinds
    self.intentCount = spec.intents.count + (scenario.onAppear == nil ? 0 : 1)
    let log = ActionLog()
    let phase = ViewPhase()
    self.phase = phase
    let reporter = self.reporter
    phase.issueCount = { reporter.issues.count }
    let core = StoreCore(initialState: state, dependencies: dependencies, runtime: runtime) {
      (state: inout Feature.State, action: Feature.Action) -> Effect<Feature.Action> in
      log.note(action)
      return phase.outside { reducer.reduce(into: &state, action: action) }
    }
    self.core = core
    self.log = log
    #if os(Linux)
      if let makeScreen {
        log.isOn = true
        log.keepsPaths = keepingSentActions
        let host = makeScreen(Store(core: core))
        // Every render, a press's included (it renders after the control's closure ran).
        host.willRender = { [log] in log.receivedAtRender = log.count }
        self.screen = ScreenDriver(host: host, runtime: runtime, phase: phase)
      } else {
        self.screen = nil
      }
    #else
      self.screen = nil
    #endif
  }

  private let log: ActionLog
  /// Whether the view's code runs; ``ViewPhase/onChange`` is told as it changes.
  let phase: ViewPhase
  /// Where the view's first issue was reported: while rendering, or while a press ran.
  private var viewIssueContext = "while rendering"

  var state: Feature.State { core.state }

  func intentName(_ index: Int) -> String {
    index < spec.intents.count ? spec.intents[index].name : "appear"
  }

  /// The action of intent `index` in the current state, drawn with `draw`.
  func action(ofIntent index: Int, draw: IntentDraw) -> Feature.Action? {
    if index < spec.intents.count { return spec.intents[index].action(in: core.state, draw: draw) }
    return index == spec.intents.count ? scenario.onAppear : nil
  }

  /// The action of intent `index` in the current state, its payload drawn with `choices` (a choice past the end
  /// of those drawn is 0; one beyond what the state now offers is the last it offers).
  private func action(ofIntent index: Int, replaying choices: [Int]) -> Feature.Action? {
    var position = 0
    let draw = IntentDraw { count in
      defer { position += 1 }
      return position < choices.count ? min(choices[position], count - 1) : 0
    }
    return action(ofIntent: index, draw: draw)
  }

  /// A key for exhaustive mode: two runs with equal keys behave the same from here on.
  var stateKey: String {
    let now = clock.now
    let sleeps = clock.pendingDeadlines.map { "\(now.duration(to: $0))" }.joined(separator: ",")
    return dumpValue(core.state)
      + "|effects \(core.registry.isEmpty ? 0 : 1) sleeps [\(sleeps)] plan "
      + plan.pending.map(\.rawValue).joined(separator: ",")
  }

  /// Appears (sends the scenario's `onAppear`; in screen mode, renders the view, whose tasks send what they send)
  /// and checks.
  func start() async -> ExplorationViolation? {
    if screen != nil {
      let violation = await settleAndCheck(afterClockPassedSleeps: false)
      sentByScreen.formUnion(log.paths)
      return violation
    }
    guard let onAppear = scenario.onAppear else { return check(afterClockPassedSleeps: false) }
    core.send(onAppear)
    return await settleAndCheck(afterClockPassedSleeps: false)
  }

  /// Plays `step`, then checks.
  func perform(_ step: ExploreStep) async -> (Resolved, ExplorationViolation?) {
    switch step {
    case let .intent(index, choices):
      guard let action = action(ofIntent: index, replaying: choices) else { return (.skipped, nil) }
      core.send(action)
      let violation = await settleAndCheck(afterClockPassedSleeps: false)
      return (.sent(action, intent: intentName(index)), violation)
    case .advance(.little):
      await clock.advance(by: ClockStep.littleDuration)
      return (
        .advanced(ClockStep.littleDuration), await settleAndCheck(afterClockPassedSleeps: false)
      )
    case .advance(.pastSleeps):
      let duration = clock.pendingDeadlines.last.map { clock.now.duration(to: $0) } ?? .zero
      await clock.advance(by: duration)
      return (.advanced(duration), await settleAndCheck(afterClockPassedSleeps: true))
    case let .answer(answer):
      plan.planNext(answer)
      return (.answered(answer), check(afterClockPassedSleeps: false))
    case let .press(description):
      return await press(description)
    }
  }

  /// Presses the control `description` names (skipped when the screen shows none), settles, checks; a press that
  /// must change something and changed nothing is a dead control.
  private func press(_ description: String) async -> (Resolved, ExplorationViolation?) {
    guard let screen else { return (.skipped, nil) }
    let screenName = screen.frontLayer.name
    let control = screen.controlKey(description)
    let mustChange = screen.mustChangeSomething(description)
    let stateBefore = core.state
    let treeBefore = screen.tree
    let receivedBefore = log.count
    let pathsBefore = log.paths.count
    let viewIssueBefore = phase.firstViewIssue
    guard screen.press(description) else { return (.skipped, nil) }
    if viewIssueBefore == nil, phase.firstViewIssue != nil {
      viewIssueContext = "while `\(description)` ran (its closure, or the render after it)"
    }
    let resolved = Resolved.pressed(description, control: control, screen: screenName)
    let violation = await settleAndCheck(afterClockPassedSleeps: false)
    sentByScreen.formUnion(log.paths[pathsBefore...])
    if violation == nil, mustChange, log.count == receivedBefore, core.state == stateBefore,
      screen.tree == treeBefore
    {
      return (
        resolved,
        ExplorationViolation(
          .deadControl,
          "`\(description)` on the \(screenName) screen did nothing: no action reached the store, the state "
            + "and the screen stayed the same",
          signature: control)
      )
    }
    return (resolved, violation)
  }

  /// What `step` would do, without doing it (it traps).
  func resolveWithoutPlaying(_ step: ExploreStep) -> Resolved {
    switch step {
    case let .intent(index, choices):
      return action(ofIntent: index, replaying: choices).map {
        .sent($0, intent: intentName(index))
      }
        ?? .skipped
    case .advance(.little): return .advanced(ClockStep.littleDuration)
    case .advance(.pastSleeps):
      return .advanced(clock.pendingDeadlines.last.map { clock.now.duration(to: $0) } ?? .zero)
    case let .answer(answer): return .answered(answer)
    case let .press(description):
      guard let screen, screen.pressable.contains(description) else { return .skipped }
      return .pressed(
        description, control: screen.controlKey(description), screen: screen.frontLayer.name)
    }
  }

  /// Waits until the effects are at rest, then checks: a runaway first, else the checks after a step.
  private func settleAndCheck(afterClockPassedSleeps: Bool) async -> ExplorationViolation? {
    if let violation = await settle() { return violation }
    return check(afterClockPassedSleeps: afterClockPassedSleeps)
  }

  /// Waits until the effects are at rest; a runaway (effects that never come to rest) is a violation. In screen
  /// mode, renders, and repeats until nothing a body read has changed.
  private func settle() async -> ExplorationViolation? {
    guard let screen else { return await settleEffects() }
    for _ in 0..<1_000 {
      // A press has just rendered; a clock step that changed nothing needs no render.
      if screen.needsRender { render(screen) }
      if let violation = await settleEffects() { return violation }
      // Jobs the runtime's work queued on the main actor (an action sent from a view's task) run before this resumes.
      await Task.yield()
      guard runtime.isQuiescent && !screen.needsRender else { continue }
      // A read no body's observation tracks (a binding a primitive reads as it renders: a sheet's, a stack's path)
      // leaves `needsRender` false: render once more, as `demo-runner run` does, and settle when that changed nothing.
      // The store's state changes only by an action it reduces: when none reached it since the last render began,
      // that render already read what a new one would, and the confirming render is skipped.
      if log.count == log.receivedAtRender { break }
      let before = screen.tree
      render(screen)
      if screen.tree == before && runtime.isQuiescent && !screen.needsRender { break }
    }
    return nil
  }

  private func render(_ screen: ScreenDriver) {
    screen.render()
  }

  private func settleEffects() async -> ExplorationViolation? {
    let outcome = await waitForEffects(
      runtime: runtime, registry: core.registry, timeout: .milliseconds(100),
      busyLimit: runawayLimit,
      until: { [core, runtime] in core.registry.isEmpty && runtime.isQuiescent })
    if case .busyTimedOut = outcome {
      return ExplorationViolation(
        .unsettledEffects,
        "effects never came to rest (a runaway loop, or no progress at all for \(runawayLimit))",
        signature: "runaway")
    }
    return nil
  }

  private func check(afterClockPassedSleeps: Bool) -> ExplorationViolation? {
    let state = core.state
    let kind = Feature.viewState(of: state).caseName
    viewStateKind = kind
    let issues = reporter.issues
    if let first = phase.firstViewIssue, first >= seenIssues,
      let issue = issues[first...].first(where: { $0.severity == .failure })
    {
      seenIssues = issues.count
      let firstLine = issue.message.split(separator: "\n").first.map(String.init) ?? issue.message
      return ExplorationViolation(
        .render, "the view reported an issue \(viewIssueContext): \(firstLine)")
    }
    if issues.count > seenIssues {
      let fresh = issues[seenIssues...]
      seenIssues = issues.count
      if let issue = fresh.first(where: { $0.severity == .failure }) {
        let firstLine = issue.message.split(separator: "\n").first.map(String.init) ?? issue.message
        return ExplorationViolation(.issue, "the feature reported an issue: \(firstLine)")
      }
    }
    if !declaredKinds.contains(kind) {
      return ExplorationViolation(
        .undeclaredViewState,
        "the view state is `\(kind)`, a kind no scenario of \(Feature.featureName) declares",
        signature: kind)
    }
    if afterClockPassedSleeps, !spec.hasLongLivingEffects, clock.sleeperCount > 0 {
      return ExplorationViolation(
        .unsettledEffects,
        "\(clock.sleeperCount) effect(s) still sleep on the clock after it passed every sleep "
          + "(declare `hasLongLivingEffects` if the feature runs a timer while shown)",
        signature: "sleeping")
    }
    // Encoding and decoding is the costliest check: a state seen before (in any run) is not encoded again.
    if let roundTrip = spec.roundTrip, !spec.roundTripped.contains(state) {
      if let problem = roundTrip(state) {
        return ExplorationViolation(
          .roundTrip, "the state does not round-trip through Codable: \(problem)")
      }
      spec.roundTripped.insert(state)
    }
    let violated = spec.invariants(state)
    if let first = violated.first {
      return ExplorationViolation(.invariant, "invariant violated: \(first)", signature: first)
    }
    return nil
  }
}
