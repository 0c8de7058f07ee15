import Dependencies
import Foundation
import Reducer
import ReducerTesting
import Testing

// TCA's SyncUpsTests/RecordMeetingTests, ported with the same assertions. TCA waits on an XCTest expectation that
// `dismiss` ran; here a flag is checked once the effects settled.
@MainActor
@Suite struct RecordMeetingTests {
  static let threeAttendees = SyncUp(
    id: fixedID(1),
    attendees: [
      Attendee(id: fixedID(2)),
      Attendee(id: fixedID(3)),
      Attendee(id: fixedID(4)),
    ],
    duration: .seconds(6)
  )
  static let now = Date(timeIntervalSince1970: 1_234_567_890)

  func makeStore(
    _ syncUp: SyncUp, clock: TestClock, dismissed: Flag,
    authorization: SpeechAuthorizationStatus,
    speech: (@Sendable () async -> AsyncThrowingStream<SpeechRecognitionResult, any Error>)? = nil
  ) -> TestStore<RecordMeeting.State, RecordMeeting.Action> {
    TestStore(initialState: RecordMeeting.State(syncUp: syncUp)) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = .constant(Self.now)
      $0.dismiss = DismissEffect { dismissed.set() }
      $0.speechClient.authorizationStatus = { authorization }
      if let speech { $0.speechClient.startTask = speech }
      $0.uuid = .incrementing
    }
  }

  @Test func timer() async {
    let clock = TestClock()
    let dismissed = Flag()
    let store = makeStore(
      Self.threeAttendees, clock: clock, dismissed: dismissed, authorization: .denied)

    let onTask = await store.send(.onTask)

    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.speakerIndex = 0
      $0.secondsElapsed = 1
      #expect($0.durationRemaining == .seconds(5))
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 2
      #expect($0.durationRemaining == .seconds(4))
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 3
      #expect($0.durationRemaining == .seconds(3))
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.speakerIndex = 2
      $0.secondsElapsed = 4
      #expect($0.durationRemaining == .seconds(2))
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.speakerIndex = 2
      $0.secondsElapsed = 5
      #expect($0.durationRemaining == .seconds(1))
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.speakerIndex = 2
      $0.secondsElapsed = 6
      $0.syncUp.meetings.insert(
        Meeting(id: uuid(0), date: Self.now, transcript: ""),
        at: 0
      )
      #expect($0.durationRemaining == .seconds(0))
    }

    #expect(dismissed.value)
    await onTask.cancel()
  }

  @Test func recordTranscript() async {
    let clock = TestClock()
    let dismissed = Flag()
    let store = makeStore(
      Self.threeAttendees, clock: clock, dismissed: dismissed, authorization: .authorized
    ) {
      AsyncThrowingStream { continuation in
        continuation.yield(
          SpeechRecognitionResult(
            bestTranscription: Transcription(formattedString: "I completed the project"),
            isFinal: true))
        continuation.finish()
      }
    }

    let onTask = await store.send(.onTask)

    await store.receive(AnyCasePath(RecordMeeting.Action.speechResult)) {
      $0.transcript = "I completed the project"
    }

    await store.withExhaustivity(.off(showSkippedAssertions: true)) {
      await clock.advance(by: .seconds(6))
      for _ in 1...6 { await store.receive(.timerTick) }
    }

    #expect(store.state.syncUp.meetings[0].transcript == "I completed the project")
    #expect(dismissed.value)
    await onTask.cancel()
  }

  @Test func endMeetingSave() async {
    let clock = TestClock()
    let dismissed = Flag()
    let store = makeStore(.mock, clock: clock, dismissed: dismissed, authorization: .denied)

    let onTask = await store.send(.onTask)

    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }

    await clock.advance(by: .seconds(3))
    await store.receive(.timerTick)
    await store.receive(.timerTick)
    await store.receive(.timerTick)

    await store.send(.alert(.presented(.confirmSave))) {
      $0.alert = nil
      $0.syncUp.meetings.insert(
        Meeting(id: uuid(0), date: Self.now, transcript: ""),
        at: 0
      )
    }

    #expect(dismissed.value)
    await onTask.cancel()
  }

  @Test func endMeetingDiscard() async {
    let clock = TestClock()
    let dismissed = Flag()
    let store = makeStore(.mock, clock: clock, dismissed: dismissed, authorization: .denied)

    let task = await store.send(.onTask)

    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }

    await store.send(.alert(.presented(.confirmDiscard))) {
      $0.alert = nil
    }

    #expect(dismissed.value)
    await task.cancel()
  }

  @Test func nextSpeaker() async {
    let clock = TestClock()
    let dismissed = Flag()
    let store = makeStore(
      Self.threeAttendees, clock: clock, dismissed: dismissed, authorization: .denied)

    let onTask = await store.send(.onTask)

    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 2
    }

    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 2
      $0.secondsElapsed = 4
    }

    await store.send(.nextButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: false)
    }

    await store.send(.alert(.presented(.confirmSave))) {
      $0.alert = nil
      $0.syncUp.meetings.insert(
        Meeting(id: uuid(0), date: Self.now, transcript: ""),
        at: 0
      )
    }

    #expect(dismissed.value)
    await onTask.cancel()
  }

  @Test func speechRecognitionFailureContinue() async {
    let clock = TestClock()
    let dismissed = Flag()
    let store = makeStore(
      Self.threeAttendees, clock: clock, dismissed: dismissed, authorization: .authorized
    ) {
      AsyncThrowingStream {
        $0.yield(
          SpeechRecognitionResult(
            bestTranscription: Transcription(formattedString: "I completed the project"),
            isFinal: true))
        struct SpeechRecognitionFailure: Error {}
        $0.finish(throwing: SpeechRecognitionFailure())
      }
    }

    let onTask = await store.send(.onTask)

    await store.receive(AnyCasePath(RecordMeeting.Action.speechResult)) {
      $0.transcript = "I completed the project"
    }

    await store.receive(.speechFailure) {
      $0.alert = .speechRecognizerFailed
      $0.transcript = "I completed the project ❌"
    }

    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }

    await clock.advance(by: .seconds(6))

    store.exhaustivity = .off(showSkippedAssertions: true)
    for _ in 1...6 { await store.receive(.timerTick) }
    store.exhaustivity = .on

    #expect(dismissed.value)
    await onTask.cancel()
  }

  @Test func speechRecognitionFailureDiscard() async {
    let clock = TestClock()
    let dismissed = Flag()
    let store = makeStore(.mock, clock: clock, dismissed: dismissed, authorization: .authorized) {
      AsyncThrowingStream {
        struct SpeechRecognitionFailure: Error {}
        $0.finish(throwing: SpeechRecognitionFailure())
      }
    }

    let onTask = await store.send(.onTask)

    await store.receive(.speechFailure) {
      $0.alert = .speechRecognizerFailed
    }

    await store.send(.alert(.presented(.confirmDiscard))) {
      $0.alert = nil
    }

    #expect(dismissed.value)
    await onTask.cancel()
  }
}
