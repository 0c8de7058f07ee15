import Dependencies
import Foundation
import Reducer
import Testing

/// A dependency only these tests read.
private enum StoreGreetingKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test default"
}

/// Reads ``StoreGreetingKey`` in its reducer and in an effect.
private struct Greeter: Reducer {
  struct State: Equatable {
    var seenByReducer = ""
    var seenByEffect = ""
  }
  enum Action: Sendable {
    case tapped
    case effectRead(String)
  }

  @Dependency(StoreGreetingKey.self) var greeting

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tapped:
      state.seenByReducer = greeting
      return .run { send in
        await Task.yield()
        await send(.effectRead(greeting))
      }
    case let .effectRead(value):
      state.seenByEffect = value
      return .none
    }
  }
}

/// Holds a ``Greeter`` as a child, to check that scoped stores share the root's dependencies.
private struct Parent: Reducer {
  struct State: Equatable {
    var child = Greeter.State()
  }
  enum Action: Sendable {
    case child(Greeter.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { Greeter() }
  }
}

@MainActor
@Suite struct StoreDependenciesTests {
  @Test func reducerAndEffectsSeeTheStoresDependencies() async {
    let store = Store(initialState: Greeter.State()) {
      Greeter()
    } withDependencies: {
      $0[StoreGreetingKey.self] = "store"
    }
    // The ambient values at send time do not leak into the store.
    await withDependencies {
      $0[StoreGreetingKey.self] = "ambient"
    } operation: {
      await store.send(.tapped).finish()
    }
    #expect(store.seenByReducer == "store")
    #expect(store.seenByEffect == "store")
  }

  @Test func storeStartsFromTheDependenciesWhereItIsBuilt() async {
    let store = withDependencies {
      $0[StoreGreetingKey.self] = "where built"
    } operation: {
      Store(initialState: Greeter.State()) { Greeter() }
    }
    await store.send(.tapped).finish()
    #expect(store.seenByEffect == "where built")
  }

  @Test func storeWithoutOverridesUsesTestValues() async {
    let store = Store(initialState: Greeter.State()) { Greeter() }
    await store.send(.tapped).finish()
    #expect(store.seenByReducer == "test default")
    #expect(store.seenByEffect == "test default")
  }

  @Test func scopedChildStoreInheritsTheParentsDependencies() async {
    let store = Store(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0[StoreGreetingKey.self] = "parent"
    }
    let child = store.scope(state: \.child, action: Parent.Action.child)
    await withDependencies {
      $0[StoreGreetingKey.self] = "ambient"
    } operation: {
      await child.send(.tapped).finish()
    }
    #expect(child.seenByReducer == "parent")
    #expect(child.seenByEffect == "parent")
    #expect(store.child.seenByEffect == "parent")
  }

  @Test func storeEffectsGetDeterministicUUIDsAndDates() async throws {
    struct Stamper: Reducer {
      struct State: Equatable { var stamps: [String] = [] }
      enum Action: Sendable {
        case stamp
        case stamped(String)
      }
      @Dependency(\.uuid) var uuid
      @Dependency(\.date) var date
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .stamp:
          let id = uuid()
          return .run { send in
            await send(.stamped("\(id.uuidString.suffix(2))@\(date.now.timeIntervalSince1970)"))
          }
        case let .stamped(stamp):
          state.stamps.append(stamp)
          return .none
        }
      }
    }
    let store = Store(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSince1970: 42))
    }
    await store.send(.stamp).finish()
    await store.send(.stamp).finish()
    #expect(store.stamps == ["00@42.0", "01@42.0"])
  }
}

/// The read cache of a `@Dependency`: the first value read sits in a slot written once and read without a lock;
/// reads under other dependencies go through the locked entry.
@Suite struct DependencyReadCacheTests {
  private struct Reader: Sendable {
    @Dependency(StoreGreetingKey.self) var greeting
  }

  @Test func oneWrapperReadUnderTwoSetsOfDependenciesReturnsEachItsOwnValue() {
    let reader = Reader()
    for _ in 0..<3 {
      withDependencies {
        $0[StoreGreetingKey.self] = "first"
      } operation: {
        #expect(reader.greeting == "first")
      }
      withDependencies {
        $0[StoreGreetingKey.self] = "second"
      } operation: {
        #expect(reader.greeting == "second")
      }
      withDependencies {
        $0[StoreGreetingKey.self] = "third"
      } operation: {
        #expect(reader.greeting == "third")
      }
    }
  }

  @Test @MainActor func twoStoresSharingOneReducerValueEachSeeTheirOwnDependencies() {
    let greeter = Greeter()
    let a = Store(initialState: Greeter.State()) {
      greeter
    } withDependencies: {
      $0[StoreGreetingKey.self] = "a"
    }
    let b = Store(initialState: Greeter.State()) {
      greeter
    } withDependencies: {
      $0[StoreGreetingKey.self] = "b"
    }
    for _ in 0..<3 {
      a.send(.tapped).cancel()
      b.send(.tapped).cancel()
      #expect(a.seenByReducer == "a")
      #expect(b.seenByReducer == "b")
    }
  }

  @Test func concurrentFirstReadsOfOneWrapperEachSeeTheirOwnDependencies() async {
    let reader = Reader()
    await withTaskGroup(of: Bool.self) { group in
      for index in 0..<64 {
        group.addTask {
          withDependencies {
            $0[StoreGreetingKey.self] = "value \(index % 4)"
          } operation: {
            (0..<50).allSatisfy { _ in reader.greeting == "value \(index % 4)" }
          }
        }
      }
      for await sawItsOwn in group { #expect(sawItsOwn) }
    }
  }
}
