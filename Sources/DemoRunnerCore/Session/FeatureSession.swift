import Dependencies
import Features
import Foundation
import Reducer

/// A ``DemoSession`` over one feature's store, built the way the runner needs it: a `TestClock`
/// and a serial effect executor the runner can wait on, so every step settles deterministically.
@MainActor
final class FeatureSession<Feature: ScenarioProviding>: DemoSession where Feature.Action: Codable {
  let featureName: String
  let scenario: ScenarioSummary
  private let source: Scenario<Feature>
  private let core: StoreCore<Feature.State, Feature.Action>
  private let clock: TestClock
  private let settler: DemoEffectSettler
  private let log: ActionLog<Feature.Action>
  private let settlerToken: UInt64
  private let budget: WakeUpBudget

  /// A session in `scenario`, with the scenario's mocks (preview) or the live services.
  init(_ scenario: Scenario<Feature>, options: SessionOptions) {
    let clock = TestClock()
    let executor = SerialEffectExecutor(label: "convergence.demo-runner.effects")
    let tracker = HopTracker()
    var requests: RequestCounter?
    let dependencies: DependencyValues
    switch options.mode {
    case .preview:
      dependencies = scenario.dependencies(context: .preview, clock: clock)
    case let .live(baseURL, token):
      let counter = RequestCounter()
      requests = counter
      dependencies = Self.liveDependencies(
        baseURL: baseURL, token: token, clock: clock, counter: counter)
    }
    let settler = DemoEffectSettler(
      executor: executor, tracker: tracker, requests: requests, timeout: options.settleTimeout)
    let log = ActionLog<Feature.Action>()
    let state = scenario.initialState(dependencies: dependencies)
    let reducer = DependencyValues.$current.withValue(dependencies) { Feature() }
    self.featureName = Feature.featureName
    self.scenario = ScenarioSummary(scenario)
    self.source = scenario
    self.clock = clock
    self.settler = settler
    self.log = log
    self.core = StoreCore(
      initialState: state, dependencies: dependencies, executor: executor, tracker: tracker
    ) { state, action in
      log.record(action)
      return reducer.reduce(into: &state, action: action)
    }
    let budget = WakeUpBudget(limit: options.wakeUpLimit)
    self.budget = budget
    let registry = core.registry
    self.settlerToken = clock.addSettler {
      // Past the budget, stop the effects: their sleepers are cancelled and `advance` ends.
      if !budget.spend() { registry.cancelAll() }
      await settler.settle()
    }
  }

  deinit {
    clock.removeSettler(settlerToken)
  }

  /// Live context: real services over an API client pointed at `baseURL`; deterministic clock.
  private static func liveDependencies(
    baseURL: URL, token: String?, clock: TestClock, counter: RequestCounter
  ) -> DependencyValues {
    var values = DependencyValues()
    values.context = .live
    values.continuousClock = clock
    let live = APIClient.live(
      APIConfiguration(baseURL: baseURL, token: token.map { APIConfiguration.BearerToken($0) }))
    values.apiClient = APIClient(configuration: live.configuration) { request in
      counter.begin()
      defer { counter.end() }
      return try await live.transport(request)
    }
    return values
  }

  var state: Any { core.state }
  var viewState: Any { Feature.viewState(of: core.state) }
  var viewStateCase: String { "\(Feature.viewState(of: core.state).kind)" }
  var reachesExpectation: Bool { Feature.viewState(of: core.state) == source.expecting }

  func appear() async -> String? {
    guard let action = source.onAppear else { return nil }
    core.send(action)
    await settle()
    return printAction(action)
  }

  func send(_ literal: ActionLiteral) async throws(ScriptError) -> String {
    let action = try decode(literal)
    core.send(action)
    await settle()
    return printAction(action)
  }

  private func decode(_ literal: ActionLiteral) throws(ScriptError) -> Feature.Action {
    try decodeAction(Feature.Action.self, from: literal, knownCaseNames: EnumCaseNames.of)
  }

  func advance(by duration: Duration) async -> Bool {
    budget.reset()
    await clock.advance(by: duration)
    await settle()
    return !budget.isExhausted
  }

  func settle() async {
    await settler.settle(registry: core.registry)
  }

  func takeReducedActions() -> [Any] {
    log.take()
  }
}

extension ScenarioSummary {
  /// The summary of `scenario`.
  init<Feature: ScenarioProviding>(_ scenario: Scenario<Feature>) {
    self.init(
      name: scenario.name.rawValue,
      summary: scenario.summary,
      onAppear: scenario.onAppear.map { printAction($0) },
      expectingCase: "\(scenario.expecting.kind)",
      expecting: printAction(scenario.expecting),
      settleAfter: scenario.settleAfter)
  }
}
