import Exploration
import Reducer

/// A feature's ``Explorer`` with its type erased, for `demo-runner explore`: the runner lists features of
/// different types. Failing sequences are written with the same action literals scripts use, so a saved script
/// replays under `demo-runner run`.
struct FeatureExploring: Sendable {
  /// Explores with the options; calls the closure as each random run starts.
  let explore:
    @MainActor @Sendable (ExplorationOptions, ((Int) -> Void)?) async throws(ScenarioLookupError) ->
      ExplorationReport
  /// Plays random run `run` again, handing each step to the closure before playing it.
  let trace:
    @MainActor @Sendable (ExplorationOptions, Int, @escaping (ExploreStep) -> Void)
      async throws(ScenarioLookupError) -> [ExploreStep]
  /// Plays the steps from the options' scenario, handing each index to the closure before playing it: how
  /// many ran before a check failed, and the violation.
  let replay:
    @MainActor @Sendable (ExplorationOptions, [ExploreStep], @escaping (Int) -> Void)
      async throws(ScenarioLookupError) -> (length: Int, violation: ExplorationViolation)?
  /// Shrinks the steps with the given test of a candidate.
  let shrink:
    @MainActor @Sendable ([ExploreStep], @escaping ([ExploreStep]) async -> Int?) async ->
      [ExploreStep]
  /// The steps from the options' scenario as a script naming the violation; the last step is drawn but not
  /// played when the flag says it crashes.
  let script:
    @MainActor @Sendable (ExplorationOptions, [ExploreStep], ExplorationViolation, Bool)
      async throws(ScenarioLookupError) -> String
  /// The scenario random run `run` starts from.
  let scenarioOfRun: @Sendable (ExplorationOptions, Int) -> String?

  init<Feature: ScenarioProviding>(_ feature: Feature.Type) where Feature.Action: Codable {
    explore = { options, onRunStart throws(ScenarioLookupError) in
      var explorer = Explorer(Feature.self, options: options, describe: { printAction($0) })
      explorer.onRunStart = onRunStart
      return try await explorer.explore()
    }
    trace = { options, run, onStep throws(ScenarioLookupError) in
      var explorer = Explorer(Feature.self, options: options, describe: { printAction($0) })
      explorer.onStep = onStep
      return try await explorer.trace(run: run)
    }
    replay = { options, steps, onStep throws(ScenarioLookupError) in
      let explorer = Explorer(Feature.self, options: options, describe: { printAction($0) })
      guard let scenario = try explorer.scenarios().first else { return nil }
      return await explorer.play(scenario, steps, onStep: onStep)
    }
    shrink = { steps, fails in
      await Explorer(Feature.self).shrink(steps, fails: fails)
    }
    script = { options, steps, violation, lastCrashes throws(ScenarioLookupError) in
      let explorer = Explorer(Feature.self, options: options, describe: { printAction($0) })
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
