import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The planted-bug runner (`ExploreFixturesRunner`, built beside the tests) run as a process, as a user runs
/// `demo-runner`: a trap or a hang ends one of its workers, never the test process.
enum ExploreRunnerProcess {
  /// What a run printed (both streams, in one file) and how it ended.
  struct Outcome {
    var status: Int32
    var signal: Int32?
    var output: String
  }

  /// The runner, when it was built.
  static var executable: String? { DemoRunnerFixtures.builtExecutable("ExploreFixturesRunner") }

  /// A fresh path in the temporary folder ending with `name`.
  static func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
      .path
  }

  /// Runs `executable` with `arguments` to its end, in `directory` (this process's by default), with `environment`
  /// added to this process's; what it printed (both streams) goes through a file. The test suspends while the child
  /// runs (``ProcessEnd``): it holds no thread the other tests need.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:],
    in directory: URL? = nil
  ) async throws -> Outcome {
    let file = URL(fileURLWithPath: temporaryPath("explore-output.txt"))
    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: file) }
    let handle = try FileHandle(forWritingTo: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = self.environment(adding: environment)
    if let directory { process.currentDirectoryURL = directory }
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    try await process.runToEnd()
    try handle.close()
    let output = try String(contentsOf: file, encoding: .utf8)
    let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
    return Outcome(status: process.terminationStatus, signal: signal, output: output)
  }

  /// This process's environment with `extra` added, and no backtraces (a trap is expected).
  static func environment(adding extra: [String: String]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment.removeValue(forKey: "DEMO_RUNNER_ROOT")
    for (key, value) in extra { environment[key] = value }
    return environment
  }

  /// A package root in a temporary folder (`Package.swift` and `Sources/Features`), where `explore --save` may
  /// write; removed by `remove()`.
  struct ScratchRoot {
    let url: URL

    init() throws {
      url = FileManager.default.temporaryDirectory
        .appendingPathComponent("explore-root-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: url.appendingPathComponent("Sources/Features"), withIntermediateDirectories: true)
      try Data("// scratch\n".utf8).write(to: url.appendingPathComponent("Package.swift"))
    }

    /// The file at `path` (relative to the root).
    func file(_ path: String) -> URL { url.appendingPathComponent(path) }

    /// Reads `path` as text.
    func read(_ path: String) throws -> String {
      String(decoding: try Data(contentsOf: file(path)), as: UTF8.self)
    }

    func remove() {
      try? FileManager.default.removeItem(at: url)
    }
  }

  /// Reads from the FIFO `descriptor` (opened non-blocking) until a newline or its end, for at most `limit`: the
  /// line, or `nil` when it ended first or the limit passed (a safeguard against a test that would wait forever,
  /// not a timing the verdict depends on). It polls on a thread of its own (``OwnThread``).
  static func readLine(_ descriptor: Int32, within limit: Duration) async -> String? {
    await OwnThread.run { blockingReadLine(descriptor, within: limit) }
  }

  private static func blockingReadLine(_ descriptor: Int32, within limit: Duration) -> String? {
    var text: [UInt8] = []
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
      switch next(descriptor, within: deadline) {
      case let .bytes(bytes):
        text += bytes
        if let newline = text.firstIndex(of: UInt8(ascii: "\n")) {
          return String(decoding: text[..<newline], as: UTF8.self)
        }
      case .ended, .timedOut: return nil
      }
    }
    return nil
  }

  /// Whether every writer of the FIFO `descriptor` closed it (their processes ended) within `limit`; polled on a
  /// thread of its own (``OwnThread``).
  static func waitForEnd(_ descriptor: Int32, within limit: Duration) async -> Bool {
    await OwnThread.run { blockingWaitForEnd(descriptor, within: limit) }
  }

  private static func blockingWaitForEnd(_ descriptor: Int32, within limit: Duration) -> Bool {
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
      switch next(descriptor, within: deadline) {
      case .bytes: continue
      case .ended: return true
      case .timedOut: return false
      }
    }
    return false
  }

  private enum ReadResult {
    case bytes([UInt8])
    case ended
    case timedOut
  }

  private static func next(_ descriptor: Int32, within deadline: ContinuousClock.Instant)
    -> ReadResult
  {
    var entry = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
    let left = deadline - ContinuousClock.now
    let milliseconds = max(0, min(1_000, left.components.seconds * 1000 + 1))
    // NB: `&entry` points at one pollfd for the call only.
    let ready = poll(&entry, 1, Int32(milliseconds))
    guard ready > 0 else { return ContinuousClock.now >= deadline ? .timedOut : .bytes([]) }
    var buffer = [UInt8](repeating: 0, count: 256)
    // NB: `&buffer` points at `buffer.count` bytes for the call only; read writes at most that many.
    let count = read(descriptor, &buffer, buffer.count)
    if count > 0 { return .bytes(Array(buffer[0..<count])) }
    if count < 0, errno == EAGAIN || errno == EINTR { return .bytes([]) }
    return .ended
  }
}
