import Dependencies
import Foundation
import Reducer

// TCA's SyncUps app, ported: recording a meeting, with a timer, speech recognition and alerts; dismisses itself.

struct RecordMeeting: Reducer {
  struct State: Equatable, Sendable {
    @Presents var alert: AlertState<Action.Alert>?
    var secondsElapsed = 0
    var speakerIndex = 0
    var syncUp: SyncUp
    var transcript = ""

    var durationRemaining: Duration {
      syncUp.duration - .seconds(secondsElapsed)
    }
  }

  enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case endMeetingButtonTapped
    case nextButtonTapped
    case onTask
    case timerTick
    case speechFailure
    case speechResult(SpeechRecognitionResult)

    enum Alert: Equatable, Sendable {
      case confirmDiscard
      case confirmSave
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.speechClient) var speechClient

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDiscard)):
        return .run { _ in await dismiss() }

      case .alert(.presented(.confirmSave)):
        state.syncUp.insert(transcript: state.transcript)
        return .run { _ in await dismiss() }

      case .alert:
        return .none

      case .endMeetingButtonTapped:
        state.alert = .endMeeting(isDiscardable: true)
        return .none

      case .nextButtonTapped:
        guard state.speakerIndex < state.syncUp.attendees.count - 1 else {
          state.alert = .endMeeting(isDiscardable: false)
          return .none
        }
        state.speakerIndex += 1
        state.secondsElapsed =
          state.speakerIndex * Int(state.syncUp.durationPerAttendee.components.seconds)
        return .none

      case .onTask:
        return .run { send in
          let authorization =
            speechClient.authorizationStatus() == .notDetermined
            ? await speechClient.requestAuthorization()
            : speechClient.authorizationStatus()

          await withTaskGroup(of: Void.self) { group in
            if authorization == .authorized {
              group.addTask { await startSpeechRecognition(send: send) }
            }
            group.addTask { await startTimer(send: send) }
          }
        }

      case .timerTick:
        guard state.alert == nil else { return .none }
        state.secondsElapsed += 1
        let secondsPerAttendee = Int(state.syncUp.durationPerAttendee.components.seconds)
        if state.secondsElapsed.isMultiple(of: secondsPerAttendee) {
          if Int64(state.secondsElapsed) == state.syncUp.duration.components.seconds {
            state.syncUp.insert(transcript: state.transcript)
            return .run { _ in await dismiss() }
          }
          state.speakerIndex += 1
        }
        return .none

      case .speechFailure:
        if !state.transcript.isEmpty {
          state.transcript += " ❌"
        }
        state.alert = .speechRecognizerFailed
        return .none

      case let .speechResult(result):
        state.transcript = result.bestTranscription.formattedString
        return .none
      }
    }
    .ifLet(\.$alert, action: Action.alert)
  }

  private func startSpeechRecognition(send: Send<Action>) async {
    do {
      let speechTask = await speechClient.startTask()
      for try await result in speechTask {
        await send(.speechResult(result))
      }
    } catch {
      await send(.speechFailure)
    }
  }

  private func startTimer(send: Send<Action>) async {
    while true {
      do {
        try await clock.sleep(for: .seconds(1))
      } catch {
        return
      }
      await send(.timerTick)
    }
  }
}

extension SyncUp {
  fileprivate mutating func insert(transcript: String) {
    @Dependency(\.date.now) var now
    @Dependency(\.uuid) var uuid
    meetings.insert(Meeting(id: uuid(), date: now, transcript: transcript), at: 0)
  }
}

extension AlertState where Action == RecordMeeting.Action.Alert {
  static func endMeeting(isDiscardable: Bool) -> Self {
    Self {
      TextState("End meeting?")
    } actions: {
      ButtonState(action: .confirmSave) { TextState("Save and end") }
      if isDiscardable {
        ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard") }
      }
      ButtonState(role: .cancel) { TextState("Resume") }
    } message: {
      TextState("You are ending the meeting early. What would you like to do?")
    }
  }

  static let speechRecognizerFailed = Self {
    TextState("Speech recognition failure")
  } actions: {
    ButtonState(role: .cancel) { TextState("Continue meeting") }
    ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard meeting") }
  } message: {
    TextState("The speech recognizer has failed, so your meeting will no longer be recorded.")
  }
}
