import Dependencies
import Reducer
import ReducerTesting
import Testing

@MainActor
@Suite struct FreshSharedStoragesTests {
  struct Counter: Reducer {
    struct State: Equatable, Sendable {
      @Shared(.appStorage("count")) var count = 0
    }
    enum Action: Equatable, Sendable { case incrementTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.$count.withLock { $0 += 1 }
      return .none
    }
  }

  @Test(.freshSharedStorages) func theTestBodyAndItsStoresShareValues() async {
    @Shared(.appStorage("count")) var count = 0
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementTapped) { $0.$count.withLock { $0 = 1 } }
    #expect(count == 1)
    $count.withLock { $0 = 5 }
    #expect(store.state.count == 5)
    // A change made outside the store is asserted too (unasserted, it fails as the store goes away).
    store.assert { $0.$count.withLock { $0 = 5 } }
  }

  @Test(.freshSharedStorages, arguments: 1...3)
  func eachTestStartsEmpty(_ increments: Int) async {
    @Shared(.appStorage("count")) var count = 0
    #expect(count == 0, "no value leaked from another test")
    let store = TestStore(initialState: Counter.State()) { Counter() }
    for expected in 1...increments {
      await store.send(.incrementTapped) { $0.$count.withLock { $0 = expected } }
    }
    #expect(count == increments)
  }

}

@Suite(.freshSharedStorages) struct FreshSharedStoragesSuiteTests {
  @Test func aSuiteTraitGivesEachTestItsStorages() {
    @Shared(.inMemory("name")) var first = ""
    @Shared(.inMemory("name")) var second = "ignored"
    $first.withLock { $0 = "Ada" }
    #expect(second == "Ada")
  }

  @Test func anotherTestOfTheSuiteStartsEmpty() {
    @Shared(.inMemory("name")) var name = ""
    #expect(name == "")
  }
}
