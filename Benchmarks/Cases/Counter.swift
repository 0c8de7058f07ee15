import Dependencies
import Reducer

/// The counter every send benchmark reduces.
struct Counter: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
  }
  enum Action: Equatable, Sendable {
    case increment
    case start
    case response
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment, .response:
      state.count &+= 1
      return .none
    case .start:
      return .run { send in await send(.response) }
    }
  }
}

/// The counter, reading one dependency per send.
struct DependentCounter: Reducer {
  @Dependency(\.date) var date

  func reduce(into state: inout Counter.State, action: Counter.Action) -> Effect<Counter.Action> {
    blackHole(date)
    state.count &+= 1
    return .none
  }
}

/// The counter as TCA users usually write it: a `body` holding one `Reduce`.
struct BodyCounter: Reducer {
  typealias State = Counter.State
  typealias Action = Counter.Action

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .increment, .response:
        state.count &+= 1
        return .none
      case .start:
        return .run { send in await send(.response) }
      }
    }
  }
}

/// The counter whose effect awaits an actor's work before it sends back before it sends back, as a client's request does.
struct ClientCounter: Reducer {
  typealias State = Counter.State
  typealias Action = Counter.Action

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment, .response:
      state.count &+= 1
      return .none
    case .start:
      return .run { send in
        await offMainActor()
        await send(.response)
      }
    }
  }
}

/// Work isolated away from the caller, as a client actor's is: awaiting it leaves the main actor and comes back.
func offMainActor() async {
  blackHole(await Worker.shared.work())
}

/// An actor standing for a client: its work runs on the global executor.
actor Worker {
  static let shared = Worker()
  private var calls = 0

  func work() -> Int {
    calls &+= 1
    return calls
  }
}
