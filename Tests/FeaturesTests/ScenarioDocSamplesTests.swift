import APIService
import Dependencies
import DocSampleSupport
import Features
import Foundation
import Reducer
import ReducerTesting
import Testing

/// Keeps Docs/Scenarios.md honest: every sample it shows is compiled and run here, and every quote
/// it takes from the package still appears, line for line, in the file it names.
@MainActor
@Suite struct ScenarioDocSamplesTests {
  // MARK: The samples, as the article shows them

  @Test func customScenarioNames() {
    let offline: ScenarioName = "offline"
    #expect(offline.rawValue == "offline")
    #expect(!ScenarioName.wellKnown.contains(offline))
  }

  @Test func aServiceErrorReadsAsItIsShown() {
    let error = ServiceError("The items could not be loaded. Check your connection.")
    #expect(error.description == "The items could not be loaded. Check your connection.")
    #expect(ServiceError(APIError.unauthorized) == .unauthorized)
    #expect(ServiceError(CancellationError()) == .cancelled)
  }

  @Test func aDelayedResponseAnswersOnceTheClockMoves() async {
    let clock = TestClock()
    let response = ScenarioResponse.delayed([1, 2], by: .seconds(2))
    let answer = Task {
      await withDependencies {
        $0.continuousClock = clock
      } operation: {
        await ServiceResult { try await response.resolve(empty: []) }
      }
    }
    while clock.sleeperCount == 0 { await Task.yield() }
    await clock.advance(by: .seconds(2))
    #expect(await answer.value == .success([1, 2]))
  }

  @Test func viewStateKindsAreCaseNames() {
    #expect(ItemsFeature.ViewState.loaded(ItemFixtures.list).caseName == "loaded")
    #expect(Set(ItemsFeature.ViewState.caseNames) == ["loading", "loaded", "empty", "error"])
  }

  @Test func makeStoreBuildsPreviewAndDemoStores() {
    let preview = ItemsFeature.scenario(.loaded).makeStore()
    let demo = ItemsFeature.scenario(.delayed).makeStore(clock: TestClock())
    #expect(preview.state == ItemsFeature.State())
    #expect(demo.state == ItemsFeature.State())
  }

  @Test func makeTestStoreRunsTheDelayedScenarioOnATestClock() async {
    let clock = TestClock()
    let store = ItemsFeature.scenario(.delayed).makeTestStore(clock: clock)
    await store.send(.onAppear) { $0.isLoading = true }
    #expect(ItemsFeature.viewState(of: store.state) == .loading)
    await clock.advance(by: .seconds(2))
    await store.receive(.itemsResponse(.success(ItemFixtures.list))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.items = IdentifiedArray(uniqueElements: ItemFixtures.list)
    }
    #expect(ItemsFeature.viewState(of: store.state) == .loaded(ItemFixtures.list))
  }

  @Test func scenariosCanBeLookedUpByString() throws {
    let scenario = try ItemsFeature.scenario(named: "empty")
    #expect(scenario.name == .empty)
    #expect(throws: ScenarioLookupError.self) { try ItemsFeature.scenario(named: "emtpy") }
  }

  @Test func loadingIsAServiceThatHasNotAnswered() async {
    let store = ItemsFeature.scenario(.loading).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    #expect(ItemsFeature.viewState(of: store.state) == .loading)
    await store.skipInFlightEffects()
  }

  // MARK: The article matches the code

  @Test func everySwiftBlockIsASampleOrAQuote() throws {
    let blocks = try DocArticle("Docs/Scenarios.md").swiftBlocks
    #expect(blocks.count >= 15, "found only \(blocks.count) Swift blocks; is the parser broken?")
    for block in blocks {
      #expect(
        block.marker == "sample" || block.marker?.hasPrefix("quote: ") == true,
        "Docs/Scenarios.md:\(block.line): mark the block <!-- sample --> or <!-- quote: FILE -->")
    }
  }

  @Test func everySampleIsCompiledHere() throws {
    let tests = try DocArticle.normalizedLines(
      ofFile: "Tests/FeaturesTests/ScenarioDocSamplesTests.swift")
    for block in try DocArticle("Docs/Scenarios.md").swiftBlocks where block.marker == "sample" {
      let compiled = DocArticle.contains(tests, block.normalizedLines)
      #expect(
        compiled,
        "Docs/Scenarios.md:\(block.line): this sample is not in ScenarioDocSamplesTests.swift")
    }
  }

  @Test func everyQuoteMatchesItsFile() throws {
    for block in try DocArticle("Docs/Scenarios.md").swiftBlocks {
      guard let marker = block.marker, marker.hasPrefix("quote: ") else { continue }
      let path = String(marker.dropFirst("quote: ".count))
      let matches = DocArticle.contains(
        try DocArticle.normalizedLines(ofFile: path), block.normalizedLines)
      #expect(
        matches,
        "Docs/Scenarios.md:\(block.line): this quote no longer matches \(path)")
    }
  }

  @Test func everyRelativeLinkPointsAtAFile() throws {
    let article = try DocArticle.read("Docs/Scenarios.md")
    var links: [String] = []
    var rest = article[...]
    while let start = rest.range(of: "](../") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: ")") else { break }
      links.append(String(rest[..<end]))
    }
    #expect(links.count >= 20, "found only \(links.count) links; is the parser broken?")
    for link in links {
      let exists = FileManager.default.fileExists(
        atPath: DocArticle.packageRoot.appendingPathComponent(link).path)
      #expect(exists, "broken link: ../\(link)")
    }
  }

}
