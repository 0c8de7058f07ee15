import Dependencies
import Foundation
import Reducer
import ReducerTesting
import Testing

// TCA's SyncUpsTests/SyncUpFormTests, ported with the same assertions.
@MainActor
@Suite struct SyncUpFormTests {
  @Test func addAttendee() async {
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(id: fixedID(1), attendees: [], title: "Engineering"))
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    #expect(store.state.syncUp.attendees == [Attendee(id: uuid(0))])

    await store.send(.addAttendeeButtonTapped) {
      $0.focus = .attendee(uuid(1))
      $0.syncUp.attendees = [
        Attendee(id: uuid(0)),
        Attendee(id: uuid(1)),
      ]
    }
  }

  @Test func focusAfterRemovingAttendee() async {
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(
          id: fixedID(1),
          attendees: [
            Attendee(id: fixedID(2)),
            Attendee(id: fixedID(3)),
            Attendee(id: fixedID(4)),
            Attendee(id: fixedID(5)),
          ],
          title: "Engineering"
        ))
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.deleteAttendees(atOffsets: [0])) {
      $0.focus = .attendee($0.syncUp.attendees[1].id)
      $0.syncUp.attendees = [
        $0.syncUp.attendees[1],
        $0.syncUp.attendees[2],
        $0.syncUp.attendees[3],
      ]
    }

    await store.send(.deleteAttendees(atOffsets: [1])) {
      $0.focus = .attendee($0.syncUp.attendees[2].id)
      $0.syncUp.attendees = [
        $0.syncUp.attendees[0],
        $0.syncUp.attendees[2],
      ]
    }

    await store.send(.deleteAttendees(atOffsets: [1])) {
      $0.focus = .attendee($0.syncUp.attendees[0].id)
      $0.syncUp.attendees = [
        $0.syncUp.attendees[0]
      ]
    }

    await store.send(.deleteAttendees(atOffsets: [0])) {
      $0.focus = .attendee(uuid(0))
      $0.syncUp.attendees = [
        Attendee(id: uuid(0))
      ]
    }
  }
}
