import Dependencies
import Foundation
import Reducer
import ReducerTesting
import Testing

/// Fresh storage is per test, with no trait: every store, scenario and `@Shared` of one test share one set.
@MainActor
@Suite struct SharedStoragePerTestTests {
  struct Tally: Reducer {
    struct State: Equatable, Sendable {
      @Shared(.inMemory("tally")) var tally = 0
      @Shared(.appStorage("visits")) var visits = 0
      @Shared(.fileStorage(URL(fileURLWithPath: "/tmp/convergence-tally.json"))) var saved = [Int]()
    }
    enum Action: Equatable, Sendable { case tapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.$tally.withLock { $0 += 1 }
      state.$visits.withLock { $0 += 1 }
      state.$saved.withLock { $0.append($0.count) }
      return .none
    }
  }

  @Test func theTestBodyAndItsStoreShareSharedValuesWithoutATrait() async {
    @Shared(.inMemory("tally")) var tally = 0
    @Shared(.appStorage("visits")) var visits = 0
    let store = TestStore(initialState: Tally.State()) { Tally() }
    await store.send(.tapped) {
      $0.$tally.withLock { $0 = 1 }
      $0.$visits.withLock { $0 = 1 }
      $0.$saved.withLock { $0 = [0] }
    }
    #expect(tally == 1)
    #expect(visits == 1)
  }

  @Test func twoStoresOfOneTestShareSharedValues() async {
    let first = TestStore(initialState: Tally.State()) { Tally() }
    let second = Store(initialState: Tally.State()) { Tally() }
    second.send(.tapped)
    #expect(second.tally == 1)
    #expect(second.saved == [0])
    // The test store sees the other store's change as a change of its own state.
    first.assert {
      $0.$tally.withLock { $0 = 1 }
      $0.$visits.withLock { $0 = 1 }
      $0.$saved.withLock { $0 = [0] }
    }
  }

  @Test(arguments: 1...4)
  func everyTestAndCaseStartsWithEmptyStorages(_ taps: Int) async {
    @Shared(.inMemory("tally")) var tally = 0
    @Shared(.fileStorage(URL(fileURLWithPath: "/tmp/convergence-tally.json"))) var saved = [Int]()
    #expect(tally == 0, "no value leaked from another test or case")
    #expect(saved == [])
    let store = Store(initialState: Tally.State()) { Tally() }
    for _ in 0..<taps { store.send(.tapped) }
    #expect(tally == taps)
  }

  @Test func previewStoresInATestStillGetAFreshSetEach() {
    let first = Store(initialState: Tally.State()) {
      Tally()
    } withDependencies: {
      $0.context = .preview
    }
    let second = Store(initialState: Tally.State()) {
      Tally()
    } withDependencies: {
      $0.context = .preview
    }
    first.send(.tapped)
    #expect(first.tally == 1)
    #expect(second.tally == 0)
  }
}
