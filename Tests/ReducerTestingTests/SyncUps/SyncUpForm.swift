import Dependencies
import Foundation
import Reducer

// TCA's SyncUps app, ported: the form that edits a sync-up (bindings replaced by an explicit action).

struct SyncUpForm: Reducer {
  struct State: Equatable, Sendable {
    var focus: Field? = .title
    var syncUp: SyncUp

    init(focus: Field? = .title, syncUp: SyncUp) {
      self.focus = focus
      self.syncUp = syncUp
      if self.syncUp.attendees.isEmpty {
        @Dependency(\.uuid) var uuid
        self.syncUp.attendees.append(Attendee(id: uuid()))
      }
    }

    enum Field: Hashable, Sendable {
      case attendee(Attendee.ID)
      case title
    }
  }

  enum Action: Equatable, Sendable {
    case addAttendeeButtonTapped
    case syncUpChanged(SyncUp)
    case deleteAttendees(atOffsets: IndexSet)
  }

  @Dependency(\.uuid) var uuid

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .addAttendeeButtonTapped:
      let attendee = Attendee(id: uuid())
      state.syncUp.attendees.append(attendee)
      state.focus = .attendee(attendee.id)
      return .none

    case let .syncUpChanged(syncUp):
      state.syncUp = syncUp
      return .none

    case let .deleteAttendees(atOffsets: indices):
      state.syncUp.attendees.remove(atOffsets: indices)
      if state.syncUp.attendees.isEmpty {
        state.syncUp.attendees.append(Attendee(id: uuid()))
      }
      guard let firstIndex = indices.first else { return .none }
      let index = min(firstIndex, state.syncUp.attendees.count - 1)
      state.focus = .attendee(state.syncUp.attendees[index].id)
      return .none
    }
  }
}
