import BenchmarkCases
import Dependencies
import Foundation
import Observation
import Reducer
import ReducerTesting

// `swift run -c release benchmarks [--filter TEXT] [--json FILE] [--quick | --count N]`
var arguments = Array(CommandLine.arguments.dropFirst())
var filter: String?
var jsonPath: String?
var quick = false
var count: Int?
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
  case "--count":
    guard let value = arguments.first.flatMap({ Int($0) }), value >= 0 else {
      FileHandle.standardError.write(
        Data("error: --count needs a number of operations (0 or more), e.g. --count 10000\n".utf8))
      exit(2)
    }
    arguments.removeFirst()
    count = value
  case "--help", "-h":
    print("usage: benchmarks [--filter TEXT] [--json FILE] [--quick | --count N]")
    exit(0)
  default:
    FileHandle.standardError.write(
      Data(
        "error: unknown argument '\(argument)'; expected --filter, --json, --quick or --count\n"
          .utf8))
    exit(2)
  }
}

let harness = Harness(quick: quick, count: count)
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
if !quick, count == nil, filter == nil || "memory".contains(filter ?? "") {
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
