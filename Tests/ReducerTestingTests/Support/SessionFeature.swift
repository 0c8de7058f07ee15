import Dependencies
import Reducer

/// A parent presenting an `Identifiable` ``Countdown`` with `ifLet`.
struct Session: Reducer {
  struct State: Equatable, Sendable {
    var countdown: Countdown.State?
  }

  enum Action: Equatable, Sendable {
    case countdown(Countdown.Action)
    case countdownDismissed
    case countdownReplaced(id: Int)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .countdown:
        return .none
      case .countdownDismissed:
        state.countdown = nil
        return .none
      case let .countdownReplaced(id):
        state.countdown = Countdown.State(id: id)
        return .none
      }
    }
    .ifLet(\.countdown, action: Action.countdown) { Countdown() }
  }
}

/// A child that reports back one second after it is started.
struct Countdown: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    let id: Int
    var isDone = false
  }

  enum Action: Equatable, Sendable {
    case finished
    case startTapped
  }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .finished:
        state.isDone = true
        return .none
      case .startTapped:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.finished)
        }
      }
    }
  }
}
