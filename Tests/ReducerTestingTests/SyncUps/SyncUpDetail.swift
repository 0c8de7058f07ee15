import Dependencies
import Foundation
import Reducer

// TCA's SyncUps app, ported: a sync-up's detail, with an edit sheet and alerts, pushed on the app's stack. With
// plain state (no `@Shared`), the app applies what the detail changed (see `AppFeature`).

struct SyncUpDetail: Reducer {
  struct Destination: Reducer {
    enum State: Equatable, Sendable, CaseModifiable {
      case alert(AlertState<Alert>)
      case edit(SyncUpForm.State)
    }
    enum Action: Equatable, Sendable {
      case alert(Alert)
      case edit(SyncUpForm.Action)
    }
    enum Alert: Equatable, Sendable {
      case confirmDeletion
      case continueWithoutRecording
      case openSettings
    }
    var body: some Reducer<State, Action> {
      Scope(state: State.edit, action: Action.edit) { SyncUpForm() }
    }
  }

  struct State: Equatable, Sendable {
    @Presents var destination: Destination.State?
    var syncUp: SyncUp
  }

  enum Action: Equatable, Sendable {
    case cancelEditButtonTapped
    case delegate(Delegate)
    case deleteButtonTapped
    case deleteMeetings(atOffsets: IndexSet)
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
    case startMeetingButtonTapped

    enum Delegate: Equatable, Sendable {
      case startMeeting(SyncUp)
    }
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.openSettings) var openSettings
  @Dependency(\.speechClient.authorizationStatus) var authorizationStatus

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteSyncUp)
        return .none

      case let .deleteMeetings(atOffsets: indices):
        state.syncUp.meetings.remove(atOffsets: indices)
        return .none

      case let .destination(.presented(.alert(alertAction))):
        switch alertAction {
        case .confirmDeletion:
          return .run { _ in await dismiss() }
        case .continueWithoutRecording:
          return .send(.delegate(.startMeeting(state.syncUp)))
        case .openSettings:
          return .run { _ in await openSettings() }
        }

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard case let .edit(editState)? = state.destination else { return .none }
        state.syncUp = editState.syncUp
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none

      case .startMeetingButtonTapped:
        switch authorizationStatus() {
        case .notDetermined, .authorized:
          return .send(.delegate(.startMeeting(state.syncUp)))
        case .denied:
          state.destination = .alert(.speechRecognitionDenied)
          return .none
        case .restricted:
          state.destination = .alert(.speechRecognitionRestricted)
          return .none
        }
      }
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }
}

extension AlertState where Action == SyncUpDetail.Destination.Alert {
  static let deleteSyncUp = Self {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
    ButtonState(role: .cancel) { TextState("Nevermind") }
  } message: {
    TextState("Are you sure you want to delete this meeting?")
  }

  static let speechRecognitionDenied = Self {
    TextState("Speech recognition denied")
  } actions: {
    ButtonState(action: .continueWithoutRecording) { TextState("Continue without recording") }
    ButtonState(action: .openSettings) { TextState("Open settings") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("You previously denied speech recognition, so your meeting will not be recorded.")
  }

  static let speechRecognitionRestricted = Self {
    TextState("Speech recognition restricted")
  } actions: {
    ButtonState(action: .continueWithoutRecording) { TextState("Continue without recording") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState(
      "Your device does not support speech recognition, so your meeting will not be recorded.")
  }
}

/// Opens the system settings (TCA's `openSettings`).
struct OpenSettingsEffect: Sendable {
  var open: @Sendable () async -> Void
  func callAsFunction() async { await open() }
}

extension OpenSettingsEffect: DependencyKey {
  static let liveValue = OpenSettingsEffect {}
  static let testValue = OpenSettingsEffect { reportIssue("Unimplemented: openSettings") }
}

extension DependencyValues {
  var openSettings: OpenSettingsEffect {
    get { self[OpenSettingsEffect.self] }
    set { self[OpenSettingsEffect.self] = newValue }
  }
}
