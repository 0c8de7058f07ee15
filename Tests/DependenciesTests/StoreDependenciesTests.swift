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
