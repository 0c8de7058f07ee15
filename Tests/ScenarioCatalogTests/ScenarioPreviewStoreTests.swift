import ReducerCore
import ScenarioCatalog
import Testing

/// A scenario's preview store is made once and kept, so a preview that is drawn again keeps its store.
@MainActor
@Suite struct ScenarioPreviewStoreTests {
  private struct Counter: ScenarioProviding {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case increment }
    enum ViewState: ScenarioViewState {
      case count(Int)
      enum Kind: CaseIterable { case count }
      var kind: Kind { .count }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }

    static func viewState(of state: State) -> ViewState { .count(state.count) }

    static let scenarios: [Scenario<Counter>] = [
      Scenario(.loaded, initialState: State(), onAppear: nil, expecting: .count(0)),
      Scenario(.empty, initialState: State(), onAppear: nil, expecting: .count(0)),
    ]
  }

  @Test func askingAgainForAScenariosPreviewStoreGivesTheSameStoreWithItsState() throws {
    let scenario = try Counter.scenario(named: "loaded")
    let first = scenario.previewStore()
    let before = first.count
    first.send(.increment)
    let again = scenario.previewStore()
    #expect(again === first)
    #expect(again.count == before + 1)
  }

  @Test func eachScenarioHasAPreviewStoreOfItsOwn() throws {
    let loaded = try Counter.scenario(named: "loaded").previewStore()
    let empty = try Counter.scenario(named: "empty").previewStore()
    #expect(loaded !== empty)
  }
}

/// Two features whose types have the same name, in different scopes.
private enum FirstScope {
  struct Counter: ScenarioProviding {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case increment }
    enum ViewState: ScenarioViewState {
      case count(Int)
      enum Kind: CaseIterable { case count }
      var kind: Kind { .count }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }

    static func viewState(of state: State) -> ViewState { .count(state.count) }

    static let scenarios: [Scenario<Counter>] = [
      Scenario(.loaded, initialState: State(), onAppear: nil, expecting: .count(0))
    ]
  }
}

private enum SecondScope {
  struct Counter: ScenarioProviding {
    struct State: Equatable { var total = 0 }
    enum Action: Equatable { case add }
    enum ViewState: ScenarioViewState {
      case total(Int)
      enum Kind: CaseIterable { case total }
      var kind: Kind { .total }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.total += 1
      return .none
    }

    static func viewState(of state: State) -> ViewState { .total(state.total) }

    static let scenarios: [Scenario<Counter>] = [
      Scenario(.loaded, initialState: State(), onAppear: nil, expecting: .total(0))
    ]
  }
}

@MainActor
@Suite struct ScenarioPreviewStoreIdentityTests {
  @Test func sameNamedFeaturesInDifferentScopesKeepPreviewStoresOfTheirOwn() throws {
    let first = try FirstScope.Counter.scenario(named: "loaded").previewStore()
    first.send(.increment)
    let second = try SecondScope.Counter.scenario(named: "loaded").previewStore()
    let firstAgain = try FirstScope.Counter.scenario(named: "loaded").previewStore()
    let secondAgain = try SecondScope.Counter.scenario(named: "loaded").previewStore()
    #expect(firstAgain === first)
    #expect(firstAgain.count == 1)
    #expect(secondAgain === second)
  }
}
