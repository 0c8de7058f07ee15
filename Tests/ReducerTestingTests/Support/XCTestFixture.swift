import Foundation

/// Runs the deliberately failing XCTest cases of `ReducerTestingXCTests` in a child process.
///
/// `swift test` builds one test executable, `ConvergencePackageTests.xctest`, holding every test target; on Linux
/// it runs XCTest when started with a test filter as its argument (`Module.Class` or `Module.Class/testMethod`).
enum XCTestFixture {
  /// The environment variable that lets the failing fixture run.
  static let environmentKey = "CONVERGENCE_XCTEST_FIXTURE"

  /// The test executable, or `nil` when it cannot be found (not Linux, or not built by SwiftPM).
  static let executable: URL? = {
    #if os(Linux)
      var candidates: [URL] = []
      if let first = CommandLine.arguments.first { candidates.append(URL(fileURLWithPath: first)) }
      if let path = Bundle.main.executablePath { candidates.append(URL(fileURLWithPath: path)) }
      candidates.append(
        packageRoot.appendingPathComponent(".build/debug/ConvergencePackageTests.xctest"))
      return candidates.first {
        $0.pathExtension == "xctest" && FileManager.default.isExecutableFile(atPath: $0.path)
      }
    #else
      return nil
    #endif
  }()

  /// Why the XCTest checks cannot run here, for the test's skip message.
  static let unavailableReason: String = {
    #if os(Linux)
      "The XCTest child-process check needs the test executable 'ConvergencePackageTests.xctest' "
        + "(looked at the running executable and \(packageRoot.path)/.build/debug)."
    #else
      "The XCTest child-process check runs on Linux, where XCTest has no XCTExpectFailure."
    #endif
  }()

  /// The package's root folder, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // ReducerTestingTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The XCTest source holding the fixture.
  static let source = packageRoot.appendingPathComponent(
    "Tests/ReducerTestingXCTests/TestStoreXCTests.swift")

  /// The 1-based line of the fixture source that contains `marker`.
  static func line(of marker: String) throws -> Int? {
    let text = try String(contentsOf: source, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.firstIndex { $0.contains(marker) }.map { $0 + 1 }
  }

  /// What a child run printed and how it exited.
  struct Run: Sendable {
    var output: String
    var status: Int32
  }

  /// Runs the XCTest cases selected by `filter` in a child process, with the fixture enabled or not.
  static func run(_ filter: String, enabled: Bool = true) async throws -> Run {
    guard let executable else { throw FixtureUnavailable() }
    let process = Process()
    process.executableURL = executable
    process.arguments = [filter]
    var environment = ProcessInfo.processInfo.environment
    environment[environmentKey] = enabled ? "1" : nil
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    // The test suspends while the child runs; no thread it shares with other tests blocks. Foundation calls the
    // termination handler (set before the child starts: it is called only for an end after it is set) on a thread
    // of its own; the pipe is read to its end on another.
    let (ended, finish) = AsyncStream<Void>.makeStream()
    process.terminationHandler = { _ in finish.finish() }
    try process.run()
    let data = await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: pipe.fileHandleForReading.readDataToEndOfFile()) }
        .start()
    }
    for await _ in ended {}
    return Run(output: String(decoding: data, as: UTF8.self), status: process.terminationStatus)
  }

  /// Thrown when the test executable cannot be found.
  struct FixtureUnavailable: Error, CustomStringConvertible {
    var description: String { XCTestFixture.unavailableReason }
  }
}
