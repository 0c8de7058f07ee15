import Dependencies
import Reducer
import ReducerTesting
import XCTest

/// Counts taps in an in-memory shared value.
struct SharedTally: Reducer {
  struct State: Equatable, Sendable {
    @Shared(.inMemory("xctest-tally")) var tally = 0
  }
  enum Action: Equatable, Sendable { case tapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$tally.withLock { $0 += 1 }
    return .none
  }
}

/// Storage per XCTest test method: `invokeTest` wrapped in `withFreshSharedStorages`.
final class WithFreshSharedStoragesXCTests: XCTestCase {
  override func invokeTest() {
    withFreshSharedStorages { super.invokeTest() }
  }

  @MainActor
  func testTheTestBodyAndItsStoresShareOneValue() async {
    @Shared(.inMemory("xctest-tally")) var tally = 0
    let store = TestStore(initialState: SharedTally.State()) { SharedTally() }
    await store.send(.tapped) { $0.$tally.withLock { $0 = 1 } }
    let other = Store(initialState: SharedTally.State()) { SharedTally() }
    other.send(.tapped)
    XCTAssertEqual(tally, 2)
    store.assert { $0.$tally.withLock { $0 = 2 } }
  }

  // (XCTest on Linux runs a `@MainActor` test method only when it is `async`.)
  // The two tests below each start from 0, whichever runs first: every test method has its own set.
  @MainActor
  func testEachTestMethodStartsFreshA() async {
    startsFromZeroAndCountsOneTap()
  }

  @MainActor
  func testEachTestMethodStartsFreshB() async {
    startsFromZeroAndCountsOneTap()
  }

  /// Checks the tally starts at 0 in this test, and that a store's tap is seen by the test's own `@Shared`.
  @MainActor
  private func startsFromZeroAndCountsOneTap() {
    @Shared(.inMemory("xctest-tally")) var tally = 0
    XCTAssertEqual(tally, 0)
    Store(initialState: SharedTally.State()) { SharedTally() }.send(.tapped)
    XCTAssertEqual(tally, 1)
  }
}

/// Without the wrapper, XCTest cannot be told which test runs: each store gets a set of its own.
final class WithoutFreshSharedStoragesXCTests: XCTestCase {
  @MainActor
  func testEachStoreHasASetOfItsOwn() async {
    @Shared(.inMemory("xctest-tally")) var tally = 0
    let store = Store(initialState: SharedTally.State()) { SharedTally() }
    store.send(.tapped)
    XCTAssertEqual(store.tally, 1)
    XCTAssertEqual(tally, 0)
  }
}
