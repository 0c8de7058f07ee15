import BenchmarkCases
import Dependencies
import Foundation
import Observation
import Reducer
import ReducerTesting

// `swift run -c release benchmarks [--filter TEXT] [--json FILE] [--quick]`
var arguments = Array(CommandLine.arguments.dropFirst())
var filter: String?
var jsonPath: String?
var quick = false
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--filter":
    guard !arguments.isEmpty else {
      FileHandle.standardError.write(
        Data("error: --filter needs a value, e.g. --filter store.send\n".utf8))
      exit(2)
    }
    filter = arguments.removeFirst()
  case "--json":
    guard !arguments.isEmpty else {
      FileHandle.standardError.write(Data("error: --json needs a file path\n".utf8))
      exit(2)
    }
    jsonPath = arguments.removeFirst()
  case "--quick":
    quick = true
  case "--help", "-h":
    print("usage: benchmarks [--filter TEXT] [--json FILE] [--quick]")
    exit(0)
  default:
    FileHandle.standardError.write(
      Data("error: unknown argument '\(argument)'; expected --filter, --json or --quick\n".utf8))
    exit(2)
  }
}

let harness = Harness(quick: quick)
var results: [BenchmarkResult] = []
print("case".padding(toLength: 30, withPad: " ", startingAt: 0) + "median ns/op      min ns/op")
for benchmark in allCases() where filter.map({ matches(benchmark.name, $0) }) ?? true {
  let result = await harness.measure(benchmark)
  results.append(result)
  print(
    result.name.padding(toLength: 30, withPad: " ", startingAt: 0)
      + String(format: "%12.1f   %12.1f", result.medianNanoseconds, result.minNanoseconds))
  if let line = floorComparison(completedBy: result, in: results) { print(line) }
}
if !quick, filter == nil || "memory".contains(filter ?? "") {
  printMemoryReport()
  printAllocationReport()
}
if let jsonPath {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  do {
    try encoder.encode(results).write(to: URL(fileURLWithPath: jsonPath))
  } catch {
    FileHandle.standardError.write(Data("error: cannot write \(jsonPath): \(error)\n".utf8))
    exit(1)
  }
}
