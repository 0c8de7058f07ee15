import Foundation

/// Runs the runner as a child process and collects what it wrote (through files: no pipe can fill and stall it).
enum ChildProcess {
  /// How a child ended and what it wrote.
  struct Result {
    /// The exit status, when it exited.
    var status: Int32
    /// The signal that ended it, when one did (a trap).
    var signal: Int32?
    /// Its standard output.
    var output: Data
    /// Its standard error.
    var errorText: String

    var errorLines: [Substring] { errorText.split(separator: "\n") }

    /// The number after `prefix` on the last standard-error line that starts with it.
    func lastNumber(after prefix: String) -> Int? {
      errorLines.last { $0.hasPrefix(prefix) }.flatMap { Int($0.dropFirst(prefix.count)) }
    }

    /// The runtime's "Fatal error" message, without the file and line it was printed with.
    var fatalMessage: String {
      guard let line = errorLines.last(where: { $0.contains("Fatal error") }) else {
        return "no message"
      }
      guard let range = line.range(of: "Fatal error") else { return String(line) }
      return String(line[range.lowerBound...])
    }
  }

  @MainActor private static var counter = 0

  /// Runs `executable` with `arguments` and waits for it.
  @MainActor
  static func run(_ executable: String, _ arguments: [String]) throws -> Result {
    counter += 1
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-runner-explore-\(getpid())-\(counter)")
    let outputURL = base.appendingPathExtension("out")
    let errorURL = base.appendingPathExtension("err")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: outputURL)
      try? FileManager.default.removeItem(at: errorURL)
    }
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    // A trap is expected and reported by the parent: no backtrace (it can take seconds to symbolicate).
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try? output.close()
    try? error.close()
    let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
    return Result(
      status: process.terminationStatus, signal: signal,
      output: (try? Data(contentsOf: outputURL)) ?? Data(),
      errorText: String(decoding: (try? Data(contentsOf: errorURL)) ?? Data(), as: UTF8.self))
  }
}
