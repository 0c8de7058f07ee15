import ScenarioCatalog
import Testing

private enum Screen: ScenarioViewState {
  case spinner
  case rows([String])
  case page(items: [Int], number: Int)
  case nothing
}

/// A view state that still declares the hand-written `Kind` of earlier versions: it keeps compiling, and its
/// cases are read by reflection all the same.
private enum LegacyScreen: ScenarioViewState {
  case loading
  case loaded(Int)
  enum Kind: String, CaseIterable, Hashable, Sendable { case loading, loaded }
  var kind: Kind {
    switch self {
    case .loading: .loading
    case .loaded: .loaded
    }
  }
}

private struct Banner: ScenarioViewState {
  var text: String
}

@Suite struct ScenarioViewStateTests {
  @Test func theCaseNameIsReadByReflectionWhateverThePayload() {
    #expect(Screen.spinner.caseName == "spinner")
    #expect(Screen.rows(["a"]).caseName == "rows")
    #expect(Screen.page(items: [1], number: 2).caseName == "page")
  }

  @Test func everyCaseIsListedPayloadCasesFirst() {
    #expect(Screen.caseNames == ["rows", "page", "spinner", "nothing"])
  }

  @Test func aViewStateThatStillDeclaresKindIsReadTheSameWay() {
    #expect(LegacyScreen.caseNames == ["loaded", "loading"])
    #expect(LegacyScreen.loaded(1).caseName == "loaded")
    #expect(LegacyScreen.loaded(1).kind == .loaded)
  }

  @Test func aViewStateThatIsNotAnEnumHasOneKindNamedAfterItsType() {
    #expect(Banner.caseNames == ["Banner"])
    #expect(Banner(text: "x").caseName == "Banner")
  }
}
