import Observation
import Reducer
import Synchronization
import Testing

/// Regressions found in review: notifications lost when an `onChange` handler sends or reads.
@MainActor
@Suite struct ObservationRegressionTests {
  struct Pair: Reducer {
    struct State: Equatable, Sendable {
      struct Child: Equatable, Sendable {
        var a = 0
        var b = 0
      }
      var p = 0
      var child = Child()
    }
    enum Action: Equatable, Sendable {
      case bumpBoth
      case child(Never)
      case noop
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .bumpBoth:
        state.p += 1
        state.child.a += 1
      case .noop:
        break
      }
      return .none
    }
  }

  final class Counter: Sendable {
    private let count = Atomic<Int>(0)
    func hit() { count.add(1, ordering: .sequentiallyConsistent) }
    var value: Int { count.load(ordering: .sequentiallyConsistent) }
  }

  @Test func aSendFromOneOnChangeDoesNotSwallowAnotherStoresNotification() {
    let store = Store(initialState: Pair.State()) { Pair() }
    let child = store.scope(state: \.child, action: Pair.Action.child)
    let parentFired = Counter()
    let childFired = Counter()
    withObservationTracking {
      _ = store.p
    } onChange: {
      parentFired.hit()
      MainActor.assumeIsolated { _ = store.send(.noop) }
    }
    withObservationTracking {
      _ = child.a
    } onChange: {
      childFired.hit()
      MainActor.assumeIsolated { _ = store.send(.noop) }
    }
    store.send(.bumpBoth)
    #expect(parentFired.value == 1)
    #expect(childFired.value == 1)
  }

  @Test func aStoreReArmedWhilePublishingKeepsNotifying() {
    let store = Store(initialState: Pair.State()) { Pair() }
    let child = store.scope(state: \.child, action: Pair.Action.child)
    withObservationTracking {
      _ = store.p
    } onChange: {
      MainActor.assumeIsolated {
        _ = child.a
        _ = child.b
      }
    }
    withObservationTracking {
      _ = child.a
    } onChange: {
      MainActor.assumeIsolated {
        _ = store.p
        _ = store.child
      }
    }
    store.send(.bumpBoth)
    let parentFired = Counter()
    let childFired = Counter()
    withObservationTracking {
      _ = store.p
    } onChange: {
      parentFired.hit()
    }
    withObservationTracking {
      _ = child.a
    } onChange: {
      childFired.hit()
    }
    store.send(.bumpBoth)
    #expect(parentFired.value == 1)
    #expect(childFired.value == 1)
  }
}
