/// One benchmark case: `run(n)` performs the operation `n` times.
public struct BenchmarkCase {
  public let name: String
  public let summary: String
  /// Iterations to warm up with, and to start calibrating from (lower it for operations that take
  /// milliseconds).
  public var warmUpIterations = 1_000
  public let run: @MainActor (Int) async -> Void
  /// For a case whose operation needs untimed preparation each time (re-arming observers, say): performs the
  /// operation `n` times and returns the time spent in the operations alone. `nil` for a case timed whole.
  public let measured: (@MainActor (Int) async -> Duration)?

  /// A case called `name` that performs its operation `n` times in `run(n)`.
  public init(
    name: String, summary: String, warmUpIterations: Int = 1_000,
    run: @escaping @MainActor (Int) async -> Void
  ) {
    self.name = name
    self.summary = summary
    self.warmUpIterations = warmUpIterations
    self.run = run
    self.measured = nil
  }

  /// A case that times only part of each step: `measuring(n)` prepares and performs the operation `n` times,
  /// and returns the time its operations took (read with a `ContinuousClock` around each one).
  public static func timingPart(
    name: String, summary: String, warmUpIterations: Int = 1_000,
    measuring: @escaping @MainActor (Int) async -> Duration
  ) -> BenchmarkCase {
    BenchmarkCase(
      name: name, summary: summary, warmUpIterations: warmUpIterations, measured: measuring)
  }

  private init(
    name: String, summary: String, warmUpIterations: Int,
    measured: @escaping @MainActor (Int) async -> Duration
  ) {
    self.name = name
    self.summary = summary
    self.warmUpIterations = warmUpIterations
    self.run = { n in _ = await measured(n) }
    self.measured = measured
  }
}
