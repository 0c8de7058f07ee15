import Dependencies
import Foundation
import Reducer
import ReducerTesting
import Testing

// TCA's SyncUpsTests/SyncUpsListTests, ported with the same assertions (the list is plain state, not `@Shared`).
@MainActor
@Suite struct SyncUpsListTests {
  @Test func add() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    var syncUp = SyncUp(
      id: uuid(0),
      attendees: [
        Attendee(id: uuid(1))
      ]
    )
    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(SyncUpForm.State(syncUp: syncUp))
    }

    syncUp.title = "Engineering"
    await store.send(.destination(.presented(.add(.syncUpChanged(syncUp))))) {
      $0.destination?.modify(SyncUpsList.Destination.State.add) { $0.syncUp.title = "Engineering" }
    }

    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      $0.syncUps = [syncUp]
    }
  }

  @Test func addValidatedAttendees() async {
    let store = TestStore(
      initialState: SyncUpsList.State(
        destination: .add(
          SyncUpForm.State(
            syncUp: SyncUp(
              id: fixedID(0xDE),
              attendees: [
                Attendee(id: uuid(0), name: ""),
                Attendee(id: uuid(1), name: "    "),
              ],
              title: "Design"
            )
          )
        )
      )
    ) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      $0.syncUps = [
        SyncUp(
          id: fixedID(0xDE),
          attendees: [
            Attendee(id: uuid(0))
          ],
          title: "Design"
        )
      ]
    }
  }
}
