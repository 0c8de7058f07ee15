import BenchmarkCases
import Foundation

/// The figures of one case.
struct BenchmarkResult: Codable {
  let name: String
  let iterations: Int
  let medianNanoseconds: Double
  let minNanoseconds: Double
}

/// Warm-up, calibration to at least `targetSeconds` per round, `rounds` rounds, median and min ns per operation.
@MainActor
struct Harness {
  var rounds = 5
  var targetSeconds = 0.3
  var quick = false
  /// For instruction counts (`valgrind --tool=callgrind`): each case runs 10 warm-up operations, then exactly this
  /// many, timed once. The difference between two counts' totals divided by the difference in operations is the
  /// cost of one operation, without the start-up and the warm-up.
  var count: Int?

  func measure(_ benchmark: BenchmarkCase) async -> BenchmarkResult {
    let clock = ContinuousClock()
    if let count {
      await benchmark.run(min(10, max(1, benchmark.warmUpIterations)))
      let elapsed = await time(benchmark, count, clock)
      let ns =
        Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9
      let perOperation = ns / Double(max(1, count))
      return BenchmarkResult(
        name: benchmark.name, iterations: count, medianNanoseconds: perOperation,
        minNanoseconds: perOperation)
    }
    if quick {
      // A crash check: 100 operations, or as many as the case warms up with when that is fewer (a case that
      // takes milliseconds per operation, such as a gallery or a 200-step script, would take minutes in debug).
      let count = min(100, max(1, benchmark.warmUpIterations))
      await benchmark.run(min(10, count))
      let elapsed = await time(benchmark, count, clock)
      let ns =
        Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9
      return BenchmarkResult(
        name: benchmark.name, iterations: count, medianNanoseconds: ns / Double(count),
        minNanoseconds: ns / Double(count))
    }
    await benchmark.run(benchmark.warmUpIterations)
    var iterations = max(1, benchmark.warmUpIterations)
    while true {
      let elapsed = await time(benchmark, iterations, clock)
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      if seconds >= targetSeconds || iterations >= 100_000_000 { break }
      let scale = seconds > 0 ? min(max(targetSeconds / seconds * 1.2, 2), 100) : 100
      iterations = Int(Double(iterations) * scale)
    }
    var perOperation: [Double] = []
    for _ in 0..<rounds {
      let elapsed = await time(benchmark, iterations, clock)
      let ns =
        Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
      perOperation.append(ns / Double(iterations))
    }
    perOperation.sort()
    return BenchmarkResult(
      name: benchmark.name, iterations: iterations,
      medianNanoseconds: perOperation[perOperation.count / 2],
      minNanoseconds: perOperation[0])
  }

  /// The time `iterations` operations of `benchmark` take: the whole run, or only the part a case measures.
  private func time(_ benchmark: BenchmarkCase, _ iterations: Int, _ clock: ContinuousClock) async
    -> Duration
  {
    if let measured = benchmark.measured { return await measured(iterations) }
    return await clock.measure { await benchmark.run(iterations) }
  }
}

/// Whether `name` is selected by `filter`: a comma-separated list of alternatives, each a substring, or an exact
/// name after `=` (`=store.send,=store.send.floor,effect.roundtrip`).
func matches(_ name: String, _ filter: String) -> Bool {
  filter.split(separator: ",").contains { alternative in
    alternative.hasPrefix("=") ? name == alternative.dropFirst() : name.contains(alternative)
  }
}

/// The line comparing a case with its floor (the case named `NAME.floor`), once `result` completed the pair in
/// `results`: the case's median over the floor's, e.g. `  ↳ store.send: 2.10× store.send.floor`.
func floorComparison(completedBy result: BenchmarkResult, in results: [BenchmarkResult]) -> String?
{
  let suffix = ".floor"
  let base =
    result.name.hasSuffix(suffix) ? String(result.name.dropLast(suffix.count)) : result.name
  let floorName = base + suffix
  guard let ours = results.first(where: { $0.name == base }),
    let floor = results.first(where: { $0.name == floorName }), floor.medianNanoseconds > 0
  else { return nil }
  let ratio = ours.medianNanoseconds / floor.medianNanoseconds
  return "  ↳ \(base): " + String(format: "%.2f", ratio) + "× \(floorName)"
}
