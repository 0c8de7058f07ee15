import APIService
import DemoScript
import Dependencies
import Exploration
import Foundation
import Reducer
import ReducerRuntime

#if os(Linux)
  import SwiftUI
#endif

/// A ``DemoSession`` over one feature's store, built the way the runner needs it: a `TestClock`
/// and the deterministic effect runtime test stores use, so every step settles from exact counts
/// of the effects' work (never from a number of yields) and transcripts are the same on any machine.
@MainActor
final class FeatureSession<Feature: ScenarioProviding>: DemoSession where Feature.Action: Codable {
  let featureName: String
  let scenario: ScenarioSummary
  private let source: Scenario<Feature>
  private let core: StoreCore<Feature.State, Feature.Action>
  private let clock: TestClock
  private let runtime: EffectRuntime
  private let settleTimeout: Duration
  private let log: ActionLog<Feature.Action>
  private let budget: WakeUpBudget
  /// The actions one step may reduce (an effect that sends without end is stopped past it).
  let actions: WakeUpBudget
  private let actionLimit: Int
  /// Why the last step's effects were stopped, when they ran away.
  private var runaway: String?
  private let checks: FeatureChecks<Feature>
  private let answers = ServiceAnswerPlan()
  /// Every issue the feature reports, from any step: an effect keeps the reporter of the step that started it.
  let reporter = CountingIssueReporter()
  private var issuesSeen = 0
  /// Makes the host of the feature's view over this session's store (nil: the feature registered no view).
  private let makeScreen: ScreenMaker<Feature>?
  #if os(Linux)
    /// The feature's view over this session's store, rendered by every settle (nil: the feature registered no
    /// view). Its `.task`s and pulls to refresh run on the session's runtime, so a settle waits for them too.
    let host: ViewHost?
    /// The screen's text and HTML forms, as last written (``screenText``, ``screenHTML``).
    var forms = ScreenForms()
  #endif

  /// A session in `scenario`, with the scenario's mocks (preview) or the live services. `summary` is the scenario's
  /// ``ScenarioSummary``, which its feature made once (printing the expected view state is most of its cost).
  init(
    _ scenario: Scenario<Feature>, summary: ScenarioSummary, options: SessionOptions,
    screen: ScreenMaker<Feature>? = nil
  ) {
    let clock = TestClock()
    let budget = WakeUpBudget(limit: options.limits.wakeUpLimit)
    let actions = WakeUpBudget(limit: options.limits.actionLimit)
    let stopper = EffectStopper()
    // Past the budget, stop the effects: their sleepers are cancelled and `advance` ends.
    let runtime = EffectRuntime(limits: RuntimeLimits(jobs: options.limits.runawayJobs)) {
      if !budget.spend() { stopper.stop() }
    }
    let dependencies: DependencyValues
    switch options.mode {
    case .preview:
      var values = scenario.dependencies(context: .preview, clock: clock)
      values.serviceAnswers = answers
      dependencies = values
    case let .live(baseURL, token):
      dependencies = Self.liveDependencies(baseURL: baseURL, token: token, clock: clock)
    }
    let log = ActionLog<Feature.Action>()
    let state = scenario.initialState(dependencies: dependencies)
    let reducer = DependencyValues.$current.withValue(dependencies) { Feature() }
    self.featureName = Feature.featureName
    self.scenario = summary
    self.source = scenario
    self.clock = clock
    self.runtime = runtime
    self.settleTimeout = options.settleTimeout
    self.log = log
    self.budget = budget
    self.actions = actions
    self.actionLimit = options.limits.actionLimit
    self.checks = FeatureChecks(Feature.self)
    self.makeScreen = screen
    self.core = StoreCore(
      initialState: state, dependencies: dependencies, runtime: runtime
    ) { state, action in
      // Past the step's budget the effects are stopped, and what they still send is dropped: the step fails, and
      // its transcript stays as long as the budget allows.
      guard actions.spend() else {
        stopper.stop()
        return .none
      }
      log.record(action)
      return reducer.reduce(into: &state, action: action)
    }
    stopper.attach(core.registry)
    #if os(Linux)
      if let screen {
        let host = screen(Store(core: core))
        // A view's `.task` (and a pull to refresh) runs on the effect runtime, like an effect: its jobs are the
        // runtime's, so a settle does not end before the task has sent its action (a hop to the main actor is
        // queued there before the runtime's job ends, and a settle lets the main actor's queue run before deciding).
        host.startTask = { operation in
          Task(executorPreference: runtime) {
            await SuspensionTracking.$observer.withValue(runtime) { await operation() }
          }
        }
        self.host = host
      } else {
        self.host = nil
      }
    #endif
  }

  #if os(Linux)
    isolated deinit {
      host?.tearDown()
    }
  #endif

  /// Live context: real services over an API client pointed at `baseURL`; deterministic clock.
  private static func liveDependencies(
    baseURL: URL, token: String?, clock: TestClock
  ) -> DependencyValues {
    var values = DependencyValues()
    values.context = .live
    values.continuousClock = clock
    // Real services, but never the user's real files or defaults: shared state lives in memory for the session.
    values.defaultInMemoryStorage = InMemorySharedStorage()
    values.defaultFileStorage = .inMemory()
    values.defaultAppStorage = .inMemory()
    values.apiClient = APIClient.live(
      APIConfiguration(baseURL: baseURL, token: token.map { APIConfiguration.BearerToken($0) }))
    return values
  }

  var state: Any { core.state }
  var viewState: Any { Feature.viewState(of: core.state) }
  var viewStateCase: String { Feature.viewState(of: core.state).caseName }
  var reachesExpectation: Bool { Feature.viewState(of: core.state) == source.expecting }

  var expectedViewState: Any { source.expecting }
  var isDismissed: Bool { core.isDismissed }

  /// Without a view: sends the scenario's `onAppear` and settles, returning it printed. With a view (Linux),
  /// appearing is rendering the view: its `.task` and `.onAppear` send what the app sends (the scenario's
  /// `onAppear` is not sent again), and the first action they sent is returned printed.
  func appear() async -> String? {
    #if os(Linux)
      if host != nil {
        actions.reset()
        await settle()
        return log.first.map { printAction($0) }
      }
    #endif
    guard let action = source.onAppear else { return nil }
    actions.reset()
    core.send(action)
    await settle()
    return printAction(action)
  }

  /// Decodes and sends `literal`, then settles. An issue the feature reports while handling it — an action for a
  /// dismissed child or a stack element that is not there, say — is a located error, not a warning in passing.
  func send(_ literal: ActionLiteral) async throws(ScriptError) -> String {
    let action = try decode(literal)
    actions.reset()
    await withIssueReporters([reporter]) {
      core.send(action)
      await settle()
    }
    try afterStep(at: literal.location)
    return printAction(action)
  }

  /// After a `send` or a UI step: effects that ran away, or an issue the feature reported, end the step with a
  /// located error.
  func afterStep(at location: SourceLocation) throws(ScriptError) {
    if let runaway = takeRunaway() {
      throw ScriptError(
        at: location, runaway,
        expected: "effects that come to rest: an action whose effect sends it again never ends")
    }
    if let issue = takeIssue() {
      let summary = issue.message.split(separator: "\n", omittingEmptySubsequences: true).first
      throw ScriptError(
        at: location,
        "the feature reported an issue handling this action: \(summary.map(String.init) ?? issue.message)",
        expected:
          "an action the feature can handle in this state (is the child presented, the element on "
          + "the stack?)")
    }
  }

  private func decode(_ literal: ActionLiteral) throws(ScriptError) -> Feature.Action {
    try decodeAction(Feature.Action.self, from: literal, knownCaseNames: EnumCaseNames.of)
  }

  func advance(by duration: Duration) async -> Bool {
    budget.reset()
    actions.reset()
    await withIssueReporters([reporter]) {
      await clock.advance(by: duration)
      await settle()
    }
    return !budget.isExhausted
  }

  /// The first issue of failure severity reported since the last call.
  private func takeIssue() -> ReportedIssue? {
    let issues = reporter.issues
    defer { issuesSeen = issues.count }
    return issues.dropFirst(issuesSeen).first { $0.severity == .failure }
  }

  func takeReportedIssue() -> String? {
    guard let issue = takeIssue() else { return nil }
    return issue.message.split(separator: "\n", omittingEmptySubsequences: true).first.map(
      String.init)
      ?? issue.message
  }

  /// Waits until the effects are at rest: done, parked on the test clock, or — for a live request, which the
  /// runtime cannot see — until the request answered and its effect came to rest, bounded by the settle timeout.
  ///
  /// With a view (Linux) it also renders: it renders, waits for the effects, lets the main actor run what they
  /// queued there, and repeats until the effects rest and nothing a body read has changed (so the screen is the
  /// state's, and a `.task` that appeared has run to its first suspension).
  func settle() async {
    #if os(Linux)
      if let host {
        for _ in 0..<Self.renderRounds {
          host.render()
          if await waitOnce() { return }
          await Task.yield()
          guard runtime.isQuiescent && !host.needsRender else { continue }
          // A read no body's observation tracks (a navigation path an effect popped, read as the stack renders)
          // leaves `needsRender` false: render once more, and settle only when that changed nothing.
          let before = host.tree
          host.render()
          if host.tree == before && runtime.isQuiescent && !host.needsRender { return }
        }
        runaway =
          "the screen kept changing after \(Self.renderRounds) renders (a view that changes what it reads "
          + "each time it renders?)"
        return
      }
    #endif
    await waitOnce()
  }

  /// How many times one settle renders at most before giving up on a screen that never comes to rest.
  private static var renderRounds: Int { 1_000 }

  /// Waits once for the effects to rest; `true` (and ``runaway`` set) when they ran away and were stopped.
  @discardableResult
  private func waitOnce() async -> Bool {
    let outcome = await waitForEffects(
      runtime: runtime, registry: core.registry, timeout: settleTimeout, busyLimit: settleTimeout,
      until: { [core, runtime] in core.registry.isEmpty && runtime.isQuiescent })
    if actions.isExhausted {
      runaway =
        "the feature's effects sent more than \(actionLimit) actions in one step (an effect that sends "
        + "without end?), so they were stopped"
    } else if case .busyTimedOut = outcome {
      core.registry.cancelAll()
      runaway =
        "the feature's effects never came to rest (a loop that never ends?), so they were stopped"
    } else {
      return false
    }
    return true
  }

  func takeRunaway() -> String? {
    defer { runaway = nil }
    return runaway
  }

  func problem(_ check: ScriptCheck) -> String? {
    let state = core.state
    switch check {
    case .invariants:
      let violated = checks.violatedInvariants(state)
      return violated.isEmpty
        ? nil : "invariant violated: " + violated.joined(separator: "; invariant violated: ")
    case .roundTrip:
      guard checks.roundTripIsChecked else {
        return "\(Feature.featureName).State is not Codable: there is no round trip to check"
      }
      return checks.roundTripProblem(state).map {
        "the state does not round-trip through Codable: \($0)"
      }
    case .settled:
      let sleepers = clock.sleeperCount
      guard sleepers > 0, !checks.hasLongLivingEffects else { return nil }
      return
        "\(sleepers) effect(s) still sleep on the clock (declare `hasLongLivingEffects` if the feature "
        + "runs a timer while shown)"
    }
  }

  func planAnswer(_ answer: ServiceAnswer) {
    answers.planNext(answer)
  }

  func takeReducedActions() -> [Any] {
    log.take()
  }
}

/// Cancels a session's effects from the runtime's wake-up hook, which exists before the store does.
private final class EffectStopper: Sendable {
  private let registry = Lock<EffectRegistry?>(nil)

  func attach(_ registry: EffectRegistry) { self.registry.withLock { $0 = registry } }

  func stop() { registry.withLock { $0 }?.cancelAll() }
}

extension ScenarioSummary {
  /// The summary of `scenario`.
  init<Feature: ScenarioProviding>(_ scenario: Scenario<Feature>) {
    self.init(
      name: scenario.name.rawValue,
      summary: scenario.summary,
      onAppear: scenario.onAppear.map { printAction($0) },
      expectingCase: scenario.expecting.caseName,
      expecting: printAction(scenario.expecting),
      settleAfter: scenario.settleAfter)
  }
}
