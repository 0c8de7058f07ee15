@testable import DemoRendering
import DemoRunner
@testable import DemoRunnerCore
@testable import DemoSession
import Foundation
import Testing

/// The HTML gallery's cards show each scenario's rendered screen, in light and dark, with the state, the
/// transcript and the screen's text form beside it.
@Suite(.sharedGalleryPages) struct HTMLPhoneStyleTests {
  /// The cards of `page`, from its first screen card on, each from `<article class="card` to its `</article>`.
  private func cards(in page: String) -> [String] {
    guard let first = page.range(of: "<article class=\"card screen-card") else { return [] }
    var cards: [String] = []
    var from = first.lowerBound
    // Searches of the `String` itself, over a range: one bridged copy for the whole walk, not one per search.
    while let open = page.range(of: "<article class=\"card", range: from..<page.endIndex),
      let close = page.range(of: "</article>", range: open.lowerBound..<page.endIndex)
    {
      cards.append(String(page[open.lowerBound..<close.upperBound]))
      from = close.upperBound
    }
    return cards
  }

  /// The card with the permalink `id` among `cards`.
  private func cardHTML(_ id: String, in cards: [String]) -> String? {
    cards.first { $0.contains(" id=\"\(id)\" ") }
  }

  #if os(Linux)
    @Test func everyScenarioCardShowsItsRenderedScreenInLightAndDark() async throws {
      // The standard page the other gallery tests read: a page of its own (`--no-state`) cost a second rendering of
      // the whole catalog, about 1.5 s of main-actor work in a debug build. What `--no-state` leaves out is
      // `featureFilterAndNoStateLeaveTheRestOut`'s to check.
      let page = await GalleryPages.standard.value
      #expect(page.result.exitCode == 0, "\(page.result.stderr)")
      let html = page.html
      let cards = cards(in: html)
      for feature in FeatureCatalog.standard.features {
        #expect(feature.hasScreen)
        for scenario in feature.scenarioNames {
          let id = HTMLGallery.anchor(feature.name + "-" + scenario)
          let card = try #require(cardHTML(id, in: cards), "no card #\(id)")
          let index = try #require(feature.scenarioIndex(named: scenario))
          let screen = try #require(await Self.settledScreenHTML(feature, index))
          #expect(!screen.isEmpty)
          #expect(card.contains("<figure class=\"phone scheme-light\""), "#\(id) in light")
          #expect(card.contains("<figure class=\"phone scheme-dark\""), "#\(id) in dark")
          #expect(
            card.components(separatedBy: screen).count - 1 == 2,
            "#\(id) shows the scenario's own screen, twice (light and dark)")
          #expect(card.contains("<summary>Transcript</summary>"))
          #expect(card.contains("<summary>Screen as text</summary>"))
          #expect(
            card.contains("<summary>State</summary>"), "#\(id) keeps its state beside the screen")
        }
      }
      #expect(html.contains(".phone.scheme-dark {"), "the dark screen's colours are the page's own")
      #expect(
        !html.contains("http://") && !html.contains("https://"),
        "nothing is loaded from the network")
    }

    /// The screen of `feature`'s scenario `index` once it settled, as the gallery renders it: sessions and views run
    /// on the main actor; the test's searches of the page do not.
    @MainActor
    private static func settledScreenHTML(_ feature: DemoFeature, _ index: Int) async -> String? {
      let session = feature.makeSession(index, SessionLimits().options(.preview))
      _ = await session.appear()
      if session.scenario.settleAfter > .zero {
        _ = await session.advance(by: session.scenario.settleAfter)
      }
      return session.screenHTML
    }

    @Test func aCardKeepsTheStateAndTranscriptBesideTheScreenCollapsed() async throws {
      let page = await GalleryPages.items.value
      #expect(page.result.exitCode == 0, "\(page.result.stderr)")
      let html = page.html
      let card = try #require(cardHTML("items-loaded", in: cards(in: html)))
      let side = try #require(card.range(of: "<div class=\"card-side\">"))
      let phones = try #require(card.range(of: "<div class=\"phones"))
      #expect(phones.upperBound < side.lowerBound)
      #expect(card.contains("<details><summary>State</summary><pre>ItemsFeature.State("))
      #expect(card.contains("<details><summary>Transcript</summary><pre>scenario loaded"))
      #expect(card.contains("<details><summary>Screen as text</summary><pre>list [refresh]"))
    }

    @Test func storyboardsShowARenderedScreenPerStep() async throws {
      let page = await GalleryPages.items.value
      #expect(page.result.exitCode == 0, "\(page.result.stderr)")
      let html = page.html
      let start = try #require(html.range(of: "id=\"items-script-toggle\""))
      let storyboard = html[start.lowerBound...].prefix { _ in true }
      let end = storyboard.range(of: "</ol>").map { storyboard[..<$0.lowerBound] } ?? storyboard
      let frames = end.components(separatedBy: "<figure class=\"frame").count - 1
      let phones = end.components(separatedBy: "<figure class=\"phone scheme-page\"").count - 1
      #expect(frames > 0)
      #expect(phones == frames, "one rendered screen per step")
    }
  #endif

  /// Text from a feature's screen, its state or its transcript cannot break the page.
  @Test func hostileTextBesideTheScreenIsEscaped() {
    let hostile = "</pre><script>alert(1)</script>\u{202E}\u{1B}[2J"
    let entry = GalleryEntry(
      feature: "Items",
      scenario: ScenarioSummary(
        name: "loaded", summary: hostile, onAppear: nil,
        expectingCase: "loaded", expecting: "loaded", settleAfter: .zero),
      screen: Screen(title: "Items", badge: hostile), stateDump: hostile,
      screenText: hostile, screenHTML: "<span class=\"ui-text\">ok</span>", transcript: hostile)
    let html = HTMLGallery.page([entry])
    #expect(!html.contains("<script>"))
    #expect(!html.contains("</pre><script"))
    #expect(!html.contains("\u{202E}") && !html.contains("\u{1B}"))
    #expect(html.contains("&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
  }
}
