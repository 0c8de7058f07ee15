import Dependencies
import Foundation
import Reducer

// TCA's SyncUps app, ported: the list of sync-ups, presenting the add form as a sheet.

struct SyncUpsList: Reducer {
  struct Destination: Reducer {
    enum State: Equatable, Sendable, CaseModifiable {
      case add(SyncUpForm.State)
      case alert(AlertState<Action.Alert>)
    }
    enum Action: Equatable, Sendable {
      case add(SyncUpForm.Action)
      case alert(Alert)
      enum Alert: Equatable, Sendable { case confirmLoadMockData }
    }
    var body: some Reducer<State, Action> {
      Scope(state: State.add, action: Action.add) { SyncUpForm() }
    }
  }

  struct State: Equatable, Sendable {
    @Presents var destination: Destination.State?
    var syncUps: IdentifiedArrayOf<SyncUp> = []
  }

  enum Action: Equatable, Sendable {
    case addSyncUpButtonTapped
    case confirmAddSyncUpButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case dismissAddSyncUpButtonTapped
    case onDelete(IndexSet)
  }

  @Dependency(\.uuid) var uuid

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addSyncUpButtonTapped:
        state.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: uuid())))
        return .none

      case .confirmAddSyncUpButtonTapped:
        guard case let .add(editState)? = state.destination else { return .none }
        var syncUp = editState.syncUp
        syncUp.attendees.removeAll { attendee in
          attendee.name.allSatisfy(\.isWhitespace)
        }
        if syncUp.attendees.isEmpty {
          syncUp.attendees.append(editState.syncUp.attendees.first ?? Attendee(id: uuid()))
        }
        state.syncUps.append(syncUp)
        state.destination = nil
        return .none

      case .destination:
        return .none

      case .dismissAddSyncUpButtonTapped:
        state.destination = nil
        return .none

      case let .onDelete(indexSet):
        state.syncUps.remove(atOffsets: indexSet)
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }
}
