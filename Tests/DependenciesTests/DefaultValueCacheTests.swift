import Dependencies
import Reducer
import Testing

/// Something with an identity, made by a key's default, as TCA's VoiceMemos makes its audio recorder.
private final class Recorder: Sendable {
  private let state = Lock((starts: 0, isRecording: false))

  func start() { state.withLock { $0 = ($0.starts + 1, true) } }
  func stop() { state.withLock { $0.isRecording = false } }
  var isRecording: Bool { state.withLock { $0.isRecording } }
  var starts: Int { state.withLock { $0.starts } }
}

/// A client whose every default makes a new recorder when it is evaluated.
private struct RecorderClient: Sendable {
  let recorder: Recorder
  var start: @Sendable () -> Void { { recorder.start() } }
  var stop: @Sendable () -> Void { { recorder.stop() } }
}

extension RecorderClient: DependencyKey {
  static var liveValue: Self { Self(recorder: Recorder()) }
  static var testValue: Self { Self(recorder: Recorder()) }
  static var previewValue: Self { Self(recorder: Recorder()) }
}

extension DependencyValues {
  fileprivate var recorder: RecorderClient {
    get { self[RecorderClient.self] }
    set { self[RecorderClient.self] = newValue }
  }
}

/// Starts recording.
private struct RecordingFeature: Reducer {
  @Dependency(\.recorder) var recorder

  func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
    recorder.start()
    return .none
  }
}

/// Stops recording: another feature, with its own `@Dependency`.
private struct StoppingFeature: Reducer {
  @Dependency(\.recorder) var recorder

  func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
    recorder.stop()
    return .none
  }
}

/// Regression tests: a key nobody overrode evaluated its default for every reader, so two features that read it
/// talked to two different recorders.
@MainActor
@Suite struct DefaultValueCacheTests {
  @Test(arguments: DependencyContext.allCases)
  func twoFeaturesReadingAKeyNobodyOverrodeTalkToTheSameRecorder(
    context: DependencyContext
  ) {
    withDependencies {
      $0.context = context
    } operation: {
      let recording = Store(initialState: 0) { RecordingFeature() }
      let stopping = Store(initialState: 0) { StoppingFeature() }
      recording.send(true)
      @Dependency(\.recorder) var recorder
      #expect(
        recorder.recorder.isRecording, "\(context): the reader outside the stores sees another one")
      stopping.send(true)
      #expect(
        !recorder.recorder.isRecording, "\(context): stopped on another recorder than started")
      #expect(recorder.recorder.starts == 1)
    }
  }

  @Test func aDirectReadOfAKeyNobodyOverrodeGetsTheSameValueEachTime() {
    let first = DependencyValues.current.recorder.recorder
    let second = DependencyValues().recorder.recorder
    #expect(first === second)
  }

  @Test func eachContextHasItsOwnDefault() {
    let values = DependencyContext.allCases.map { context in
      withDependencies {
        $0.context = context
      } operation: {
        ObjectIdentifier(DependencyValues.current.recorder.recorder)
      }
    }
    #expect(Set(values).count == DependencyContext.allCases.count)
  }

  @Test func concurrentFirstReadersAllGetTheSameDefault() async {
    let ids = await withDependencies {
      $0.context = .live
    } operation: {
      await withTaskGroup(of: ObjectIdentifier.self) { group in
        for _ in 0..<64 {
          group.addTask { ObjectIdentifier(DependencyValues.current.recorder.recorder) }
        }
        var ids = Set<ObjectIdentifier>()
        for await id in group { ids.insert(id) }
        return ids
      }
    }
    #expect(ids.count == 1)
  }

  /// Each case is a test of its own: a default one case started on would show two starts in the other.
  @Test(arguments: [1, 2])
  func aDefaultIsNotSharedWithAnotherTest(case: Int) {
    @Dependency(\.recorder) var recorder
    recorder.start()
    #expect(recorder.recorder.starts == 1)
  }

  @Test func anOverrideStillWinsOverTheCachedDefault() {
    let cached = DependencyValues.current.recorder.recorder
    let own = Recorder()
    withDependencies {
      $0.recorder = RecorderClient(recorder: own)
    } operation: {
      #expect(DependencyValues.current.recorder.recorder === own)
    }
    #expect(DependencyValues.current.recorder.recorder === cached)
  }
}
