import Dependencies
import Foundation
import Reducer
import ReducerTesting
import Testing

/// A greeting that counts visits in a file and remembers the user's name in the defaults.
struct Greeting: Reducer {
  struct State: Equatable, Sendable {
    @Shared(.fileStorage(URL(fileURLWithPath: "/greeting/visits.json"))) var visits = 0
    @Shared(.appStorage("userName")) var userName = ""
  }
  enum Action: Equatable, Sendable { case onAppear }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$visits.withLock { $0 += 1 }
    return .none
  }
}

extension Greeting: ScenarioProviding {
  enum ViewState: ScenarioViewState {
    case anonymous(visits: Int)
    case named(String, visits: Int)

    enum Kind: CaseIterable, Hashable, Sendable { case anonymous, named }
    var kind: Kind {
      switch self {
      case .anonymous: .anonymous
      case .named: .named
      }
    }
  }

  static func viewState(of state: State) -> ViewState {
    state.userName.isEmpty
      ? .anonymous(visits: state.visits) : .named(state.userName, visits: state.visits)
  }

  static let scenarios: [Scenario<Greeting>] = [
    Scenario(.empty, initialState: State(), onAppear: .onAppear, expecting: .anonymous(visits: 1)),
    Scenario(
      .loaded, initialState: State(), onAppear: .onAppear, expecting: .named("Ada", visits: 8)
    ) {
      // Seeds the shared values: the user was here seven times before.
      $0.defaultFileStorage = .inMemory([
        URL(fileURLWithPath: "/greeting/visits.json"): Data("7".utf8)
      ])
      $0.defaultAppStorage = .inMemory(["userName": "Ada"])
    },
  ]
}

@MainActor
@Suite struct SharedScenarioTests {
  @Test(arguments: Greeting.scenarios)
  func scenariosSeedSharedValuesAndReachTheirViewStates(_ scenario: Scenario<Greeting>) async {
    await scenario.assertReachesViewState()
  }

  @Test func everyViewStateIsCovered() {
    Greeting.assertEveryViewStateCovered()
  }

  @Test func seededTestStoreAssertsSharedChanges() async {
    let store = Greeting.scenarios[1].makeTestStore()
    #expect(store.state.visits == 7)
    await store.send(.onAppear) { $0.$visits.withLock { $0 = 8 } }
  }

  @Test func previewStoresNeverWriteTheRealFiles() {
    let store = Greeting.scenarios[0].makeStore(clock: TestClock())
    store.send(.onAppear)
    #expect(store.visits == 1)
    #expect(!FileManager.default.fileExists(atPath: "/greeting/visits.json"))
    let again = Greeting.scenarios[0].makeStore(clock: TestClock())
    #expect(again.visits == 0, "every preview store starts fresh")
  }
}
