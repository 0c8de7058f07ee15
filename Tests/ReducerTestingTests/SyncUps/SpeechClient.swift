import Dependencies

// TCA's SyncUps app, ported: the speech recognizer dependency (Speech framework types replaced by plain values).

struct SpeechRecognitionResult: Equatable, Sendable {
  var bestTranscription: Transcription
  var isFinal: Bool
}

struct Transcription: Equatable, Sendable {
  var formattedString: String
}

enum SpeechAuthorizationStatus: Equatable, Sendable {
  case notDetermined, denied, restricted, authorized
}

struct SpeechClient: Sendable {
  var authorizationStatus: @Sendable () -> SpeechAuthorizationStatus
  var requestAuthorization: @Sendable () async -> SpeechAuthorizationStatus
  var startTask: @Sendable () async -> AsyncThrowingStream<SpeechRecognitionResult, any Error>
}

extension SpeechClient: DependencyKey {
  static let liveValue = SpeechClient(
    authorizationStatus: { .denied },
    requestAuthorization: { .denied },
    startTask: { AsyncThrowingStream { $0.finish() } })
  static let testValue = SpeechClient(
    authorizationStatus: {
      reportIssue("Unimplemented: SpeechClient.authorizationStatus")
      return .denied
    },
    requestAuthorization: {
      reportIssue("Unimplemented: SpeechClient.requestAuthorization")
      return .denied
    },
    startTask: {
      reportIssue("Unimplemented: SpeechClient.startTask")
      return AsyncThrowingStream { $0.finish() }
    })
}

extension DependencyValues {
  var speechClient: SpeechClient {
    get { self[SpeechClient.self] }
    set { self[SpeechClient.self] = newValue }
  }
}
