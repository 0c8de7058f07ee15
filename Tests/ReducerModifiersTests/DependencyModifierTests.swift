import Dependencies
import Foundation
import Reducer
import ReducerTesting
import Testing

private struct Greeting: DependencyKey {
  static let liveValue = "Hello"
  static let testValue = "Hello"
}

extension DependencyValues {
  fileprivate var greeting: String {
    get { self[Greeting.self] }
    set { self[Greeting.self] = newValue }
  }
}

/// Records the ids and greetings its logic and its effects see.
private struct Stamper: Reducer {
  struct State: Equatable, Sendable {
    var ids: [UUID] = []
    var greetings: [String] = []
  }
  enum Action: Equatable, Sendable {
    case stampTapped
    case greetTapped
    case effectTapped
    case effectStamped(UUID, String)
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.greeting) var greeting

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .stampTapped:
      state.ids.append(uuid())
      return .none
    case .greetTapped:
      state.greetings.append(greeting)
      return .none
    case .effectTapped:
      return .run { send in
        await send(.effectStamped(uuid(), greeting))
      }
    case let .effectStamped(id, greeting):
      state.ids.append(id)
      state.greetings.append(greeting)
      return .none
    }
  }
}

@MainActor
@Suite struct DependencyModifierTests {
  @Test func dependencyModifierOverridesTheStoresValueForTheReducer() async {
    let store = TestStore(initialState: Stamper.State()) {
      Stamper().dependency(\.uuid, .incrementing)
    } withDependencies: {
      $0.uuid = .constant(UUID(99))
    }
    // One `.incrementing` generator, made where the modifier is written: it keeps counting across actions.
    await store.send(.stampTapped) { $0.ids = [UUID(0)] }
    await store.send(.stampTapped) { $0.ids = [UUID(0), UUID(1)] }
  }

  @Test func effectsCreatedBelowTheModifierSeeTheOverride() async {
    let store = TestStore(initialState: Stamper.State()) {
      Stamper()
        .dependency(\.uuid, .constant(UUID(7)))
        .dependency(\.greeting, "Bonjour")
    } withDependencies: {
      $0.uuid = .constant(UUID(99))
    }
    await store.send(.effectTapped)
    await store.receive(.effectStamped(UUID(7), "Bonjour")) {
      $0.ids = [UUID(7)]
      $0.greetings = ["Bonjour"]
    }
  }

  @Test func innermostDependencyModifierWins() async {
    let store = TestStore(initialState: Stamper.State()) {
      Stamper()
        .dependency(\.uuid, .constant(UUID(1)))
        .dependency(\.uuid, .constant(UUID(2)))
    } withDependencies: {
      $0.uuid = .constant(UUID(99))
    }
    await store.send(.stampTapped) { $0.ids = [UUID(1)] }
  }

  @Test func reducersOutsideTheModifierKeepTheStoresValue() async {
    let store = TestStore(initialState: Stamper.State()) {
      CombineReducers {
        Stamper().dependency(\.uuid, .constant(UUID(1)))
        Stamper()
      }
    } withDependencies: {
      $0.uuid = .constant(UUID(99))
    }
    await store.send(.stampTapped) { $0.ids = [UUID(1), UUID(99)] }
  }

  @Test func transformDependencyStartsFromTheValueInForce() async {
    let store = TestStore(initialState: Stamper.State()) {
      Stamper()
        .transformDependency(\.greeting) { $0 += ", world" }
    } withDependencies: {
      $0.uuid = .constant(UUID(5))
      $0.greeting = "Hi"
    }
    await store.send(.greetTapped) { $0.greetings = ["Hi, world"] }
    await store.send(.effectTapped)
    await store.receive(.effectStamped(UUID(5), "Hi, world")) {
      $0.ids = [UUID(5)]
      $0.greetings = ["Hi, world", "Hi, world"]
    }
  }

  @Test func transformDependencyRunsForEveryAction() {
    let reducer = Stamper().transformDependency(\.uuid) { $0 = .incrementing }
    var state = Stamper.State()
    _ = reducer.reduce(into: &state, action: .stampTapped)
    _ = reducer.reduce(into: &state, action: .stampTapped)
    // A fresh `.incrementing` generator per action, as TCA runs the transform each time.
    #expect(state.ids == [UUID(0), UUID(0)])
  }

  /// The modifier reuses the values it made for the same values in force; different values in force must not
  /// get a stale result.
  @Test func dependencyModifierRecomputesWhenTheValuesInForceChange() {
    let reducer = Stamper().dependency(\.uuid, .constant(UUID(3)))
    var state = Stamper.State()
    withDependencies {
      $0.greeting = "One"
    } operation: {
      _ = reducer.reduce(into: &state, action: .greetTapped)
      _ = reducer.reduce(into: &state, action: .stampTapped)
    }
    withDependencies {
      $0.greeting = "Two"
    } operation: {
      _ = reducer.reduce(into: &state, action: .greetTapped)
    }
    #expect(state.greetings == ["One", "Two"])
    #expect(state.ids == [UUID(3)])
  }
}
