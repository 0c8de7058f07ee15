import Exploration

extension ExplorationOptions {
  /// The search as a progress line names it: `200 runs × 30 steps, seed 1`, or `exhaustive to depth 5`.
  package var progressSummary: String {
    if let depth = exhaustiveDepth { return "exhaustive to depth \(depth)" }
    return "\(runs) runs × \(steps) steps, seed \(seed)"
  }
}
