@testable import DemoRendering
import DemoRunner
@testable import DemoRunnerCore
import DemoScript
@testable import DemoSession
import Foundation
import Testing

/// Bundled scripts drawn as storyboards in the HTML gallery: one frame per step, the screen
/// after it, the step as caption, a permalink per frame, in the feature's section.
@Suite(.sharedGalleryPages) struct StoryboardTests {
  private func page(_ arguments: [String] = [], catalog: FeatureCatalog = .standard) async
    -> String
  {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("storyboard-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: file) }
    _ = await DemoRunnerFixtures.run(
      ["gallery", "--html", file.path] + arguments, catalog: catalog)
    return (try? Data(contentsOf: file)).map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  /// The steps of the script at `path` (its lines that are neither blank nor comments).
  private func stepCount(_ path: String) throws -> Int {
    let text = String(
      decoding: try Data(contentsOf: DemoRunnerFixtures.packageRoot.appendingPathComponent(path)),
      as: UTF8.self)
    return text.split(separator: "\n").filter {
      let line = $0.trimmingCharacters(in: .whitespaces)
      return !line.isEmpty && !line.hasPrefix("#")
    }.count
  }

  @Test func everyBundledScriptHasOneFramePerStepInItsFeaturesSection() async throws {
    let html = await GalleryPages.standard.value.html
    let root = try #require(
      PackageRoot.locate(
        override: DemoRunnerFixtures.packageRoot.path, environment: [:], currentDirectory: "/"))
    let scripts = BundledScript.all(in: .standard, root: root)
    #expect(scripts.count >= 10)
    for script in scripts {
      let feature = HTMLGallery.anchor(script.feature.name)
      let name = String(script.url.deletingPathExtension().lastPathComponent)
      let id = "\(feature)-script-\(HTMLGallery.anchor(name))"
      let section = try #require(html.range(of: "<section class=\"feature\" id=\"\(feature)\""))
      let end = try #require(
        html.range(of: "</section>", range: section.upperBound..<html.endIndex))
      // A `String`, not a `Substring`: its searches below reuse one bridged copy instead of making one each.
      let body = String(html[section.upperBound..<end.lowerBound])
      #expect(
        body.contains("<div class=\"storyboard\" id=\"\(id)\" data-script=\"\(script.path)\""))
      let steps = try stepCount(script.path)
      for step in 1...steps {
        #expect(body.contains("<figure class=\"frame\" id=\"\(id)-step-\(step)\""), "\(id) \(step)")
        #expect(body.contains("href=\"#\(id)-step-\(step)\">Step \(step)</a>"))
      }
      #expect(!body.contains("id=\"\(id)-step-\(steps + 1)\""))
      #expect(html.contains("<li><a href=\"#\(id)\">script: \(name)</a></li>"), "sidebar: \(id)")
    }
    let (hrefs, ids) = GalleryReviewTests.links(in: html)
    #expect(hrefs.subtracting(ids).isEmpty, "\(hrefs.subtracting(ids).sorted())")
    #expect(!html.lowercased().contains("<script"))
  }

  @Test func aFrameShowsTheScreenAfterItsStepWithTheStepAsCaption() async throws {
    let html = await GalleryPages.items.value.html
    let frame = try #require(html.range(of: "id=\"items-script-toggle-step-4\""))
    let end = try #require(html.range(of: "</figure>", range: frame.upperBound..<html.endIndex))
    let text = html[frame.upperBound..<end.lowerBound]
    #expect(text.contains("<small>line 5</small>"))
    #expect(
      text.contains(
        "<code>send rowTapped(id: &quot;11111111-1111-1111-1111-111111111111&quot;)</code>"))
    // After the tap the first row is ticked: the screen is the one after the step.
    if FeatureCatalog.standard.features.allSatisfy(\.hasScreen) {
      #expect(
        text.contains(
          "data-label=\"Water the ferns\" data-value=\"checkmark.circle.fill\""))
    } else {
      #expect(text.contains("<span class=\"box\">☑</span> Water the ferns"))
    }
    let expectation = try #require(html.range(of: "id=\"items-script-toggle-step-2\""))
    let expectationEnd = try #require(
      html.range(of: "</figure>", range: expectation.upperBound..<html.endIndex))
    #expect(
      html[expectation.upperBound..<expectationEnd.lowerBound].contains(
        "<code>expect viewState loaded</code> <span class=\"pass\" aria-label=\"holds\">✓</span>"))
  }

  @Test func aFailingOrBrokenScriptIsShownNotFatal() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    try root.write(
      "scenario loaded\nexpect state.items.count == 4\n",
      to: "Sources/Features/Items/Scripts/wrong.demo")
    try root.write("scenario lodaed\n", to: "Sources/Features/Items/Scripts/broken.demo")
    let html = await page(["Items", "--root", root.url.path])
    #expect(html.contains("<figure class=\"frame broken\" id=\"items-script-wrong-step-2\""))
    #expect(html.contains("<span class=\"mark\" aria-label=\"fails\">✗</span>"))
    #expect(html.contains("<div class=\"storyboard\" id=\"items-script-broken\""))
    #expect(html.contains("Items has no scenario `lodaed`; did you mean `loaded`?"))
  }

  /// Issue 23: scripts named `a b`, `a-b` and `A_B` shared the permalink `items-script-a-b`.
  @Test func scriptsWhoseNamesShareASlugGetDistinctStablePermalinks() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let names = ["a b", "a-b", "A_B", "a\u{202E}b", "a--b"]
    for name in names {
      try root.write("scenario empty\nwait\n", to: "Sources/Features/Items/Scripts/\(name).demo")
    }
    let html = await page(["Items", "--root", root.url.path])
    let storyboardIDs = names.map { name in
      Storyboard(feature: "Items", name: name, path: "", frames: [], error: nil)
    }.map(HTMLStoryboard.id)
    #expect(Set(storyboardIDs).count == names.count, "\(storyboardIDs)")
    #expect(storyboardIDs[1] == "items-script-a-b")
    #expect(storyboardIDs[0] == "items-script-a-b_612062")
    #expect(storyboardIDs[2] == "items-script-a-b_415f42")
    for id in storyboardIDs {
      #expect(html.contains("<div class=\"storyboard\" id=\"\(id)\""), "\(id)")
      #expect(html.contains("<figure class=\"frame\" id=\"\(id)-step-2\""), "\(id)")
    }
    // Every id on the page is unique, and every link resolves.
    var seen: [String: Int] = [:]
    var rest = html[...]
    while let range = rest.range(of: " id=\"") {
      let tail = rest[range.upperBound...]
      guard let end = tail.firstIndex(of: "\"") else { break }
      seen[String(tail[..<end]), default: 0] += 1
      rest = tail[end...]
    }
    #expect(seen.filter { $0.value > 1 }.isEmpty, "\(seen.filter { $0.value > 1 })")
    let (hrefs, ids) = GalleryReviewTests.links(in: html)
    #expect(hrefs.subtracting(ids).isEmpty, "\(hrefs.subtracting(ids).sorted())")
    // The bidi control in a script's name is shown as `�`, never raw.
    #expect(!html.unicodeScalars.contains("\u{202E}"))
    #expect(html.contains("script: a�b</a>"))
  }

  @Test func permalinkIDsAreInjectiveAndKeepCanonicalNames() {
    #expect(PermalinkID.component("toggle") == "toggle")
    #expect(PermalinkID.component("edit-and-save") == "edit-and-save")
    let names = ["a b", "a-b", "A_B", "a_b", "A-B", "a.b", "a  b", "", "_", "-", "é", "É"]
    #expect(Set(names.map(PermalinkID.component)).count == names.count)
  }

  @Test func storyboardsAreOnlyInTheHTMLPage() async {
    let terminal = await DemoRunnerFixtures.run(["gallery", "Items", "--no-state"])
    #expect(!terminal.stdout.contains("storyboard"))
    #expect(!terminal.stdout.contains("toggle"))
  }

  /// A storyboard's player keeps no transcript (it dumps and diffs nothing); after every step of every bundled script
  /// it must still count the same expectations and show the same screen and state as the player that writes one.
  @MainActor @Test
  func aPlayerWithoutATranscriptShowsAndCountsWhatATranscribingPlayerDoesAfterEachStep()
    async throws
  {
    let root = try #require(
      PackageRoot.locate(
        override: DemoRunnerFixtures.packageRoot.path, environment: [:], currentDirectory: "/"))
    let options = SessionLimits().options(.preview)
    for bundled in BundledScript.all(in: .standard, root: root) {
      let script = try ScriptReplay.load(try bundled.confinedScriptURL(), path: bundled.path)
      var lines: [String] = []
      let transcribing = ScriptPlayer(feature: bundled.feature, options: options) {
        lines.append($0)
      }
      let silent = ScriptPlayer(feature: bundled.feature, options: options)
      var startsWithScenario = false
      if let first = script.steps.first, case .scenario = first.kind { startsWithScenario = true }
      if !startsWithScenario {
        await transcribing.start(scenario: 0, applySettleAfter: false)
        await silent.start(scenario: 0, applySettleAfter: false)
      }
      for step in script.steps {
        try await transcribing.perform(step)
        try await silent.perform(step)
        let place = "\(bundled.path):\(step.location.line)"
        #expect(silent.expectationCount == transcribing.expectationCount, "\(place)")
        #expect(silent.failureCount == transcribing.failureCount, "\(place)")
        #expect(silent.currentScreenHTML == transcribing.currentScreenHTML, "\(place)")
        #expect(silent.currentScreen == transcribing.currentScreen, "\(place)")
        #expect(silent.stateDump == transcribing.stateDump, "\(place)")
      }
      #expect(silent.resultLine == transcribing.resultLine, "\(bundled.path)")
      #expect(!lines.isEmpty)
    }
  }
}
