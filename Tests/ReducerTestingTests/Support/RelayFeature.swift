import Dependencies
import Reducer

/// A feature whose actions answer with `.send` effects (alone, merged and concatenated with `.run`).
struct Relay: Reducer {
  struct State: Equatable, Sendable {
    var log: [String] = []
  }

  enum Action: Equatable, Sendable {
    case concatenateTapped
    case mergeTapped
    case note(String)
    case sendTapped
  }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .concatenateTapped:
        return .concatenate(
          .send(.note("first")),
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.note("after sleep"))
          },
          .send(.note("last"))
        )
      case .mergeTapped:
        return .merge(
          .send(.note("a")),
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.note("slow"))
          },
          .send(.note("b"))
        )
      case let .note(text):
        state.log.append(text)
        return .none
      case .sendTapped:
        return .send(.note("sent"))
      }
    }
  }
}
