@testable import DemoRendering
import DemoRunner
@testable import DemoRunnerCore
@testable import DemoSession
import Features
import Foundation
import Reducer
import Testing

@Suite(.sharedGalleryPages) struct GalleryTests {
  @Test func noArgumentsPrintsEveryFeatureInEveryScenario() async {
    let result = await DemoRunnerFixtures.run([])
    #expect(result.exitCode == 0)
    #expect(result.stderr.isEmpty)
    for feature in FeatureCatalog.standard.features {
      for scenario in feature.scenarioNames {
        #expect(result.stdout.contains("\(feature.name) · \(scenario)"))
      }
    }
    if FeatureCatalog.standard.features.allSatisfy(\.hasScreen) {
      // Rendered screens (Linux): each view's text form.
      #expect(result.stdout.contains("label \"Return library books\" = \"checkmark.circle.fill\""))
      #expect(
        result.stdout.contains("text \"The items could not be loaded. Check your connection.\""))
      #expect(result.stdout.contains("progress \"Loading…\""))
      #expect(result.stdout.contains("text \"No items\""))
    } else {
      #expect(result.stdout.contains("[x] Return library books"))
      #expect(result.stdout.contains("✗ The items could not be loaded."))
      #expect(result.stdout.contains("⋯ Loading…"))
      #expect(result.stdout.contains("· Empty ·"))
    }
  }

  @Test func everyFeatureFolderWithScriptsIsRegistered() throws {
    let features = DemoRunnerFixtures.packageRoot.appendingPathComponent("Sources/Features")
    let registered = Set(FeatureCatalog.standard.features.map(\.scriptsFolder))
    for folder in try FileManager.default.contentsOfDirectory(atPath: features.path) {
      let scripts = "Sources/Features/\(folder)/Scripts"
      guard
        FileManager.default.fileExists(
          atPath: features.appendingPathComponent(folder).appendingPathComponent("Scripts").path)
      else { continue }
      #expect(registered.contains(scripts), "\(scripts) belongs to no registered feature")
    }
    #expect(Set(FeatureCatalog.standard.features.map(\.name)).count == registered.count)
  }

  @Test func galleryShowsEachScenarioAfterItsSettleAfterTime() async {
    let result = await DemoRunnerFixtures.run(["gallery"], catalog: .shelf)
    let loaded = section(of: result.stdout, from: "Shelf · loaded", to: "Shelf · error")
    #expect(loaded.contains("│ • Moss & <Lichen>"))
    #expect(loaded.contains("│   R. Grey · pages: 212  "))
    #expect(loaded.contains("│   I. Vander · pages: 64 · read  "))
    #expect(loaded.contains("Owner:"))
    #expect(loaded.contains("Member since: 2026-01-01 09:00"))
    let error = section(of: result.stdout, from: "Shelf · error", to: "Shelf · wrong")
    #expect(error.contains("✗ The shelf is locked."))
  }

  @Test func scenarioThatMissesItsViewStateFailsTheGallery() async {
    let result = await DemoRunnerFixtures.run(["gallery"], catalog: .shelf)
    #expect(result.exitCode == 1)
    #expect(result.stdout.contains("! expected loading, shows empty"))
    #expect(result.stderr == "error: Shelf.wrong should reach loading, but shows empty\n")
  }

  @Test func galleryIsTheSameBytesEveryRun() async {
    let first = await DemoRunnerFixtures.run([])
    let second = await DemoRunnerFixtures.run([])
    #expect(first == second)
  }

  @Test func htmlGalleryHasACardPerScenarioAndNoScript() async throws {
    let (result, html) = await (
      GalleryPages.standard.value.result, GalleryPages.standard.value.html
    )
    #expect(result.exitCode == 0)
    let scenarios = FeatureCatalog.standard.features.reduce(0) { $0 + $1.scenarioNames.count }
    #expect(html.components(separatedBy: "<article class=\"card").count - 1 == scenarios)
    for feature in FeatureCatalog.standard.features {
      for scenario in feature.scenarioNames {
        #expect(html.contains("id=\"\(feature.name.lowercased())-\(scenario)\""))
      }
    }
    #expect(!html.lowercased().contains("<script"))
    #expect(!html.contains("http://") && !html.contains("https://"))
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(result.stdout.contains("(\(scenarios) cards)"))
  }

  @Test func htmlGalleryEscapesText() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("gallery-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: file) }
    _ = await DemoRunnerFixtures.run(["gallery", "--html", file.path], catalog: .shelf)
    let html = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    #expect(html.contains("Moss &amp; &lt;Lichen&gt;"))
    #expect(!html.contains("<Lichen>"))
  }

  /// Issue 18: U+0600 prepended to `<` forms one `Character`, which escaped nothing.
  @Test func htmlEscapingWorksOnUnicodeScalarsNotCharacters() {
    let hostile = "\u{600}<img src=x onerror=alert(1)>\u{600}&\u{600}\"\u{600}'"
    let escaped = HTMLGallery.escape(hostile)
    #expect(!escaped.unicodeScalars.contains { "<>\"'".unicodeScalars.contains($0) })
    #expect(
      escaped
        == "\u{600}&lt;img src=x onerror=alert(1)&gt;\u{600}&amp;\u{600}&quot;\u{600}&#39;")
    #expect(HTMLGallery.escape("e\u{301}<") == "e\u{301}&lt;")
  }

  @Test func htmlGalleryToAnUnwritablePathIsAUsageError() async {
    // The shelf's three scenarios: the path, not the catalog, makes the error.
    let result = await DemoRunnerFixtures.run(
      ["gallery", "--html", "/nonexistent-folder/gallery.html"], catalog: .shelf)
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("cannot write `/nonexistent-folder/gallery.html`"))
  }

  @Test func listNamesFeaturesScenariosAndScripts() async {
    let result = await DemoRunnerFixtures.run(["list"])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("Items — 5 scenarios"))
    #expect(result.stdout.contains("delayed"))
    #expect(result.stdout.contains("→ loaded after 2s"))
    #expect(result.stdout.contains("Sources/Features/Items/Scripts/toggle.demo"))
    #expect(!result.stdout.contains(DemoRunnerFixtures.packageRoot.path))
  }

  private func section(of text: String, from start: String, to end: String) -> String {
    guard let lower = text.range(of: start)?.lowerBound else { return "" }
    let upper = text.range(of: end, range: lower..<text.endIndex)?.lowerBound ?? text.endIndex
    return String(text[lower..<upper])
  }

  /// With transcripts (the HTML gallery), a card reads the scenario from the session its transcript's player settled
  /// instead of playing the scenario again: it must show exactly what a card of a fresh session shows.
  @Test func aCardReadFromItsTranscriptsSessionShowsWhatAFreshSessionShows() async {
    let options = SessionLimits().options(.preview)
    let fresh = await GalleryEntry.all(in: .standard, options: options)
    let reused = await GalleryEntry.all(in: .standard, options: options, transcripts: true)
    #expect(fresh.count == reused.count)
    for (plain, card) in zip(fresh, reused) {
      let name = "\(card.feature).\(card.scenario.name)"
      #expect(card.transcript?.hasPrefix("scenario \(card.scenario.name)") == true, "\(name)")
      #expect(plain.transcript == nil, "\(name)")
      #expect(card.stateDump == plain.stateDump, "\(name)")
      #expect(card.screenHTML == plain.screenHTML, "\(name)")
      #expect(card.screenText == plain.screenText, "\(name)")
      #expect(card.screen == plain.screen, "\(name)")
      #expect(card.unexpectedCase == plain.unexpectedCase, "\(name)")
      #expect(card.longTextScreen == plain.longTextScreen, "\(name)")
    }
  }
}
