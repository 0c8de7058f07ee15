/// How much to explore, and how.
public struct ExplorationOptions: Sendable, Hashable {
  /// Random runs: each starts from a scenario (taking turns) and takes up to ``steps`` steps.
  public var runs: Int
  /// Steps per random run.
  public var steps: Int
  /// The seed: the same seed, feature and code give the same sequences and the same report.
  public var seed: UInt64
  /// Only this scenario; every scenario when `nil`.
  public var scenario: String?
  /// Breadth-first over every intent (every payload choice) and clock step to this depth, instead of random
  /// runs.
  public var exhaustiveDepth: Int?
  /// Whether a failure is shrunk to a minimal sequence.
  public var shrinks: Bool
  /// Only the declared intents, never the controls of the rendered screen, even when the feature registered its view
  /// (`demo-runner explore --intents`).
  public var intentsOnly: Bool

  /// The default budget: 200 runs of 30 steps, seed 1.
  public static let defaultRuns = 200
  /// Steps per run by default.
  public static let defaultSteps = 30
  /// The default seed.
  public static let defaultSeed: UInt64 = 1

  /// Options; the defaults are the budget `demo-runner explore` and `Feature.explore()` use.
  public init(
    runs: Int = defaultRuns, steps: Int = defaultSteps, seed: UInt64 = defaultSeed,
    scenario: String? = nil, exhaustiveDepth: Int? = nil, shrinks: Bool = true,
    intentsOnly: Bool = false
  ) {
    self.intentsOnly = intentsOnly
    self.runs = runs
    self.steps = steps
    self.seed = seed
    self.scenario = scenario
    self.exhaustiveDepth = exhaustiveDepth
    self.shrinks = shrinks
  }
}
