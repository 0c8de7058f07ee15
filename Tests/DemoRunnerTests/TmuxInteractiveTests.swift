import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Drives `demo-runner run --interactive` on a real terminal: a `tmux` pane.
///
/// Nothing waits on time. The pane's command first blocks on a tmux channel until the pane's
/// output is piped to a log; every key is then sent at once (the terminal queues them, and the
/// line editor reads them in order, so they cannot race the program). Keys that arrive while
/// the editor is not reading pass the terminal's cooked mode, so only keys it leaves alone are
/// used: text, Return, arrows and Delete (`ESC [3~`), not Backspace or Ctrl-U. The pipe's reader ends when
/// the pane closes and only then signals the test, so the log is complete when it is read; a
/// `timeout` bounds the wait should the program hang.
@Suite struct TmuxInteractiveTests {
  static let tmux = "/usr/bin/tmux"

  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: tmux),
      "tmux is not installed at /usr/bin/tmux: the terminal test is skipped"))
  func helpShowsTheActionsAndUpRecallsTheLastLine() async throws {
    let binary = try #require(
      Self.demoRunner(), "demo-runner is not built next to the test binary")
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-tmux-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let socket = scratch.appendingPathComponent("s").path
    let log = scratch.appendingPathComponent("pane.log").path
    // The server is stopped, then its folder removed, however the session ended (a `defer` cannot await).
    let played: Result<String, any Error>
    do {
      played = .success(try await Self.playSession(binary: binary, socket: socket, log: log))
    } catch {
      played = .failure(error)
    }
    _ = try? await Self.tmux(socket, ["kill-server"])
    try? FileManager.default.removeItem(at: scratch)
    let output = try played.get()
    #expect(output.contains("Actions of Items (send ACTION):"), "\(output)")
    #expect(output.contains("send rowTapped(id: UUID)"))
    #expect(output.contains("Items> "))
    #expect(output.contains("line 2: expect viewState loaded"))
    // Line 3 exists only because Up recalled line 2.
    #expect(output.contains("line 3: expect viewState loaded"))
    #expect(output.contains("result: passed (4 steps, 2 expectations)"))
    #expect(!output.contains("error:"))
  }

  /// Starts `binary`'s interactive run in a tmux pane of the server at `socket`, types into it, and returns what the
  /// pane showed (piped to `log`) once the program ended.
  static func playSession(binary: String, socket: String, log: String) async throws -> String {
    let tmuxCommand = "\(Self.tmux) -S \(Self.quoted(socket))"
    let pane =
      "\(tmuxCommand) wait-for go; COLUMNS=100 \(Self.quoted(binary)) run Items "
      + "--scenario loaded --interactive --color never"
    try await Self.tmux(
      socket, ["-f", "/dev/null", "new-session", "-d", "-s", "demo", "-x", "100", "-y", "40", pane])
    try await Self.tmux(socket, ["set-option", "-s", "exit-empty", "off"])
    try await Self.tmux(
      socket,
      [
        "pipe-pane", "-t", "demo", "-o",
        "cat >> \(Self.quoted(log)); \(tmuxCommand) wait-for -S done",
      ])
    try await Self.tmux(socket, ["wait-for", "-S", "go"])
    try await Self.tmux(socket, ["send-keys", "-t", "demo", "-l", "help"])
    try await Self.tmux(socket, ["send-keys", "-t", "demo", "Enter"])
    try await Self.tmux(socket, ["send-keys", "-t", "demo", "-l", "expect viewState loadXed"])
    // Fix the typo in place: Left ×3 to before `X`, Delete, then submit; Up, Enter repeats it.
    try await Self.tmux(socket, ["send-keys", "-t", "demo", "Left", "Left", "Left", "DC"])
    try await Self.tmux(socket, ["send-keys", "-t", "demo", "Enter", "Up", "Enter"])
    try await Self.tmux(socket, ["send-keys", "-t", "demo", "-l", "quit"])
    try await Self.tmux(socket, ["send-keys", "-t", "demo", "Enter"])
    try await Self.run("/usr/bin/timeout", ["120", Self.tmux, "-S", socket, "wait-for", "done"])
    return String(decoding: try Data(contentsOf: URL(fileURLWithPath: log)), as: UTF8.self)
  }

  /// Regression: every run left a tmux server behind. Spawned commands inherited the mask of the test thread that
  /// spawned them, and the test process's threads may block SIGTERM, which `kill-server` (the server signals
  /// itself) and `timeout` rely on.
  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "/proc/self/status"),
      "reads the signal mask from /proc (Linux)"))
  func spawnedCommandsStartWithNoSignalBlockedSoTheTmuxServerCanBeStopped() async throws {
    // This thread blocks SIGTERM while it spawns, as the test process's worker threads do; the mask is restored on
    // the same thread before the test suspends.
    let child = try {
      var terminate = sigset_t()
      sigemptyset(&terminate)
      sigaddset(&terminate, SIGTERM)
      var previous = sigset_t()
      pthread_sigmask(SIG_BLOCK, &terminate, &previous)
      defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
      return try Self.spawn("/usr/bin/grep", ["^SigBlk:", "/proc/self/status"])
    }()
    let status = try await child.finish()
    #expect(status == "SigBlk:\t0000000000000000\n")
  }

  /// `demo-runner` beside the test binary (both are built by `swift build --build-tests`).
  static func demoRunner() -> String? {
    DemoRunnerFixtures.builtExecutable("demo-runner")
  }

  /// Runs one tmux command against the test's server, bounded: a tmux that stops answering fails the test
  /// (status 124 from `timeout`) instead of hanging `swift test`.
  @discardableResult
  static func tmux(_ socket: String, _ arguments: [String]) async throws -> String {
    try await run("/usr/bin/timeout", ["60", tmux, "-S", socket] + arguments)
  }

  /// Runs `executable` to completion (`posix_spawn`, then `waitpid` on a thread of its own while the test
  /// suspends); throws when it fails.
  @discardableResult
  static func run(_ executable: String, _ arguments: [String]) async throws -> String {
    try await spawn(executable, arguments).finish()
  }

  /// A command started by ``spawn(_:_:)``.
  struct Spawned: Sendable {
    var command: String
    var pid: pid_t
    /// Where its output (both streams) goes.
    var file: String

    /// Waits (blocking the calling thread) for the command's end: its wait status.
    private func blockingWait() -> Int32 {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
      return status
    }

    /// Suspends until the command ends (its `waitpid` runs on a thread of its own, ``OwnThread``); its output, or
    /// an error when it did not exit with status 0.
    func finish() async throws -> String {
      let status = await OwnThread.run { blockingWait() }
      defer { try? FileManager.default.removeItem(atPath: file) }
      let text = String(
        decoding: (try? Data(contentsOf: URL(fileURLWithPath: file))) ?? Data(), as: UTF8.self)
      // Exited normally with status 0.
      guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
        throw CommandFailed(command: command, output: "status \(status): \(text)")
      }
      return text
    }
  }

  /// Starts `executable` with `arguments` (`posix_spawn`) from the calling thread.
  ///
  /// Its output goes to a file, not a pipe: `tmux new-session` leaves a server running that
  /// inherits the output, so a pipe would never reach its end.
  static func spawn(_ executable: String, _ arguments: [String]) throws -> Spawned {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-tmux-output-\(UUID().uuidString)").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    // The tmux server outlives the command: it must not inherit the test process's other descriptors (such as
    // the test runner's event-stream pipe), or `swift test` waits for that pipe's end after the tests finish.
    let inherited = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for fd in inherited.compactMap(Int32.init) where fd > 2 {
      posix_spawn_file_actions_addclose(&actions, fd)
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    // The command starts with no signal blocked and default handlers. Posix_spawn otherwise hands on the calling
    // thread's mask, and the test process's threads block SIGTERM: a tmux server inherited it, so `kill-server`
    // (the server sends itself SIGTERM) and `timeout` could not stop it, and every run left a server behind.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGCHLD, SIGUSR1, SIGUSR2] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
    guard spawned == 0 else {
      try? FileManager.default.removeItem(atPath: file)
      throw CommandFailed(command: executable, output: "posix_spawn failed: \(spawned)")
    }
    return Spawned(
      command: ([executable] + arguments).joined(separator: " "), pid: pid, file: file)
  }

  struct CommandFailed: Error, CustomStringConvertible {
    var command: String
    var output: String
    var description: String { "`\(command)` failed: \(output)" }
  }

  /// `text` in single quotes for `sh`.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
