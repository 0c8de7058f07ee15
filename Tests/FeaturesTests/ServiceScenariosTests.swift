import Features
import Reducer
import Testing

/// The sample features' catalogs, written with one shared scenario builder: every feature keeps
/// its scenarios' names and order, its appear action, and the builder's fixed parts (the
/// `loading` summary, the `delayed` settle time), so previews, demo scripts and the gallery see
/// the same catalog as before the builder.
@Suite struct ServiceScenariosTests {
  @Test func everyCatalogKeepsItsNamesInOrder() {
    let standard: [ScenarioName] = [.loaded, .empty, .error, .loading]
    #expect(NewsFeature.scenarios.map(\.name) == standard + [.partial])
    #expect(ProfileFeature.scenarios.map(\.name) == standard + [.unauthorized])
    #expect(DeparturesFeature.scenarios.map(\.name) == standard + [.delayed])
    #expect(
      ItemBrowserFeature.scenarios.map(\.name) == [
        .loaded, .filtered, .empty, .error, .loading, .detail, .editing, .deleting,
      ])
  }

  @Test func everyScenarioAppearsWithOnAppear() {
    #expect(NewsFeature.scenarios.allSatisfy { $0.onAppear == .onAppear })
    #expect(ProfileFeature.scenarios.allSatisfy { $0.onAppear == .onAppear })
    #expect(DeparturesFeature.scenarios.allSatisfy { $0.onAppear == .onAppear })
    #expect(ItemBrowserFeature.scenarios.allSatisfy { $0.onAppear == .onAppear })
  }

  @Test func theBuilderKeepsTheSummariesAndTheDelay() throws {
    let loading = "The service has not answered yet"
    #expect(try NewsFeature.scenario(named: "loading").summary == loading)
    #expect(
      try ProfileFeature.scenario(named: "empty").summary
        == "A new user who has filled in nothing yet")
    #expect(try DeparturesFeature.scenario(named: "error").summary == "Loading the board fails")
    #expect(try DeparturesFeature.scenario(named: "delayed").settleAfter == .seconds(2))
    #expect(
      try ItemBrowserFeature.scenario(named: "filtered").summary.hasPrefix("The done items hidden"))
    #expect(try DeparturesFeature.scenario(named: "loaded").settleAfter == .zero)
  }

  @Test func aScenarioTheCatalogLacksIsReportedNamingTheOnesItHas() {
    #expect(throws: ScenarioLookupError.self) { try NewsFeature.scenario(named: "delayed") }
    withKnownIssue("News has no delayed scenario") {
      _ = NewsFeature.scenario(.delayed)
    } matching: { issue in
      issue.description.contains("partial")
    }
  }
}
