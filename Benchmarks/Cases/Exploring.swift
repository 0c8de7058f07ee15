import Exploration
import Features
import Reducer

#if os(Linux)
  import SwiftUI
#endif

/// Exploring: the cost of one explored step (a send or a clock step on the deterministic runtime, then every
/// check) on the Items feature; steps per second is 1e9 / ns per step. The `steps5` / `steps50` / `steps500`
/// cases explore runs of 5, 50 and 500 steps, reported per step: how a step's cost grows with the run. On Linux,
/// `explore.items.screen.step` explores through the rendered `ItemsView` (screen mode, what `demo-runner explore` and
/// the gallery do): a step presses a control, renders, lists the controls, checks.
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
    + screenExploringCases()
}

/// Screen mode's step, on Linux (elsewhere there is no screen to press).
@MainActor
private func screenExploringCases() -> [BenchmarkCase] {
  #if os(Linux)
    [
      BenchmarkCase(
        name: "explore.items.screen.step",
        summary:
          "one explored step on Items through its rendered screen (runs of 50 steps, checks included)",
        warmUpIterations: 200
      ) { n in
        let options = ExplorationOptions(
          runs: max(1, n / 50), steps: min(n, 50), seed: 1, shrinks: false)
        var explorer = Explorer(ItemsFeature.self, options: options)
        explorer.screen = { ViewHost(ItemsView(store: $0)) }
        blackHole(try? await explorer.explore())
      }
    ]
  #else
    []
  #endif
}
