import Dependencies
import Foundation
import ReducerCore
import ScenarioCatalog
import Testing

/// A minimal scenario-providing feature: its initial state reads the dependencies it is built with.
private struct Stamp: ScenarioProviding {
  struct State: Equatable {
    var id: UUID
    var date: Date
    var label = ""
  }
  enum Action: Equatable { case rename(String) }
  enum ViewState: ScenarioViewState {
    case labelled(String)
    enum Kind: CaseIterable { case labelled }
    var kind: Kind { .labelled }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rename(label):
        state.label = label
        return .none
      }
    }
  }

  static func viewState(of state: State) -> ViewState { .labelled(state.label) }

  static let scenarios: [Scenario<Stamp>] = [
    Scenario(
      .loaded, summary: "a stamp", initialState: State(id: UUIDKey.read(), date: DateKey.read()),
      onAppear: nil, expecting: .labelled("")),
    Scenario(
      "renamed", initialState: State(id: UUIDKey.read(), date: DateKey.read(), label: "x"),
      onAppear: .rename("y"),
      expecting: .labelled("y")
    ) {
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    },
  ]
}

// Reading the dependencies the scenario built the state with.
private enum UUIDKey {
  static func read() -> UUID {
    @Dependency(\.uuid) var uuid
    return uuid()
  }
}
private enum DateKey {
  static func read() -> Date {
    @Dependency(\.date) var date
    return date.now
  }
}

@Suite struct ScenarioCatalogTests {
  @Test func aScenarioIsFoundByName() throws {
    #expect(try Stamp.scenario(named: "renamed").name == "renamed")
    #expect(Stamp.scenario(.loaded).summary == "a stamp")
    #expect(Stamp.scenario(.loaded).description == "Stamp.loaded")
  }

  @Test func anUnknownNameListsTheNamesThatExist() {
    let error = #expect(throws: ScenarioLookupError.self) { try Stamp.scenario(named: "nope") }
    #expect(error?.feature == "Stamp")
    #expect(error?.available == ["loaded", "renamed"])
    #expect(
      error?.description == "Stamp has no scenario 'nope'; its scenarios are: 'loaded', 'renamed'")
  }

  @Test func theInitialStateIsBuiltWithDeterministicDefaults() {
    let scenario = Stamp.scenario(.loaded)
    let dependencies = scenario.dependencies(context: .test, clock: ContinuousClock())
    let state = scenario.initialState(dependencies: dependencies)
    #expect(state.id == UUID(0))
    #expect(state.date == ScenarioDefaults.date)
    #expect(dependencies.context == .test)
    #expect(dependencies.locale.identifier == "en_US_POSIX")
    #expect(dependencies.timeZone.secondsFromGMT() == 0)
  }

  @Test func theScenariosOwnOverridesWinOverTheDefaults() {
    let scenario = Stamp.scenario("renamed")
    let state = scenario.initialState(
      dependencies: scenario.dependencies(context: .test, clock: ContinuousClock()))
    #expect(state.date == Date(timeIntervalSince1970: 0))
    #expect(state.label == "x")
  }

  @Test func theWellKnownNamesAreInDisplayOrder() {
    #expect(
      ScenarioName.wellKnown.map(\.rawValue) == [
        "loaded", "empty", "error", "loading", "delayed", "partial", "unauthorized",
      ])
    #expect(ScenarioName("a") < ScenarioName("b"))
  }

  @MainActor @Test func aScenarioStoreStartsInItsInitialStateInPreviewContext() {
    let store = Stamp.scenario("renamed").makeStore()
    #expect(store.state.label == "x")
    store.send(.rename("y"))
    #expect(Stamp.viewState(of: store.state) == Stamp.scenario("renamed").expecting)
  }
}
