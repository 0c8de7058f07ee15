import DemoRunner
@testable import DemoRunnerCore
@testable import DemoSession
@testable import DemoTerminal
import Dependencies
import Foundation
import Testing

/// A terminal on standard error that keeps what is drawn on it, with a fixed width.
private struct FakeTerminal {
  let drawn = LockIsolated("")
  var columns = 200

  var terminal: ProgressTerminal {
    ProgressTerminal(
      write: { [drawn] text in drawn.withValue { $0 += text } }, columns: { [columns] in columns })
  }
}

/// A clock that moves only when told to.
private final class FakeClock: Sendable {
  let elapsed = LockIsolated(Duration.zero)
  var now: @Sendable () -> Duration { { [elapsed] in elapsed.value } }
  func advance(_ duration: Duration) { elapsed.withValue { $0 += duration } }
}

@MainActor
@Suite struct ProgressLineTests {
  @Test func drawsWhatIsDoneHowFarAndAnEstimateInPlace() {
    let fake = FakeTerminal()
    let clock = FakeClock()
    let line = ProgressLine(terminal: fake.terminal, now: clock.now)
    line.start("check", total: 4)
    clock.advance(.seconds(3))
    line.update(done: 1, detail: "Sources/Features/Items/Scripts/toggle.demo")
    #expect(
      line.text
        == "check 1/4 [##········] 3s elapsed, about 9s left · Sources/Features/Items/Scripts/toggle.demo"
    )
    line.finish()
    let drawn = fake.drawn.value
    #expect(drawn.hasPrefix("\r\u{1B}[2Kcheck 0/4 [··········] 0s elapsed, estimating…"))
    #expect(drawn.contains("\r\u{1B}[2Kcheck 1/4 [##········] 3s elapsed, about 9s left · "))
    #expect(drawn.hasSuffix("\r\u{1B}[2K"), "finish erases the line")
    #expect(!drawn.contains("\n"), "a progress line never scrolls the terminal")
  }

  @Test func isCutToTheTerminalWidthAndItsTextIsSanitized() {
    var fake = FakeTerminal()
    fake.columns = 40
    let line = ProgressLine(terminal: fake.terminal, now: { .zero })
    line.start("check", total: 2, detail: "evil\u{1B}[2J" + String(repeating: "x", count: 200))
    let drawn = fake.drawn.value
    let visible = drawn.replacingOccurrences(of: "\r\u{1B}[2K", with: "")
    #expect(!visible.contains("\u{1B}"), "only the runner's own escape sequences are written")
    #expect(
      TextLayout.width(visible) <= 39,
      "one column short of the width: a wrapped line cannot be redrawn")
    #expect(visible.hasSuffix("…"))
  }

  @Test func withoutATerminalNothingIsDrawn() {
    let line = ProgressLine(terminal: nil)
    line.start("check", total: 3)
    line.update(done: 1, detail: "x")
    line.finish()
    #expect(!line.isEnabled)
  }

  @Test func onlyATerminalThatCanEraseALineGetsOne() {
    #expect(ProgressTerminal.standardError(environment: [:], isTerminal: false) == nil)
    #expect(ProgressTerminal.standardError(environment: ["TERM": "dumb"], isTerminal: true) == nil)
    #expect(ProgressTerminal.standardError(environment: ["TERM": "xterm"], isTerminal: true) != nil)
  }

  @Test func estimatesReadAsAPersonWouldSayThem() {
    #expect(ProgressLine.format(.milliseconds(400)) == "0s")
    #expect(ProgressLine.format(.seconds(59)) == "59s")
    #expect(ProgressLine.format(.seconds(125)) == "2m05s")
    #expect(ProgressLine.format(.seconds(3_720)) == "1h02m")
  }

  /// `check` on a (fake) terminal draws its progress there, and its report is the same bytes as on a pipe.
  @Test func checkShowsProgressOnATerminalAndTheSameReport() async {
    let piped = await run(["check"], terminal: nil)
    let fake = FakeTerminal()
    let onTerminal = await run(["check"], terminal: fake.terminal)
    #expect(piped.exitCode == 0)
    #expect(onTerminal.stdout == piped.stdout, "the final report is unchanged, byte for byte")
    #expect(onTerminal.stderr == piped.stderr, "progress never goes into the collected output")
    let drawn = fake.drawn.value
    let scripts = piped.stdout.split(separator: "\n").filter { $0.hasPrefix("ok    ") }.count
    #expect(drawn.contains("check 0/\(scripts) "))
    #expect(drawn.contains("check \(scripts - 1)/\(scripts) "))
    #expect(drawn.contains("Sources/Features/Items/Scripts/"))
    #expect(drawn.hasSuffix("\r\u{1B}[2K"), "the line is erased before the summary stays on screen")
    #expect(!piped.stdout.contains("\u{1B}") && !piped.stderr.contains("\u{1B}"))
  }

  /// `gallery --html` counts scenarios, then storyboards, on a terminal; its output is unchanged.
  @Test func galleryHTMLShowsItsPhasesOnATerminal() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "progress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("g.html").path
    let piped = await run(["gallery", "Items", "--html", page], terminal: nil)
    let fake = FakeTerminal()
    let onTerminal = await run(["gallery", "Items", "--html", page], terminal: fake.terminal)
    #expect(onTerminal.stdout == piped.stdout)
    let drawn = fake.drawn.value
    #expect(drawn.contains("gallery --html: scenarios 0/"))
    #expect(drawn.contains("gallery --html: storyboards 0/"))
    #expect(drawn.contains("gallery --html: exploring 0/1"))
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(!html.contains("\u{1B}"), "never into files")
  }

  /// `explore` names the feature and the search it runs; its report is the same bytes as on a pipe.
  @Test func exploreShowsWhichFeatureItSearches() async {
    let arguments = ["explore", "Items", "--runs", "2", "--steps", "2", "--in-process"]
    let piped = await run(arguments, terminal: nil)
    let fake = FakeTerminal()
    let onTerminal = await run(arguments, terminal: fake.terminal)
    #expect(onTerminal.stdout == piped.stdout)
    #expect(
      fake.drawn.value.contains(
        "explore 0/1 [··········] 0s elapsed, estimating… · Items: 2 runs × 2 steps, seed 1"))
    #expect(fake.drawn.value.hasSuffix("\r\u{1B}[2K"))
  }

  /// The terminal gallery is fast and prints to standard output: it draws no progress line.
  @Test func theTerminalGalleryDrawsNone() async {
    let fake = FakeTerminal()
    _ = await run(["gallery", "Items"], terminal: fake.terminal)
    #expect(fake.drawn.value.isEmpty)
  }

  private func run(_ arguments: [String], terminal: ProgressTerminal?) async -> DemoRunResult {
    await DemoRunner.run(
      arguments: arguments, stdin: "", catalog: .standard, environment: [:],
      currentDirectory: DemoRunnerFixtures.packageRoot.path, limits: SessionLimits(),
      progressTerminal: terminal, progressClock: { .zero })
  }
}
