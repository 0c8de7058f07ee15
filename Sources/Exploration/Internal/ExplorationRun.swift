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
  /// States known to round-trip: a step that comes back to one of them is not encoded again.
  private var roundTripped: [Feature.State] = []

  init(_ scenario: Scenario<Feature>, spec: ExplorationSpec<Feature>, declaredKinds: Set<String>) {
    var dependencies = scenario.dependencies(context: .preview, clock: clock)
    dependencies.serviceAnswers = plan
    let state = scenario.initialState(dependencies: dependencies)
    let reducer = DependencyValues.$current.withValue(dependencies) { Feature() }
    self.scenario = scenario
    self.spec = spec
    self.declaredKinds = declaredKinds
    self.core = StoreCore(initialState: state, dependencies: dependencies, runtime: runtime) {
      state, action in reducer.reduce(into: &state, action: action)
    }
  }

  var state: Feature.State { core.state }

  /// The intents a step can name: the feature's, then the scenario's appear action (the view appearing again).
  var intentCount: Int { spec.intents.count + (scenario.onAppear == nil ? 0 : 1) }

  func intentName(_ index: Int) -> String {
    index < spec.intents.count ? spec.intents[index].name : "appear"
  }

  /// The action of intent `index` in the current state, drawn with `draw`.
  func action(ofIntent index: Int, draw: IntentDraw) -> Feature.Action? {
    if index < spec.intents.count { return spec.intents[index].action(in: core.state, draw: draw) }
    return index == spec.intents.count ? scenario.onAppear : nil
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
    if let onAppear = scenario.onAppear {
      core.send(onAppear)
      if let violation = await settle() { return violation }
    }
    return check(afterClockPassedSleeps: false)
  }

  /// Plays `step`, then checks.
  func perform(_ step: ExploreStep) async -> (Resolved, ExplorationViolation?) {
    switch step {
    case let .intent(index, choices):
      var position = 0
      let draw = IntentDraw { count in
        defer { position += 1 }
        return position < choices.count ? min(choices[position], count - 1) : 0
      }
      guard let action = action(ofIntent: index, draw: draw) else { return (.skipped, nil) }
      core.send(action)
      if let violation = await settle() {
        return (.sent(action, intent: intentName(index)), violation)
      }
      return (.sent(action, intent: intentName(index)), check(afterClockPassedSleeps: false))
    case .advance(.little):
      await clock.advance(by: ClockStep.littleDuration)
      if let violation = await settle() { return (.advanced(ClockStep.littleDuration), violation) }
      return (.advanced(ClockStep.littleDuration), check(afterClockPassedSleeps: false))
    case .advance(.pastSleeps):
      let duration = clock.pendingDeadlines.last.map { clock.now.duration(to: $0) } ?? .zero
      await clock.advance(by: duration)
      if let violation = await settle() { return (.advanced(duration), violation) }
      return (.advanced(duration), check(afterClockPassedSleeps: true))
    case let .answer(answer):
      plan.planNext(answer)
      return (.answered(answer), check(afterClockPassedSleeps: false))
    }
  }

  /// What `step` would do, without doing it (it traps).
  func resolveWithoutPlaying(_ step: ExploreStep) -> Resolved {
    switch step {
    case let .intent(index, choices):
      var position = 0
      let draw = IntentDraw { count in
        defer { position += 1 }
        return position < choices.count ? min(choices[position], count - 1) : 0
      }
      return action(ofIntent: index, draw: draw).map { .sent($0, intent: intentName(index)) }
        ?? .skipped
    case .advance(.little): return .advanced(ClockStep.littleDuration)
    case .advance(.pastSleeps):
      return .advanced(clock.pendingDeadlines.last.map { clock.now.duration(to: $0) } ?? .zero)
    case let .answer(answer): return .answered(answer)
    }
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
    let issues = reporter.issues
    if issues.count > seenIssues {
      let fresh = issues[seenIssues...]
      seenIssues = issues.count
      if let issue = fresh.first(where: { $0.severity == .failure }) {
        let firstLine = issue.message.split(separator: "\n").first.map(String.init) ?? issue.message
        return ExplorationViolation(.issue, "the feature reported an issue: \(firstLine)")
      }
    }
    let state = core.state
    let kind = Feature.viewState(of: state).caseName
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
    if let roundTrip = spec.roundTrip, !roundTripped.contains(state) {
      if let problem = roundTrip(state) {
        return ExplorationViolation(
          .roundTrip, "the state does not round-trip through Codable: \(problem)")
      }
      if roundTripped.count == 16 { roundTripped.removeFirst() }
      roundTripped.append(state)
    }
    let violated = spec.invariants(state)
    if let first = violated.first {
      return ExplorationViolation(.invariant, "invariant violated: \(first)", signature: first)
    }
    return nil
  }
}
