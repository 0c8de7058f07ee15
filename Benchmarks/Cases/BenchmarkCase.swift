/// One benchmark case: `run(n)` performs the operation `n` times.
public struct BenchmarkCase {
  public let name: String
  public let summary: String
  /// Iterations to warm up with, and to start calibrating from (lower it for operations that take
  /// milliseconds).
  public var warmUpIterations = 1_000
  public let run: @MainActor (Int) async -> Void

  /// A case called `name` that performs its operation `n` times in `run(n)`.
  public init(
    name: String, summary: String, warmUpIterations: Int = 1_000,
    run: @escaping @MainActor (Int) async -> Void
  ) {
    self.name = name
    self.summary = summary
    self.warmUpIterations = warmUpIterations
    self.run = run
  }
}
