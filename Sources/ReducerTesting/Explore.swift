public import Exploration
public import Reducer
public import Testing

extension ScenarioProviding {
  /// Searches the feature for bugs from every scenario (see `Explorer`): random sequences of its intents, clock
  /// steps and service answers, checked after every step. A failure is shrunk and reported as a test issue
  /// carrying the `.demo` script that reproduces it.
  ///
  /// ```swift
  /// @Test func itemsSurviveExploring() async {
  ///   await ItemsFeature.explore(runs: 200, steps: 30)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - runs: Random runs; scenarios take turns.
  ///   - steps: Steps per run.
  ///   - seed: The seed; the same seed gives the same sequences.
  ///   - scenario: Only this scenario; all by default.
  ///   - exhaustiveDepth: Instead of random runs, every intent and clock step to this depth.
  ///   - sourceLocation: where a failure is reported; the caller's by default.
  /// - Returns: The report (coverage, and the failure if there was one).
  @MainActor
  @discardableResult
  public static func explore(
    runs: Int = ExplorationOptions.defaultRuns,
    steps: Int = ExplorationOptions.defaultSteps,
    seed: UInt64 = ExplorationOptions.defaultSeed,
    scenario: ScenarioName? = nil,
    exhaustiveDepth: Int? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> ExplorationReport? {
    let options = ExplorationOptions(
      runs: runs, steps: steps, seed: seed, scenario: scenario?.rawValue,
      exhaustiveDepth: exhaustiveDepth)
    let report: ExplorationReport
    do {
      report = try await Explorer(Self.self, options: options).explore()
    } catch {
      reportIssue("\(error)", at: sourceLocation)
      return nil
    }
    if let failure = report.failure {
      reportIssue(
        """
        Exploring \(featureName) failed: \(failure.check.rawValue): \(failure.message)
        Found after \(failure.foundAfter) steps (seed \(seed)); shrunk to this script:

        \(failure.script)
        """,
        at: sourceLocation)
    }
    return report
  }
}
