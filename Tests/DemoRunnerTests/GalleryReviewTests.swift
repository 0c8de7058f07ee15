@testable import DemoRendering
import DemoRunner
@testable import DemoRunnerCore
@testable import DemoSession
import Foundation
import Testing

@Suite(.sharedGalleryPages) struct GalleryReviewTests {
  private func html(_ arguments: [String], catalog: FeatureCatalog = .standard) async throws
    -> (DemoRunResult, String)
  {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("gallery-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: file) }
    let result = await DemoRunnerFixtures.run(
      ["gallery", "--html", file.path] + arguments, catalog: catalog)
    let page = (try? Data(contentsOf: file)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return (result, page)
  }

  /// Every `href="#x"` in `page`, and every `id="x"`.
  static func links(in page: String) -> (hrefs: Set<String>, ids: Set<String>) {
    GalleryPages.links(in: page)
  }

  @Test func everyPermalinkResolvesAndTheSidebarLinksEveryScenario() async throws {
    let (result, page) = await (
      GalleryPages.standard.value.result, GalleryPages.standard.value.html
    )
    #expect(result.exitCode == 0)
    let (hrefs, ids) = Self.links(in: page)
    #expect(hrefs.subtracting(ids).isEmpty, "unresolved: \(hrefs.subtracting(ids).sorted())")
    let nav = try #require(page.range(of: "<nav class=\"sidebar\"")).lowerBound
    let navEnd = try #require(page.range(of: "</nav>")).upperBound
    let sidebar = page[nav..<navEnd]
    for feature in FeatureCatalog.standard.features {
      #expect(sidebar.contains("href=\"#\(feature.name.lowercased())\""))
      for scenario in feature.scenarioNames {
        #expect(sidebar.contains("href=\"#\(feature.name.lowercased())-\(scenario)\""))
      }
    }
    #expect(page.contains("All \(FeatureCatalog.standard.scenarioCount) scenarios pass"))
  }

  @Test func aBrokenScenarioIsSummarizedAtTheTopWithItsDiff() async throws {
    let (result, page) = try await html([], catalog: .shelf)
    #expect(result.exitCode == 1)
    let summary = try #require(page.range(of: "<section id=\"summary\" class=\"summary failing\""))
    let firstFeature = try #require(page.range(of: "<section class=\"feature\""))
    #expect(summary.lowerBound < firstFeature.lowerBound)
    let text = String(page[summary.lowerBound..<firstFeature.lowerBound])
    #expect(text.contains("1 of 3 scenarios fails"))
    #expect(text.contains("<a href=\"#shelf-wrong\">Shelf · wrong</a>"))
    #expect(text.contains("<span class=\"del\">- .loading</span>"))
    #expect(text.contains("<span class=\"ins\">+ .empty</span>"))
    #expect(!text.contains("shelf-loaded"))
    #expect(page.contains("<a href=\"#shelf-wrong\" class=\"broken\">wrong"))
  }

  @Test func featureFilterAndNoStateLeaveTheRestOut() async throws {
    let (result, page) = try await html(["News", "items", "--no-state"])
    #expect(result.exitCode == 0)
    #expect(page.contains("id=\"news-loaded\""))
    #expect(page.contains("id=\"items-loaded\""))
    #expect(!page.contains("id=\"profile-loaded\""))
    #expect(!page.contains("<summary>State</summary>"))
    let order = try #require(page.range(of: "id=\"news\"")).lowerBound
    #expect(order < (try #require(page.range(of: "id=\"items\""))).lowerBound)
    let terminal = await DemoRunnerFixtures.run(["gallery", "Profile", "--no-state"])
    #expect(terminal.exitCode == 0)
    #expect(terminal.stdout.hasPrefix("Convergence demo gallery — 1 feature, 5 scenarios"))
    #expect(!terminal.stdout.contains("state:"))
    #expect(!terminal.stdout.contains("Items ·"))
  }

  @Test func anUnknownFeatureIsAUsageError() async {
    let result = await DemoRunnerFixtures.run(["gallery", "Nwes"])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("error: unknown feature `Nwes`; did you mean `News`?"))
    #expect(result.stdout.isEmpty)
  }

  @Test func thePageIsAccessibleAndSelfContained() async throws {
    let page = await GalleryPages.standard.value.html
    for landmark in [
      "role=\"banner\"", "<nav class=\"sidebar\" aria-label=", "<main id=\"main\"",
      "role=\"contentinfo\"", "role=\"list\"", "aria-labelledby=\"summary-title\"",
      "class=\"skip\" href=\"#main\"",
    ] {
      #expect(page.contains(landmark), "\(landmark)")
    }
    #expect(page.contains("@media (prefers-color-scheme: dark)"))
    #expect(
      page.contains("@media (prefers-reduced-motion: reduce) { .spinner { animation: none; }"))
    #expect(page.contains("#narrow:target ~ .layout"))
    #expect(page.contains("aria-hidden=\"true\"></span> Loading"))
    for low in ["#888", "#777", "#999", "#aaa"] {
      #expect(!page.lowercased().contains(low), "\(low) fails WCAG AA on a light background")
    }
    #expect(!page.lowercased().contains("<script"))
    #expect(!page.contains("http://") && !page.contains("https://"))
  }

  @Test func theLightAndDarkTextColoursMeetWCAGAA() {
    let pairs = [
      ("#1d1d1f", "#ffffff"), ("#4a4a4f", "#f5f5f7"), ("#4a4a4f", "#ffffff"),
      ("#b00020", "#ffffff"), ("#6b4500", "#fff4d6"), ("#8f1a1a", "#ffebe9"),
      ("#14532d", "#e6f4ea"), ("#0b57d0", "#ffffff"), ("#f2f2f7", "#242427"),
      ("#c7c7cc", "#242427"), ("#ff8f8f", "#242427"), ("#ffd980", "#3d2e00"),
      ("#ffc2c2", "#4a1717"), ("#b8f0c8", "#123a22"), ("#8ab4f8", "#161618"),
    ]
    for (text, background) in pairs {
      #expect(HTMLGallery.style.contains(text) && HTMLGallery.style.contains(background))
      #expect(Self.contrast(text, background) >= 4.5, "\(text) on \(background)")
    }
  }

  /// The WCAG contrast ratio of two `#rrggbb` colours.
  static func contrast(_ first: String, _ second: String) -> Double {
    func luminance(_ hex: String) -> Double {
      let value = Int(hex.dropFirst(), radix: 16) ?? 0
      let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map {
        let c = Double($0) / 255
        return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}
