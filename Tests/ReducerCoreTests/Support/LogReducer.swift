import Reducer

/// Appends every action's text to a log, then returns what `effect` returns for it.
struct LogReducer: Reducer {
  struct State: Equatable, Sendable {
    var entries: [String] = []
  }
  enum Action: Equatable, Sendable {
    case append(String)
  }

  let effect: @Sendable (String) -> Effect<Action>

  init(_ effect: @escaping @Sendable (String) -> Effect<Action> = { _ in .none }) {
    self.effect = effect
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .append(text):
      state.entries.append(text)
      return effect(text)
    }
  }
}
