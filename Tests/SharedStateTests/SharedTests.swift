import Dependencies
import Observation
import Reducer
import Testing

@Suite struct SharedTests {
  struct Counter: Reducer {
    struct State: Equatable, Sendable {
      @Shared(.inMemory("count")) var count = 0
      var local = 0
    }
    enum Action: Equatable, Sendable {
      case incrementTapped
      case incrementLaterTapped
      case localTapped
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .incrementTapped:
          state.$count.withLock { $0 += 1 }
          return .none
        case .incrementLaterTapped:
          let count = state.$count
          return .run { _ in count.withLock { $0 += 1 } }
        case .localTapped:
          state.local += 1
          return .none
        }
      }
    }
  }

  @Test func oneKeyIsOneReferenceInAStorage() {
    let storage = InMemorySharedStorage()
    withDependencies {
      $0.defaultInMemoryStorage = storage
    } operation: {
      @Shared(.inMemory("count")) var first = 0
      @Shared(.inMemory("count")) var second = 5
      #expect(second == 0, "the second default is ignored: the key already holds a value")
      $first.withLock { $0 = 3 }
      #expect(second == 3)
    }
  }

  @Test func freshStoragesDoNotShare() {
    let one = Shared(wrappedValue: 1, .inMemory("n"))
    withDependencies {
      $0.defaultInMemoryStorage = InMemorySharedStorage()
    } operation: {
      let other = Shared(wrappedValue: 2, .inMemory("n"))
      #expect(other.wrappedValue == 2)
    }
    #expect(one.wrappedValue == 1)
  }

  @Test func aNameUsedForAnotherTypeIsAReportedIssueAndNotShared() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemorySharedStorage()
    } operation: {
      @Shared(.inMemory("mixed")) var number = 1
      withKnownIssue {
        @Shared(.inMemory("mixed")) var text = "a"
        $text.withLock { $0 = "b" }
        #expect(text == "b")
      } matching: {
        $0.description.contains("already in use for another type")
      }
      #expect(number == 1)
    }
  }

  @Test func unkeyedValueIsSharedByItsCopies() {
    let shared = Shared(value: [1])
    let copy = shared
    copy.withLock { $0.append(2) }
    #expect(shared.wrappedValue == [1, 2])
    #expect(Shared(value: [1, 2]) == shared, "equal by value")
    #expect(Shared(value: [1]) != shared)
    #expect(dumpValue(shared) == dumpValue([1, 2]), "dumps as its value")
  }

  @Test func stateWithSharedFieldsDumpsThemUnderTheirOwnNames() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemorySharedStorage()
    } operation: {
      let state = Counter.State()
      #expect(dumpValue(state) == "SharedTests.Counter.State(count: 0, local: 0)")
      var other = state
      other.local = 1
      state.$count.withLock { $0 = 2 }
      let diff = diffValues(state, other) ?? ""
      #expect(!diff.contains("_count"))
    }
  }

  @Test func hashingAgreesWithEquality() {
    let one = Shared(value: "a")
    let other = Shared(value: "a")
    #expect(one.hashValue == other.hashValue)
    #expect(Set([one, other]).count == 1)
  }

  @Test func withLockReturnsTheBodysResultAndRethrows() {
    struct Boom: Error {}
    let shared = Shared(value: 1)
    #expect(
      shared.withLock {
        $0 += 1
        return $0 * 10
      } == 20)
    #expect(throws: Boom.self) { try shared.withLock { _ in throw Boom() } }
  }

  @MainActor @Test func aChangeFromAnotherStoreNotifiesEveryStoreThatReadIt() {
    let storage = InMemorySharedStorage()
    let first = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.defaultInMemoryStorage = storage
    }
    let second = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.defaultInMemoryStorage = storage
    }
    let notified = ObservedEvents()
    withObservationTracking {
      _ = first.count
    } onChange: {
      notified.add("first")
    }
    withObservationTracking {
      _ = second.count
    } onChange: {
      notified.add("second")
    }
    second.send(.incrementTapped)
    #expect(Set(notified.events) == ["first", "second"])
    #expect(first.count == 1)
  }

  @MainActor @Test func aChangeFromAnEffectNotifiesAStoreThatReadIt() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let notified = ObservedEvents()
    withObservationTracking {
      _ = store.count
    } onChange: {
      notified.add("count")
    }
    await store.send(.incrementLaterTapped).finish()
    #expect(notified.events == ["count"])
    #expect(store.count == 1)
  }

  @MainActor @Test func aWithLockThatChangesNothingNotifiesNoOne() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let notified = ObservedEvents()
    withObservationTracking {
      _ = store.count
    } onChange: {
      notified.add("count")
    }
    store.state.$count.withLock { $0 = 0 }
    store.send(.localTapped)
    #expect(notified.events.isEmpty)
  }

  @MainActor @Test func storesInPreviewContextGetFreshStoragesAndStoresOfOneTestShare() {
    let first = Store(initialState: Counter.State()) { Counter() }
    let second = Store(initialState: Counter.State()) { Counter() }
    let preview = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.context = .preview
    }
    first.send(.incrementTapped)
    #expect(first.count == 1)
    #expect(second.count == 1, "the stores of one test share its storages")
    #expect(preview.count == 0, "no leak into a preview store")
  }

  /// `Store` no longer pins storages (ReducerCore knows nothing of shared state): a store made with another
  /// store's dependencies still shares that store's set, as when the first store had pinned it.
  @MainActor @Test func aStoreMadeWithAPreviewStoresDependenciesSharesItsStorages() {
    let preview = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.context = .preview
    }
    let made = withDependencies {
      $0 = preview.dependencies
    } operation: {
      Store(initialState: Counter.State()) { Counter() }
    }
    let other = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.context = .preview
    }
    preview.send(.incrementTapped)
    #expect(made.count == 1, "made from the preview store's dependencies: its storages")
    #expect(other.count == 0, "another preview store: a fresh set")
    made.send(.incrementTapped)
    #expect(preview.count == 2)
  }
}

/// Collects observation callbacks (which may run on any thread).
final class ObservedEvents: Sendable {
  private let storage = Lock<[String]>([])
  var events: [String] { storage.withLock { $0 } }
  func add(_ event: String) { storage.withLock { $0.append(event) } }
}
