import Exploration
import Features
import Reducer

/// Exploring: the cost of one explored step (a send or a clock step on the deterministic runtime, then every
/// check) on the Items feature; steps per second is 1e9 / ns per step.
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
}
