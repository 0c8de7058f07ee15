import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How `demo-runner explore` isolates, bounds and ends its workers, and how `run` replays what exploring saves:
/// each test runs the planted-bug runner (`ExploreFixturesRunner`) as a process, as a user runs the command.
struct ExploreWorkerTests {
  /// The watchdog bound the hang tests use (seconds of processor time without progress): a planted hang spins, so it
  /// reaches the bound at any load, in a tenth of a second of its own processor time; a normal step of the
  /// fixtures uses well under a millisecond of it (a debug build), so only a machine a hundred times slower could
  /// mistake one for a hang (both tests passed, three runs at load 19, with half this bound). Processor time, not
  /// wall time: a loaded machine slows both alike. A hang is found several times per test (the run, its trace,
  /// each shrinking candidate that still hangs), so the bound is what the test's length is made of (1 s made
  /// `aReducerThatNeverReturnsIsReportedAsAHangShrunkToTheStepThatHangs` take about 9 s; 0.25 s, 1.8 s of
  /// processor time; 0.1 s, about 1.1 s).
  static let watchdog = ["DEMO_RUNNER_EXPLORE_WATCHDOG": "0.1"]

  @Test func aFeatureThatPrintsIsExploredAsIfItPrintedNothing() async throws {
    let runner = try #require(
      ExploreRunnerProcess.executable, "ExploreFixturesRunner is built with the tests")
    let result = try await ExploreRunnerProcess.run(
      runner, ["explore", "Planted-prints", "--runs", "40"])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("explore Planted-prints — seed 1, 40 runs × 30 steps"))
    #expect(result.output.contains("explored 1 feature: all passed"), "\(result.output)")
    // What the feature printed went to the worker's diagnostics, not into the report.
    #expect(!result.output.contains("action: "))
  }

  @Test(arguments: [
    ("Planted-invariant", "expect invariants", "✗ invariant violated: at most one favourite"),
    ("Planted-roundTrip", "expect roundTrip", "✗ the state does not round-trip through Codable"),
    ("Planted-unsettled", "expect settled", "✗ 1 effect(s) still sleep on the clock"),
  ])
  func aScriptSavedForAnInvariantRoundTripOrUnsettledFailureFailsUnderRun(
    feature: String, lastLine: String, failure: String
  ) async throws {
    let runner = try #require(
      ExploreRunnerProcess.executable, "ExploreFixturesRunner is built with the tests")
    let root = try ExploreRunnerProcess.ScratchRoot()
    defer { root.remove() }
    let explored = try await ExploreRunnerProcess.run(
      runner, ["explore", feature, "--save", "found.demo"], in: root.url)
    #expect(explored.status == 1, "\(explored.output)")
    let saved = try root.read("found.demo")
    let lines = saved.split(separator: "\n")
    #expect(lines.last.map(String.init) == lastLine, "\(saved)")
    let replayed = try await ExploreRunnerProcess.run(
      runner, ["run", feature, "--script", "found.demo"], in: root.url)
    #expect(replayed.status == 1, "\(replayed.output)")
    #expect(
      replayed.output.contains("line \(lines.count): \(lastLine)\n  \(failure)"),
      "\(replayed.output)")
  }

  @Test func runOfAnEffectThatSendsWithoutEndFailsTheStepAndKeepsTheTranscriptShort() async throws {
    let runner = try #require(
      ExploreRunnerProcess.executable, "ExploreFixturesRunner is built with the tests")
    let root = try ExploreRunnerProcess.ScratchRoot()
    defer { root.remove() }
    try Data(
      "scenario detail\nsend detail(.presented(.favoriteTapped))\nadvance 500ms\nexpect viewState list\n"
        .utf8
    ).write(to: root.file("runaway.demo"))
    let result = try await ExploreRunnerProcess.run(
      runner, ["run", "Planted-runaway", "--script", "runaway.demo"], in: root.url)
    #expect(result.status == 2, "\(result.output.prefix(2_000))")
    #expect(
      result.output.contains(
        "runaway.demo:3:1: error: the feature's effects sent more than 20000 actions in one step"),
      "\(result.output.prefix(2_000))")
    #expect(result.output.split(separator: "\n").count < 100, "\(result.output.prefix(2_000))")
  }

  @Test func aReducerThatNeverReturnsIsReportedAsAHangShrunkToTheStepThatHangs() async throws {
    let runner = try #require(
      ExploreRunnerProcess.executable, "ExploreFixturesRunner is built with the tests")
    let root = try ExploreRunnerProcess.ScratchRoot()
    defer { root.remove() }
    let result = try await ExploreRunnerProcess.run(
      runner, ["explore", "Planted-hang", "--save", "hang.demo"], environment: Self.watchdog,
      in: root.url)
    #expect(result.status == 1, "\(result.output)")
    #expect(result.output.contains("FAILED: hang: the process hung: a step made no progress"))
    // From the scenario with a detail loading, deleting its row is the one step that never returns.
    #expect(
      result.output.contains("from scenario loadingDetail; shrunk to 1 step:"), "\(result.output)")
    let saved = try root.read("hang.demo")
    #expect(
      saved.contains("send deleteTapped(id: \"A0000000-0000-0000-0000-000000000001\")"), "\(saved)")
  }

  @Test func endingExploreWithSIGTERMEndsItsWorker() async throws {
    let runner = try #require(
      ExploreRunnerProcess.executable, "ExploreFixturesRunner is built with the tests")
    let fifo = ExploreRunnerProcess.temporaryPath("hang.fifo")
    try #require(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    // Opened before the worker can write: a reader that waits for the worker's id, then for its end.
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: runner)
    process.arguments = ["explore", "Planted-hang"]
    // A watchdog that never fires here: the worker hangs until its parent is ended.
    process.environment = ExploreRunnerProcess.environment(adding: [
      "DEMO_RUNNER_EXPLORE_WATCHDOG": "3600", "PLANTED_HANG_FIFO": fifo,
    ])
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    let end = try process.start()
    let line = await ExploreRunnerProcess.readLine(reader, within: .seconds(300))
    guard let line, let worker = Int32(line) else {
      process.terminate()
      await end.wait()
      Issue.record("the worker never reached the planted hang")
      return
    }
    kill(process.processIdentifier, SIGTERM)
    // The FIFO ends when its last writer, the worker, has ended.
    let ended = await ExploreRunnerProcess.waitForEnd(reader, within: .seconds(120))
    if !ended {
      kill(worker, SIGKILL)
      kill(process.processIdentifier, SIGKILL)
    }
    await end.wait()
    #expect(ended, "the worker \(worker) still runs after its parent was sent SIGTERM")
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
  }

  @Test func aPreconditionFailureIsReportedWithItsMessageAndTheStatesReachedBeforeIt() async throws
  {
    let runner = try #require(
      ExploreRunnerProcess.executable, "ExploreFixturesRunner is built with the tests")
    let result = try await ExploreRunnerProcess.run(
      runner, ["explore", "Planted-precondition", "--scenario", "detail"])
    #expect(result.status == 1, "\(result.output)")
    #expect(
      result.output.contains(
        "FAILED: crash: the process trapped (signal 4): Precondition failed: favourites reached 1"),
      "\(result.output)")
    // The run that trapped is run 0: what it showed before the trap is reached, not "not reached".
    #expect(result.output.contains("in run 0 from scenario detail"), "\(result.output)")
    #expect(
      result.output.contains("detail: reached from detail; declared by detail"), "\(result.output)")
    #expect(
      result.output.contains("list: reached from detail; declared by loaded"), "\(result.output)")
  }

  @Test func exploreWritesNoTemporaryFileAndWorksWhateverTheTemporaryFolder() async throws {
    let runner = try #require(
      ExploreRunnerProcess.executable, "ExploreFixturesRunner is built with the tests")
    let folder = URL(fileURLWithPath: ExploreRunnerProcess.temporaryPath("tmp"))
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for temporary in [folder.path, folder.appendingPathComponent("missing").path] {
      let result = try await ExploreRunnerProcess.run(
        runner, ["explore", "Planted-trap"], environment: ["TMPDIR": temporary])
      #expect(result.status == 1, "\(result.output)")
      #expect(result.output.contains("FAILED: crash: the process trapped"), "\(result.output)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func exploreSaveRefusesASymlinkLeadingOutOfThePackageRoot() async throws {
    let runner = try #require(
      ExploreRunnerProcess.executable, "ExploreFixturesRunner is built with the tests")
    let root = try ExploreRunnerProcess.ScratchRoot()
    defer { root.remove() }
    let outside = ExploreRunnerProcess.temporaryPath("outside.demo")
    try FileManager.default.createSymbolicLink(
      atPath: root.file("found.demo").path, withDestinationPath: outside)
    let result = try await ExploreRunnerProcess.run(
      runner, ["explore", "Planted-invariant", "--save", "found.demo"], in: root.url)
    #expect(result.status == 2, "\(result.output)")
    #expect(
      result.output.contains("refusing to write found.demo: the symlink found.demo points to"),
      "\(result.output)")
    #expect(!FileManager.default.fileExists(atPath: outside))
    let outsideRoot = try await ExploreRunnerProcess.run(
      runner, ["explore", "Planted-invariant", "--root", root.url.path, "--save", outside])
    #expect(outsideRoot.status == 2, "\(outsideRoot.output)")
    #expect(outsideRoot.output.contains("outside the package root"), "\(outsideRoot.output)")
    #expect(!FileManager.default.fileExists(atPath: outside))
  }

  @Test func theHTMLGalleryReportsATrapAndAHangOnTheirCardsAndIsStillWritten() async throws {
    let runner = try #require(
      ExploreRunnerProcess.executable, "ExploreFixturesRunner is built with the tests")
    let root = try ExploreRunnerProcess.ScratchRoot()
    defer { root.remove() }
    let result = try await ExploreRunnerProcess.run(
      runner, ["gallery", "Planted-trap", "Planted-hang", "--html", "gallery.html"],
      environment: Self.watchdog, in: root.url)
    #expect(result.status == 0, "\(result.output)")
    let page = try root.read("gallery.html")
    #expect(page.contains("Exploring failed: crash: the process trapped (signal 4): Fatal error"))
    #expect(page.contains("Exploring failed: hang: the process hung"))
  }
}
