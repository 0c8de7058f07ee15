import DemoRunner
@testable import DemoRunnerCore
@testable import DemoScript
@testable import DemoSession
@testable import DemoTerminal
import Dependencies
import Foundation
import Reducer
import Testing

/// The long-text stress variant: declared where a feature is registered, shown under
/// `#long-text` in the HTML gallery and with `--long-text` in the terminal, escaped, filtered of
/// control characters and wrapped to the box.
@Suite(.sharedGalleryPages) struct LongTextVariantTests {
  /// A 10,000-character word, control characters (escape, CR LF, NUL, DEL, C1) and markup.
  static let stress = LongTextVariant {
    "\($0) \(String(repeating: "w", count: 10_000)) \u{1B}[2J\r\nnext\u{0}\u{7F}\u{85} <i>&</i>"
  }

  private func html(_ catalog: FeatureCatalog, _ arguments: [String] = []) async -> String {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("long-text-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: file) }
    _ = await DemoRunnerFixtures.run(
      ["gallery", "--html", file.path] + arguments, catalog: catalog)
    return (try? Data(contentsOf: file)).map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  private static func controls(in text: String) -> [UInt32] {
    text.unicodeScalars.filter { TerminalText.isControl($0) }.map(\.value)
  }

  @Test func aSampleFeatureDeclaresTheVariant() {
    let declaring = FeatureCatalog.standard.features.filter(\.hasLongTextVariant).map(\.name)
    #expect(declaring.contains("Items"))
  }

  @Test func theHTMLGalleryShowsItAsAVariantWithItsOwnPermalinks() async {
    // The standard page, which has Items (declares the variant) and Profile (declares none) among the rest.
    let page = await GalleryPages.standard.value.html
    #expect(page.contains("<span id=\"long-text\" class=\"variant-anchor\"></span>"))
    #expect(page.contains("<a href=\"#long-text\">long text</a>"))
    #expect(page.contains("#long-text:target ~ .layout .variant-long-text { display: block; }"))
    #expect(page.contains("#long-text:target ~ .layout .screen.regular { display: none; }"))
    // A feature with a view (Linux) shows its rendered screens; the long text replaces them under #long-text.
    let screens = FeatureCatalog.standard.features.allSatisfy(\.hasScreen)
    let card = screens ? "card screen-card" : "card"
    #expect(page.contains("<article class=\"\(card) has-long-text\" id=\"items-loaded\""))
    #expect(
      page.contains(
        screens ? "<div class=\"phones regular\">" : "<div class=\"screen regular\" role=\"group\"")
    )
    #expect(
      page.contains(
        "<div class=\"screen variant-long-text\" id=\"items-loaded-long-text\" role=\"group\" "
          + "aria-label=\"Items screen, loaded, long text variant\">"))
    // Profile declares none: its cards have one screen and no variant class.
    #expect(page.contains("<article class=\"\(card)\" id=\"profile-loaded\""))
    #expect(!page.contains("id=\"profile-loaded-long-text\""))
    // The hostile tail arrives escaped, its control characters shown as �.
    #expect(page.contains("Water the ferns — and then it keeps going"))
    #expect(page.contains("&lt;b&gt;bold&lt;/b&gt; &amp;amp; &lt;script&gt;x&lt;/script&gt;"))
    #expect(page.contains("an escape �[2J, a NUL � and a C1 �"))
    #expect(!page.lowercased().contains("<script"))
    #expect(Self.controls(in: page).isEmpty, "\(Self.controls(in: page))")
    let (hrefs, ids) = GalleryReviewTests.links(in: page)
    #expect(hrefs.subtracting(ids).isEmpty)
  }

  @Test func aTenThousandCharacterWordStaysWholeInHTMLAndWrapsInTheTerminal() async throws {
    let catalog = FeatureCatalog([DemoFeature(ShelfFeature.self, longText: Self.stress)])
    let page = await html(catalog)
    let word = String(repeating: "w", count: 10_000)
    #expect(page.contains(" \(word) �[2J�\nnext��� &lt;i&gt;&amp;&lt;/i&gt;"))
    #expect(page.contains(".screen li { padding: .15em 0; overflow-wrap: anywhere; }"))
    #expect(Self.controls(in: page).isEmpty)

    let result = await DemoRunnerFixtures.run(
      ["gallery", "--long-text", "--no-state"], catalog: catalog,
      environment: ["COLUMNS": "60"])
    #expect(result.exitCode == 1, "the shelf's `wrong` scenario fails, as in the other tests")
    let output = result.stdout
    #expect(output.contains("Shelf · loaded · long text\n╭─ Shelf "))
    #expect(Self.controls(in: output).isEmpty)
    let boxLines = output.split(separator: "\n").filter { $0.hasPrefix("│") || $0.hasPrefix("╭") }
    #expect(!boxLines.isEmpty)
    for line in boxLines {
      #expect(DisplayWidth.of(line) == 60, "\(line.prefix(80))")
    }
    // The word is cut into whole lines of the box (56 columns inside, minus the row marker).
    let chunks = output.split(separator: "\n").filter { $0.contains("wwwwwwwwww") }
    #expect(chunks.count >= 10_000 / 56)
    #expect(output.contains("│     next��� <i>&</i>"))
  }

  @Test func aCarriageReturnAndLineFeedBreaksTheLineNotTheBox() {
    let screen = TerminalScreen.render(
      title: "Shelf", viewState: TerminalTextTests.HostileViewState.loaded(["one\r\ntwo\u{1B}"]),
      caseName: "loaded", width: 30)
    let lines = screen.split(separator: "\n")
    #expect(lines.allSatisfy { DisplayWidth.of($0) == 30 }, "\(screen)")
    #expect(lines.contains { $0.contains("one�") } && lines.contains { $0.contains("two�") })
  }

  @Test func emojiAndWideTextKeepTheBoxStraight() {
    let screen = TerminalScreen.render(
      title: "日本語のタイトル",
      viewState: TerminalTextTests.HostileViewState.loaded(
        [String(repeating: "👩🏽‍🔬日本", count: 20)]),
      caseName: "loaded", width: 41)
    for line in screen.split(separator: "\n") {
      #expect(DisplayWidth.of(line) == 41, "\(line)")
    }
  }

  @Test func aStateThatDoesNotRoundTripSaysWhy() async {
    let catalog = FeatureCatalog([DemoFeature(ModeFeature.self, longText: .hostile)])
    let page = await html(catalog)
    #expect(
      page.contains(
        "<p class=\"variant-long-text note\" id=\"mode-on-long-text\">Long text: the state does "
          + "not decode with its strings lengthened:"))
    let terminal = await DemoRunnerFixtures.run(["gallery", "--long-text"], catalog: catalog)
    #expect(terminal.exitCode == 0)
    #expect(terminal.stdout.contains("! long text: the state does not decode"))
  }

  @Test func uuidsAndURLsAreLeftAlone() throws {
    let literal = try LiteralEncoder().encode(
      ["id": "11111111-1111-1111-1111-111111111111", "url": "https://example.com/a", "t": "x"])
    let stretched = LongTextVariant { $0 + "!" }.apply(to: literal).printed()
    #expect(stretched.contains("\"11111111-1111-1111-1111-111111111111\""))
    #expect(stretched.contains("\"https://example.com/a\""))
    #expect(stretched.contains("\"x!\""))
  }
}

/// A feature whose state holds a string-backed enum: lengthening its raw value breaks decoding.
private struct ModeFeature: Reducer {
  enum Mode: String, Equatable, Sendable, Codable { case on }
  struct State: Equatable, Sendable, Codable { var mode = Mode.on }
  enum Action: Equatable, Sendable, Codable { case onAppear }

  var body: some Reducer<State, Action> {
    Reduce { _, _ in .none }
  }
}

extension ModeFeature: ScenarioProviding {
  enum ViewState: ScenarioViewState {
    case on
    enum Kind: CaseIterable, Hashable, Sendable { case on }
    var kind: Kind { .on }
  }

  static func viewState(of state: State) -> ViewState { .on }
  static var featureName: String { "Mode" }
  static let scenarios: [Scenario<ModeFeature>] = [
    Scenario("on", initialState: State(), onAppear: .onAppear, expecting: .on)
  ]
}
