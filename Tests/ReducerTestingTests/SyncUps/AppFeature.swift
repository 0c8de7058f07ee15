import Dependencies
import Foundation
import Reducer

// TCA's SyncUps app, ported: the root, a list under a navigation stack of details, meetings and recordings.
// Without `@Shared`, the root applies what a pushed feature changed to the list and to the detail below it.

struct AppFeature: Reducer {
  struct Path: Reducer {
    enum State: Equatable, Sendable, CaseModifiable {
      case detail(SyncUpDetail.State)
      case meeting(Meeting, syncUp: SyncUp)
      case record(RecordMeeting.State)
    }
    enum Action: Equatable, Sendable {
      case detail(SyncUpDetail.Action)
      case record(RecordMeeting.Action)
    }
    var body: some Reducer<State, Action> {
      Scope(state: State.detail, action: Action.detail) { SyncUpDetail() }
      Scope(state: State.record, action: Action.record) { RecordMeeting() }
    }
  }

  struct State: Equatable, Sendable {
    var path = StackState<Path.State>()
    var syncUpsList = SyncUpsList.State()
  }

  enum Action: Equatable, Sendable {
    case path(StackActionOf<Path>)
    case syncUpsList(SyncUpsList.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.syncUpsList, action: Action.syncUpsList) {
      SyncUpsList()
    }
    Reduce { state, action in
      switch action {
      case let .path(.element(_, .detail(.delegate(delegateAction)))):
        switch delegateAction {
        case let .startMeeting(syncUp):
          state.path.append(.record(RecordMeeting.State(syncUp: syncUp)))
          return .none
        }

      case let .path(.element(id, .detail(.destination(.presented(.alert(.confirmDeletion)))))):
        guard case let .detail(detail)? = state.path[id: id] else { return .none }
        state.syncUpsList.syncUps.remove(id: detail.syncUp.id)
        return .none

      case let .path(.element(id, .detail(.doneEditingButtonTapped))):
        guard case let .detail(detail)? = state.path[id: id] else { return .none }
        state.syncUpsList.syncUps[id: detail.syncUp.id] = detail.syncUp
        return .none

      case let .path(.popFrom(id)):
        // A recording leaving the stack hands its meetings to the detail under it (and the list).
        guard case let .record(record)? = state.path[id: id],
          let index = state.path.ids.firstIndex(of: id), index > 0
        else { return .none }
        let detailID = state.path.ids[index - 1]
        state.path[id: detailID]?.modify(Path.State.detail) { $0.syncUp = record.syncUp }
        if state.syncUpsList.syncUps[id: record.syncUp.id] != nil {
          state.syncUpsList.syncUps[id: record.syncUp.id] = record.syncUp
        }
        return .none

      case .path:
        return .none

      case .syncUpsList:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) { Path() }
  }
}
