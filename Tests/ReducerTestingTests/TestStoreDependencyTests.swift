import Dependencies
import Foundation
import Reducer
import ReducerTesting
import Testing

/// Which dependencies a TestStore's reducer, effects, initial state and assertions see.
@MainActor
@Suite struct TestStoreDependencyTests {
  @Test func changingDependenciesMidTestAppliesToLaterActions() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.numberFact.fetch = { _ in "first answer" }
    }
    await store.send(.factButtonTapped)
    await store.receive(.factResponse("first answer")) { $0.fact = "first answer" }

    store.dependencies.numberFact.fetch = { _ in "second answer" }
    await store.send(.factButtonTapped)
    await store.receive(.factResponse("second answer")) { $0.fact = "second answer" }
  }

  @Test func reducerSeesDependenciesChangedMidTest() async {
    let first = Date(timeIntervalSince1970: 1)
    let second = Date(timeIntervalSince1970: 2)
    let store = TestStore(initialState: Stamp.State(id: UUID(0))) {
      Stamp()
    } withDependencies: {
      $0.date = .constant(first)
    }
    await store.send(.stampTapped) { $0.stamps = [first] }
    store.dependencies.date = .constant(second)
    await store.send(.stampTapped) { $0.stamps = [first, second] }
  }

  @Test func initialStateIsBuiltWithTheStoresDependencies() async {
    let store = TestStore(initialState: Stamp.State.make()) {
      Stamp()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    #expect(store.state.id == UUID(0))
  }

  @Test func assertionClosuresRunWithTheStoresDependencies() async {
    let now = Date(timeIntervalSince1970: 1_000)
    let store = TestStore(initialState: Stamp.State(id: UUID(0))) {
      Stamp()
    } withDependencies: {
      $0.date = .constant(now)
    }
    await store.send(.stampTapped) {
      @Dependency(\.date) var date
      $0.stamps.append(date.now)
    }
  }

  @Test func receiveAssertionClosuresRunWithTheStoresDependencies() async {
    let now = Date(timeIntervalSince1970: 1_000)
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.date = .constant(now)
      $0.numberFact.fetch = { "\($0) is a good number." }
    }
    await store.send(.factButtonTapped)
    await store.receive(.factResponse("0 is a good number.")) {
      @Dependency(\.date) var date
      #expect(date.now == now)
      $0.fact = "0 is a good number."
    }
  }

  @Test func storeIsInTestContext() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    #expect(store.dependencies.context == .test)
  }
}
