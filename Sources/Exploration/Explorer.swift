import Dependencies
public import ReducerCore
public import ScenarioCatalog

/// Searches a feature for bugs: from each scenario, sequences of the feature's intents, clock steps and service
/// answers, checked after every step (``ExplorationCheck``); a failure is shrunk and written as a `.demo` script.
///
/// ```swift
/// let report = try await Explorer(ItemsFeature.self, options: ExplorationOptions(runs: 200, steps: 30)).explore()
/// print(report.text)
/// ```
///
/// Everything is deterministic: a seeded generator of its own, a test clock, the effect runtime test stores use.
/// A trap cannot be caught in-process; `demo-runner explore` runs explorations in a child process to report
/// one (``ExplorationCheck/crash``).
@MainActor
public struct Explorer<Feature: ScenarioProviding> {
  /// The budget, seed and mode.
  public let options: ExplorationOptions
  let spec: ExplorationSpec<Feature>
  let declaredKinds: Set<String>
  private let describe: (Feature.Action) -> String
  /// Called as each random run starts, with its number.
  public var onRunStart: ((Int) -> Void)?
  /// Called before each step of a random run is played.
  public var onStep: ((ExploreStep) -> Void)?
  /// Called before every step played (random runs, replays, exhaustive search) and as each run starts: a child
  /// process tells its parent's watchdog that it is making progress.
  public var onProgress: (() -> Void)?
  /// Told `true` before the screen renders (or a press runs a control's closure) and `false` after, in screen mode:
  /// a child process tells its parent, so a trap there is put down to rendering.
  public var onRender: ((Bool) -> Void)?
  /// The feature's view, rendered over each run's store: a step may press one of its controls (screen mode, Linux).
  /// `nil`, or ``ExplorationOptions/intentsOnly``: only the declared intents.
  package var screen: ScreenMaker<Feature>?
  /// When set, ``explore()`` stops in random run `number`, after its first `stepsBefore` steps (the steps a child
  /// process played before it trapped or hung), so the report covers everything reached before the crash.
  public var crashedRun: (number: Int, stepsBefore: Int)?

  /// An explorer of `feature`.
  ///
  /// - Parameters:
  ///   - feature: The feature; its `Explorable` declarations are used when it has them.
  ///   - options: Budget, seed, scenario, mode.
  ///   - describe: How a sent action is written in the failure's script; a reflection-based literal by default.
  public init(
    _ feature: Feature.Type, options: ExplorationOptions = ExplorationOptions(),
    describe: ((Feature.Action) -> String)? = nil
  ) {
    self.options = options
    self.spec = ExplorationSpec()
    self.declaredKinds = Set(ExplorationSpec<Feature>.declaredKinds)
    self.describe = describe ?? { ActionText.literal($0) }
  }

  /// The scenarios explored from: the one named in the options, or all.
  public func scenarios() throws(ScenarioLookupError) -> [Scenario<Feature>] {
    guard let name = options.scenario else { return Feature.scenarios }
    return [try Feature.scenario(named: name)]
  }

  /// Explores, and reports.
  ///
  /// - Throws: `ScenarioLookupError` when the options name a scenario the feature does not have.
  public func explore() async throws(ScenarioLookupError) -> ExplorationReport {
    let scenarios = try scenarios()
    var coverage = Coverage()
    var failure: ExplorationReport.Failure?
    var distinct: Int?
    if let depth = options.exhaustiveDepth {
      var total = 0
      for scenario in scenarios {
        let search = ExhaustiveSearch(explorer: self, scenario: scenario, depth: depth)
        let outcome = await search.run(&coverage)
        total += outcome.distinctStates
        if let found = outcome.failure {
          failure = await self.failure(scenario, found.steps, found.violation, run: nil)
          break
        }
      }
      distinct = total
    } else {
      for run in 0..<options.runs {
        let scenario = scenarios[run % scenarios.count]
        onRunStart?(run)
        onProgress?()
        if let crashedRun, crashedRun.number == run {
          _ = await randomRun(run, scenario, &coverage, stepLimit: crashedRun.stepsBefore)
          break
        }
        if let found = await randomRun(run, scenario, &coverage) {
          failure = await self.failure(scenario, found.steps, found.violation, run: run)
          break
        }
      }
    }
    return report(scenarios, coverage: coverage, failure: failure, distinct: distinct)
  }

  /// The steps of random run `run` (and its scenario), played until it ends or fails; ``onStep`` sees each before
  /// it is played. A child process traces a run this way so its parent knows the steps that led to a trap.
  public func trace(run: Int) async throws(ScenarioLookupError) -> [ExploreStep] {
    let scenarios = try scenarios()
    var coverage = Coverage()
    var steps: [ExploreStep] = []
    var tracer = self
    tracer.onStep = { step in
      steps.append(step)
      self.onStep?(step)
    }
    _ = await tracer.randomRun(run, scenarios[run % scenarios.count], &coverage)
    return steps
  }

  /// Plays `steps` from `scenario`: how many ran before a check failed (0: at appearing), and the violation;
  /// `nil` when every check held.
  ///
  /// `onStep` is told each step's index before it is played (a child process writes it, so its parent knows
  /// which step trapped).
  public func play(
    _ scenario: Scenario<Feature>, _ steps: [ExploreStep], onStep: ((Int) -> Void)? = nil
  ) async -> (length: Int, violation: ExplorationViolation)? {
    await resolve(scenario, steps, onStep: onStep).failure
  }

  /// Shrinks `steps` from `scenario` to a minimal sequence for which `fails` still holds (it returns how many
  /// steps ran before the failure, or `nil`).
  public func shrink(
    _ steps: [ExploreStep], fails: @escaping ([ExploreStep]) async -> Int?
  ) async -> [ExploreStep] {
    await Shrinker(fails: fails).shrink(steps)
  }

  /// `steps` from `scenario` as a `.demo` script, ending with a comment naming `violation`.
  ///
  /// With `lastStepCrashes`, the last step is drawn but not played (it traps): its action or duration is worked
  /// out from the state the steps before it reach.
  public func script(
    _ scenario: Scenario<Feature>, _ steps: [ExploreStep], violation: ExplorationViolation,
    lastStepCrashes: Bool = false
  ) async -> String {
    let resolved = await resolve(scenario, steps, lastStepCrashes: lastStepCrashes).resolved
    var lines = [
      "# found by explore: \(violation.check.rawValue)", "scenario \(scenario.name.rawValue)",
    ]
    for step in resolved {
      switch step {
      case let .sent(action, _): lines.append("send \(describe(action))")
      case let .pressed(press, _, _): lines.append(press)
      case .skipped: continue
      case let .advanced(duration):
        lines.append(duration == .zero ? "wait" : "advance \(Self.scriptText(duration))")
      case let .answered(answer): lines.append("answer \(answer.rawValue)")
      }
    }
    for line in violation.message.split(separator: "\n") { lines.append("# \(line)") }
    // Replayed by `demo-runner run`, the last line applies the check that failed, so the script fails there until
    // the bug is fixed (an issue, a runaway or a trap already fails the step that causes it).
    if let expectation = Self.expectation(for: violation) { lines.append(expectation) }
    return lines.joined(separator: "\n")
  }

  /// The script line that fails under `demo-runner run` where `violation` holds, when a step alone does not.
  static func expectation(for violation: ExplorationViolation) -> String? {
    switch violation.check {
    case .undeclaredViewState: "expect declared viewState"
    case .invariant: "expect invariants"
    case .roundTrip: "expect roundTrip"
    case .unsettledEffects:
      violation.signature == "unsettledEffects:runaway" ? nil : "expect settled"
    case .issue, .crash, .hang, .deadControl, .noWayBack, .render: nil
    }
  }

  /// A duration as a script writes it: `2s`, `100ms`, `1.5s`, exact to the nanosecond.
  static func scriptText(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let nanoseconds = attoseconds / 1_000_000_000
    if nanoseconds == 0 { return "\(seconds)s" }
    if seconds == 0, nanoseconds % 1_000_000 == 0 { return "\(nanoseconds / 1_000_000)ms" }
    var fraction = String(nanoseconds)
    fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(seconds).\(fraction)s"
  }

  // MARK: - Runs

  private func randomRun(
    _ number: Int, _ scenario: Scenario<Feature>, _ coverage: inout Coverage,
    stepLimit: Int? = nil
  ) async -> (steps: [ExploreStep], violation: ExplorationViolation)? {
    let random = RandomSource(seed: SplitMix64.runSeed(options.seed, run: number))
    let run = makeRun(scenario, keepingSentActions: spec.declaresIntents)
    let name = scenario.name.rawValue
    defer { coverage.sentByScreen.formUnion(run.sentByScreen) }
    return await withIssueReporters([run.reporter]) {
      () async -> ([ExploreStep], ExplorationViolation)? in
      var started = await run.start()
      if started == nil { started = await checkWayBack(run, scenario, []) }
      coverage.reach(Feature.viewState(of: run.state).caseName, from: name)
      if let started { return ([], started) }
      var steps: [ExploreStep] = []
      for _ in 0..<min(options.steps, stepLimit ?? options.steps) {
        noteScreen(run, &coverage)
        let step = generate(random, run)
        onStep?(step)
        onProgress?()
        steps.append(step)
        var (resolved, violation) = await run.perform(step)
        if violation == nil { violation = await checkWayBack(run, scenario, steps) }
        let kind = violation == nil ? run.viewStateKind : Feature.viewState(of: run.state).caseName
        coverage.record(resolved, kind: kind, from: name)
        if let violation { return (steps, violation) }
      }
      return nil
    }
  }

  /// A fresh run from `scenario`: on the rendered screen in screen mode. With `keepingSentActions`, the run keeps
  /// what the screen sent (``ExplorationRun/sentByScreen``), for the coverage of the declared intents.
  func makeRun(_ scenario: Scenario<Feature>, keepingSentActions: Bool = false)
    -> ExplorationRun<Feature>
  {
    let run = ExplorationRun(
      scenario, spec: spec, declaredKinds: declaredKinds,
      screen: options.intentsOnly ? nil : screen, keepingSentActions: keepingSentActions)
    if run.screen != nil { run.phase.onChange = onRender }
    return run
  }

  private func generate(_ random: RandomSource, _ run: ExplorationRun<Feature>) -> ExploreStep {
    if let screen = run.screen { return generate(random, run, pressing: screen.pressable) }
    let roll = random.index(100)
    if roll < 60, run.intentCount > 0 { return intentStep(random, run) }
    if roll < 75 { return .advance(.little) }
    if roll < 90 { return .advance(.pastSleeps) }
    return .answer(ServiceAnswer.allCases[random.index(ServiceAnswer.allCases.count)])
  }

  /// An intent, its payload drawn.
  func intentStep(_ random: RandomSource, _ run: ExplorationRun<Feature>) -> ExploreStep {
    let index = random.index(run.intentCount)
    let draw = IntentDraw { random.index($0) }
    _ = run.action(ofIntent: index, draw: draw)
    return .intent(index, choices: draw.choices)
  }

  /// Plays `steps`, keeping what each did, until they end or a check fails.
  func resolve(
    _ scenario: Scenario<Feature>, _ steps: [ExploreStep], onStep: ((Int) -> Void)? = nil,
    lastStepCrashes: Bool = false
  ) async -> (
    resolved: [ExplorationRun<Feature>.Resolved],
    failure: (length: Int, violation: ExplorationViolation)?
  ) {
    let run = makeRun(scenario)
    return await withIssueReporters([run.reporter]) {
      () async -> (
        [ExplorationRun<Feature>.Resolved], (length: Int, violation: ExplorationViolation)?
      ) in
      var resolved: [ExplorationRun<Feature>.Resolved] = []
      var started = await run.start()
      if started == nil { started = await checkWayBack(run, scenario, []) }
      if let violation = started { return (resolved, (0, violation)) }
      for (index, step) in steps.enumerated() {
        if lastStepCrashes, index == steps.count - 1 {
          resolved.append(run.resolveWithoutPlaying(step))
          break
        }
        onStep?(index)
        onProgress?()
        var (done, violation) = await run.perform(step)
        if violation == nil {
          violation = await checkWayBack(run, scenario, Array(steps[...index]))
        }
        resolved.append(done)
        if let violation { return (resolved, (index + 1, violation)) }
      }
      return (resolved, nil)
    }
  }

  private func failure(
    _ scenario: Scenario<Feature>, _ steps: [ExploreStep], _ violation: ExplorationViolation,
    run: Int?
  ) async -> ExplorationReport.Failure {
    var shrunk = steps
    if options.shrinks {
      shrunk = await shrink(steps) { candidate in
        guard let found = await self.play(scenario, candidate),
          found.violation.signature == violation.signature
        else { return nil }
        return found.length
      }
    }
    let final = await play(scenario, shrunk)?.violation ?? violation
    return ExplorationReport.Failure(
      check: final.check, message: final.message, scenario: scenario.name.rawValue, run: run,
      foundAfter: steps.count, steps: shrunk.map(\.description),
      script: await script(scenario, shrunk, violation: final))
  }

  private func report(
    _ scenarios: [Scenario<Feature>], coverage: Coverage, failure: ExplorationReport.Failure?,
    distinct: Int?
  ) -> ExplorationReport {
    var kinds = Feature.ViewState.caseNames
    for kind in coverage.reachedOrder where !kinds.contains(kind) { kinds.append(kind) }
    let viewStates = kinds.map { kind in
      ExplorationReport.ViewStateCoverage(
        kind: kind,
        declaredBy: Feature.scenarios.filter { $0.expecting.caseName == kind }.map(\.name.rawValue),
        reachedFrom: coverage.reached[kind])
    }
    var intentNames = spec.intents.map(\.name)
    if scenarios.contains(where: { $0.onAppear != nil }) { intentNames.append("appear") }
    var notes: [String] = []
    let pressing = screen != nil && !options.intentsOnly
    if !spec.declaresIntents, !pressing {
      notes.append(
        "\(Feature.featureName) declares no intents (Explorable): only appearing, clock steps and service "
          + "answers were explored")
    }
    if spec.roundTrip == nil {
      notes.append("\(Feature.featureName).State is not Codable: the round-trip check was skipped")
    }
    return ExplorationReport(
      feature: Feature.featureName, seed: options.seed,
      mode: options.exhaustiveDepth == nil ? "random" : "exhaustive",
      runs: options.exhaustiveDepth == nil ? options.runs : 0,
      stepsPerRun: options.exhaustiveDepth ?? options.steps,
      scenarios: scenarios.map(\.name.rawValue), stepCount: coverage.stepCount,
      distinctStates: distinct,
      intents: intentNames.map { .init(name: $0, count: coverage.intents[$0, default: 0]) },
      viewStates: viewStates,
      undeclaredViewStates: coverage.reachedOrder.filter { !declaredKinds.contains($0) },
      notes: notes, failure: failure,
      screens: pressing ? screenCoverage(coverage) : nil,
      // Only a search that ran to its end has seen every screen it could.
      intentsNoControlSends: pressing && spec.declaresIntents && failure == nil
        ? intentsNoControlSends(coverage) : nil)
  }
}

/// The run's random source, shared by the step generator and the draws of intents.
final class RandomSource {
  private var generator: SplitMix64
  init(seed: UInt64) { generator = SplitMix64(seed: seed) }
  func index(_ count: Int) -> Int { generator.index(count) }
}
