import Dependencies
import Foundation
import Reducer

/// A feature that reads `uuid` and `date` in its reducer and its initial state.
struct Stamp: Reducer {
  struct State: Equatable, Sendable {
    var id: UUID
    var stamps: [Date] = []

    /// A state whose id comes from the `uuid` dependency of whoever builds it.
    static func make() -> Self {
      @Dependency(\.uuid) var uuid
      return State(id: uuid())
    }
  }

  enum Action: Equatable, Sendable {
    case stampTapped
  }

  @Dependency(\.date) var date

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .stampTapped:
        state.stamps.append(date.now)
        return .none
      }
    }
  }
}
