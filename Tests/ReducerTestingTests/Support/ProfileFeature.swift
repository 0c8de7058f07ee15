import Reducer

/// A feature with nested state, for diffs that must point at a field two levels down.
struct Profile: Reducer {
  struct State: Equatable, Sendable {
    var name = "Blob"
    var settings = Settings()
  }

  struct Settings: Equatable, Sendable {
    var isMuted = false
    var volume = 7
  }

  enum Action: Equatable, Sendable {
    case volumeUpTapped
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .volumeUpTapped:
        state.settings.volume += 4
        return .none
      }
    }
  }
}
