import DemoScript
public import Exploration
import Reducer
package import ScenarioCatalog

/// A feature's ``Explorer`` with its type erased, for `demo-runner explore`: the runner lists features of
/// different types. Failing sequences are written with the same action literals scripts use, so a saved script
/// replays under `demo-runner run`.
package struct FeatureExploring: Sendable {
  /// What the closures throw: a scenario the options name that the feature does not have.
  package typealias LookupError = ScenarioLookupError

  /// What an explore worker is told as it goes (see ``Explorer``'s hooks of the same names).
  package struct Hooks {
    /// As each random run starts, with its number.
    package var onRunStart: ((Int) -> Void)?
    /// Before every step played.
    package var onProgress: (() -> Void)?
    /// Before each step of a traced run, with the step.
    package var onStep: ((ExploreStep) -> Void)?
    /// Before each replayed step, with its index.
    package var onStepIndex: ((Int) -> Void)?
    /// Stop in this run after this many steps (the steps before a crash).
    package var crashedRun: (number: Int, stepsBefore: Int)?
    /// `true` before the screen renders or a control's closure runs, `false` after (screen mode).
    package var onRender: ((Bool) -> Void)?

    package init() {}
  }

  /// Explores with the options.
  package let explore:
    @MainActor @Sendable (ExplorationOptions, Hooks) async throws(LookupError) ->
      ExplorationReport
  /// Plays random run `run` again, handing each step to `onStep` before playing it.
  package let trace:
    @MainActor @Sendable (ExplorationOptions, Int, Hooks)
      async throws(LookupError) -> [ExploreStep]
  /// Plays the steps from the options' scenario, handing each index to `onStepIndex` before playing it: how
  /// many ran before a check failed, and the violation.
  package let replay:
    @MainActor @Sendable (ExplorationOptions, [ExploreStep], Hooks)
      async throws(LookupError) -> (length: Int, violation: ExplorationViolation)?
  /// Shrinks the steps with the given test of a candidate.
  package let shrink:
    @MainActor @Sendable ([ExploreStep], @escaping ([ExploreStep]) async -> Int?) async ->
      [ExploreStep]
  /// The steps from the options' scenario as a script naming the violation; the last step is drawn but not
  /// played when the flag says it crashes.
  package let script:
    @MainActor @Sendable (ExplorationOptions, [ExploreStep], ExplorationViolation, Bool)
      async throws(LookupError) -> String
  /// The scenario random run `run` starts from.
  package let scenarioOfRun: @Sendable (ExplorationOptions, Int) -> String?

  /// Whether the feature registered its view (explore's screen mode presses its controls; Linux only).
  let hasScreen: Bool

  init<Feature: ScenarioProviding>(_ feature: Feature.Type, screen: ScreenMaker<Feature>? = nil)
  where Feature.Action: Codable {
    hasScreen = screen != nil
    // An explorer of the feature, on its screen when it registered its view, with the hooks.
    let explorer: @MainActor @Sendable (ExplorationOptions, Hooks) -> Explorer<Feature> = {
      options, hooks in
      var explorer = Explorer(Feature.self, options: options, describe: { printAction($0) })
      explorer.screen = screen
      explorer.onProgress = hooks.onProgress
      explorer.onRender = hooks.onRender
      return explorer
    }
    explore = { options, hooks throws(LookupError) in
      var explorer = explorer(options, hooks)
      explorer.onRunStart = hooks.onRunStart
      explorer.crashedRun = hooks.crashedRun
      return try await explorer.explore()
    }
    trace = { options, run, hooks throws(LookupError) in
      var explorer = explorer(options, hooks)
      explorer.onStep = hooks.onStep
      return try await explorer.trace(run: run)
    }
    replay = { options, steps, hooks throws(LookupError) in
      let explorer = explorer(options, hooks)
      guard let scenario = try explorer.scenarios().first else { return nil }
      return await explorer.play(scenario, steps, onStep: hooks.onStepIndex)
    }
    shrink = { steps, fails in
      await Explorer(Feature.self).shrink(steps, fails: fails)
    }
    script = { options, steps, violation, lastCrashes throws(LookupError) in
      let explorer = explorer(options, Hooks())
      guard let scenario = try explorer.scenarios().first else { return "" }
      return await explorer.script(
        scenario, steps, violation: violation, lastStepCrashes: lastCrashes)
    }
    scenarioOfRun = { options, run in
      let scenarios =
        options.scenario.map { name in Feature.scenarios.filter { $0.name.rawValue == name } }
        ?? Feature.scenarios
      return scenarios.isEmpty ? nil : scenarios[run % scenarios.count].name.rawValue
    }
  }
}

extension DemoFeature {
  /// Explores the feature in this process with `options`, as `demo-runner explore FEATURE --in-process` does: a
  /// runner of your own can search its listed features without a command line.
  ///
  /// - Throws: `ScenarioLookupError` when `options.scenario` names a scenario the feature does not have. A trap or
  ///   a hang in the feature ends this process (the `explore` command runs each feature in a worker process instead).
  @MainActor
  public func explore(_ options: ExplorationOptions = ExplorationOptions()) async throws
    -> ExplorationReport
  {
    try await exploring.explore(options, FeatureExploring.Hooks())
  }
}
