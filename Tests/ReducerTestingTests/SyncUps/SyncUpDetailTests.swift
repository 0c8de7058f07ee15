import Dependencies
import Foundation
import Reducer
import ReducerTesting
import Testing

// TCA's SyncUpsTests/SyncUpDetailTests, ported with the same assertions.
@MainActor
@Suite struct SyncUpDetailTests {
  @Test func speechRestricted() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: .mock)) {
      SyncUpDetail()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .restricted }
    }

    await store.send(.startMeetingButtonTapped) {
      $0.destination = .alert(.speechRecognitionRestricted)
    }
  }

  @Test func speechDenied() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: .mock)) {
      SyncUpDetail()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .denied }
    }

    await store.send(.startMeetingButtonTapped) {
      $0.destination = .alert(.speechRecognitionDenied)
    }
  }

  @Test func openSettings() async {
    let settingsOpened = Flag()
    let store = TestStore(
      initialState: SyncUpDetail.State(destination: .alert(.speechRecognitionDenied), syncUp: .mock)
    ) {
      SyncUpDetail()
    } withDependencies: {
      $0.openSettings = OpenSettingsEffect { settingsOpened.set() }
      $0.speechClient.authorizationStatus = { .denied }
    }

    await store.send(.destination(.presented(.alert(.openSettings)))) {
      $0.destination = nil
    }
    #expect(settingsOpened.value)
  }

  @Test func continueWithoutRecording() async {
    let store = TestStore(
      initialState: SyncUpDetail.State(destination: .alert(.speechRecognitionDenied), syncUp: .mock)
    ) {
      SyncUpDetail()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .denied }
    }

    await store.send(.destination(.presented(.alert(.continueWithoutRecording)))) {
      $0.destination = nil
    }

    await store.receive(
      AnyCasePath(SyncUpDetail.Action.delegate).appending(SyncUpDetail.Action.Delegate.startMeeting)
    )
  }

  @Test func speechAuthorized() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: .mock)) {
      SyncUpDetail()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .authorized }
    }

    await store.send(.startMeetingButtonTapped)

    await store.receive(.delegate(.startMeeting(.mock)))
  }

  @Test func edit() async {
    var syncUp = SyncUp.mock
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: syncUp)) {
      SyncUpDetail()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: syncUp))
    }

    syncUp.title = "Blob's Meeting"
    await store.send(.destination(.presented(.edit(.syncUpChanged(syncUp))))) {
      $0.destination?.modify(SyncUpDetail.Destination.State.edit) {
        $0.syncUp.title = "Blob's Meeting"
      }
    }

    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
      $0.syncUp.title = "Blob's Meeting"
    }
  }

  @Test func delete() async {
    let didDismiss = Flag()
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: .mock)) {
      SyncUpDetail()
    } withDependencies: {
      $0.dismiss = DismissEffect { didDismiss.set() }
    }

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteSyncUp)
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.destination = nil
    }
    #expect(didDismiss.value)
  }
}
