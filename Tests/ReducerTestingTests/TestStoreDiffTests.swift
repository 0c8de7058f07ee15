import Dependencies
import Reducer
import ReducerTesting
import Testing

/// The exact text around a state or action diff; the diff itself comes from `diffValues`.
@MainActor
@Suite struct TestStoreDiffTests {
  @Test func nestedStateMismatchFramesTheValueDiff() async throws {
    let store = TestStore(initialState: Profile.State()) { Profile() }
    let log = IssueLog()
    await withKnownIssue {
      await store.send(.volumeUpTapped) { $0.settings.volume = 10 }
    } matching: {
      log.match($0, "A state change does not match expectation")
    }
    var expected = Profile.State()
    expected.settings.volume = 10
    var actual = Profile.State()
    actual.settings.volume = 11
    let diff = try #require(diffValues(expected, actual))
    let golden = """
      A state change does not match expectation: …

      \(indentedByTwo(diff))

      (Expected: −, Actual: +)
      """
    #expect(log.all.map { $0.comments.map(\.rawValue) } == [[golden]])
    #expect(diffSign(ofLineContaining: "volume: 10", in: golden) == "-")
    #expect(diffSign(ofLineContaining: "volume: 11", in: golden) == "+")
  }

  @Test func receivedActionMismatchFramesTheValueDiff() async throws {
    let clock = TestClock()
    let store = makeCounterStore(clock: clock)
    await store.send(.factButtonTapped)
    await clock.advance(by: .seconds(1))
    let log = IssueLog()
    await withKnownIssue {
      await store.receive(.factResponse("1 is a good number.")) { $0.fact = "0 is a good number." }
    } matching: {
      log.match($0, "Received unexpected action")
    }
    let diff = try #require(
      diffValues(
        Counter.Action.factResponse("1 is a good number."),
        Counter.Action.factResponse("0 is a good number.")))
    let golden = """
      Received unexpected action: …

      \(indentedByTwo(diff))

      (Expected: −, Received: +)
      """
    #expect(log.all.map { $0.comments.map(\.rawValue) } == [[golden]])
  }

  @Test func nonExhaustiveMismatchDiffsOnlyAgainstTheAssertedFields() async throws {
    let store = makeCounterStore()
    store.exhaustivity = .off
    let log = IssueLog()
    await withKnownIssue {
      await store.send(.timerStartTapped) { $0.count = 5 }
    } matching: {
      log.match($0, "A state change does not match expectation")
    }
    let actual = Counter.State(isTimerRunning: true)
    let expected = Counter.State(count: 5, isTimerRunning: true)
    let diff = try #require(diffValues(expected, actual))
    #expect(
      log.all.map { $0.comments.map(\.rawValue) }.first?.first?.contains(indentedByTwo(diff))
        == true)
    await store.send(.timerStopTapped)
  }
}

/// Every line of `text` indented by two spaces, as TestStore indents diffs inside its messages.
func indentedByTwo(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
    .joined(separator: "\n")
}
