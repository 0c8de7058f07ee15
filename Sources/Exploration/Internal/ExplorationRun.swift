import Dependencies
import ReducerCore
import ReducerRuntime
import ScenarioCatalog
import ValueDumping

/// One run: a store in a scenario on a test clock and the deterministic effect runtime, the steps played on it,
/// and the checks after each.
@MainActor
final class ExplorationRun<Feature: ScenarioProviding> {
  /// What one step did.
  enum Resolved {
    case sent(Feature.Action, intent: String)
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

  init(_ scenario: Scenario<Feature>, spec: ExplorationSpec<Feature>, declaredKinds: Set<String>) {
    var dependencies = scenario.dependencies(context: .preview, clock: clock)
    dependencies.serviceAnswers = plan
    let state = scenario.initialState(dependencies: dependencies)
    let reducer = DependencyValues.$current.withValue(dependencies) { Feature() }
    self.scenario = scenario
    self.spec = spec
    self.declaredKinds = declaredKinds
    self.intentCount = spec.intents.count + (scenario.onAppear == nil ? 0 : 1)
    self.core = StoreCore(initialState: state, dependencies: dependencies, runtime: runtime) {
      state, action in reducer.reduce(into: &state, action: action)
    }
  }

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

  /// Appears (sends the scenario's `onAppear`) and checks.
  func start() async -> ExplorationViolation? {
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
    }
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
    }
  }

  /// Waits until the effects are at rest, then checks: a runaway first, else the checks after a step.
  private func settleAndCheck(afterClockPassedSleeps: Bool) async -> ExplorationViolation? {
    if let violation = await settle() { return violation }
    return check(afterClockPassedSleeps: afterClockPassedSleeps)
  }

  /// Waits until the effects are at rest; a runaway (effects that never come to rest) is a violation.
  private func settle() async -> ExplorationViolation? {
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
