import Exploration
import Features
import Reducer

/// Exploring: the cost of one explored step (a send or a clock step on the deterministic runtime, then every
/// check) on the Items feature; steps per second is 1e9 / ns per step. The `steps5` / `steps50` / `steps500`
/// cases explore runs of 5, 50 and 500 steps, reported per step: how a step's cost grows with the run.
@MainActor
func exploringCases() -> [BenchmarkCase] {
  [
    BenchmarkCase(
      name: "explore.items.step",
      summary: "one explored step on Items (random runs of 50 steps, checks included)",
      warmUpIterations: 500
    ) { n in
      let options = ExplorationOptions(
        runs: max(1, n / 50), steps: min(n, 50), seed: 1, shrinks: false)
      blackHole(try? await Explorer(ItemsFeature.self, options: options).explore())
    }
  ]
    + [5, 50, 500].map { steps in
      BenchmarkCase(
        name: "explore.items.steps\(steps)",
        summary: "one explored step on Items in runs of \(steps) steps, per step",
        warmUpIterations: 1_000
      ) { n in
        let options = ExplorationOptions(
          runs: max(1, n / steps), steps: min(n, steps), seed: 1, shrinks: false)
        blackHole(try? await Explorer(ItemsFeature.self, options: options).explore())
      }
    }
}
