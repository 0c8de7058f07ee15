import Dependencies
import Foundation
import Reducer
import ReducerTesting
import Testing

// TCA's SyncUpsTests/AppFeatureTests, ported with the same assertions. Where TCA's list shares the sync-up with the
// detail (`@Shared`), the ported root copies the change into the list, and the assertions say so.
@MainActor
@Suite struct AppFeatureTests {
  @Test func detailEdit() async {
    var syncUp = SyncUp.mock
    let store = TestStore(
      initialState: AppFeature.State(syncUpsList: SyncUpsList.State(syncUps: [syncUp]))
    ) {
      AppFeature()
    }

    await store.send(.path(.push(id: 0, state: .detail(SyncUpDetail.State(syncUp: syncUp))))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: syncUp))
    }

    await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped)))) {
      $0.path[id: 0]?.modify(AppFeature.Path.State.detail) {
        $0.destination = .edit(SyncUpForm.State(syncUp: syncUp))
      }
    }

    syncUp.title = "Blob"
    await store.send(
      .path(
        .element(id: 0, action: .detail(.destination(.presented(.edit(.syncUpChanged(syncUp)))))))
    ) {
      $0.path[id: 0]?.modify(AppFeature.Path.State.detail) {
        $0.destination?.modify(SyncUpDetail.Destination.State.edit) { $0.syncUp.title = "Blob" }
      }
    }

    await store.send(.path(.element(id: 0, action: .detail(.doneEditingButtonTapped)))) {
      $0.path[id: 0]?.modify(AppFeature.Path.State.detail) {
        $0.destination = nil
        $0.syncUp.title = "Blob"
      }
      $0.syncUpsList.syncUps[id: syncUp.id]?.title = "Blob"
    }
    .finish()
  }

  @Test func delete() async {
    let syncUp = SyncUp.mock
    let store = TestStore(
      initialState: AppFeature.State(syncUpsList: SyncUpsList.State(syncUps: [syncUp]))
    ) {
      AppFeature()
    }

    await store.send(.path(.push(id: 0, state: .detail(SyncUpDetail.State(syncUp: syncUp))))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: syncUp))
    }

    await store.send(.path(.element(id: 0, action: .detail(.deleteButtonTapped)))) {
      $0.path[id: 0]?.modify(AppFeature.Path.State.detail) {
        $0.destination = .alert(.deleteSyncUp)
      }
    }

    await store.send(
      .path(.element(id: 0, action: .detail(.destination(.presented(.alert(.confirmDeletion))))))
    ) {
      $0.path[id: 0]?.modify(AppFeature.Path.State.detail) { $0.destination = nil }
      $0.syncUpsList.syncUps = []
    }

    await store.receive(AnyCasePath(AppFeature.Action.path).appending(StackAction.popFrom)) {
      $0.path = StackState()
    }
  }

  @Test func recording() async {
    let speechResult = SpeechRecognitionResult(
      bestTranscription: Transcription(formattedString: "I completed the project"),
      isFinal: true
    )
    let syncUp = SyncUp(
      id: fixedID(1),
      attendees: [
        Attendee(id: fixedID(2)),
        Attendee(id: fixedID(3)),
        Attendee(id: fixedID(4)),
      ],
      duration: .seconds(6)
    )

    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([
          .detail(SyncUpDetail.State(syncUp: syncUp)),
          .record(RecordMeeting.State(syncUp: syncUp)),
        ])
      )
    ) {
      AppFeature()
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 1_234_567_890))
      $0.continuousClock = ImmediateClock()
      $0.speechClient.authorizationStatus = { .authorized }
      $0.speechClient.startTask = { @Sendable in
        AsyncThrowingStream { continuation in
          continuation.yield(speechResult)
          continuation.finish()
        }
      }
      $0.uuid = .incrementing
    }
    store.exhaustivity = .off

    await store.send(.path(.element(id: 1, action: .record(.onTask))))
    await store.receive(AnyCasePath(AppFeature.Action.path).appending(StackAction.popFrom)) {
      #expect($0.path.count == 1)
    }
    #expect(
      store.state.path[id: 0]
        == .detail(
          SyncUpDetail.State(
            syncUp: {
              var syncUp = syncUp
              syncUp.meetings = [
                Meeting(
                  id: uuid(0),
                  date: Date(timeIntervalSince1970: 1_234_567_890),
                  transcript: "I completed the project"
                )
              ]
              return syncUp
            }())))
  }
}
