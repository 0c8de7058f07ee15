import Dependencies
import FeatureFixtures
import Foundation
import Reducer
import ReducerTesting
import Testing

/// Keeps `Docs/Testing.md` true: every failure message it shows is produced, verbatim, by the flow named here.
///
/// The article marks each pasted message with `<!-- failure: NAME -->` just before its fenced block. This suite runs
/// the flow called NAME and checks that its report contains the block's text. If a message changes, the test fails
/// and prints the new text to paste.
@MainActor
@Suite struct TestingDocTests {
  /// The failing flows the article shows, by the name its markers use.
  nonisolated static let flows: [String: @MainActor () async -> Void] = [
    "wrong-mutation": {
      let store = makeCounterStore()
      await store.send(.incrementButtonTapped) { $0.count = 2 }
    },
    "nested-diff": {
      let store = TestStore(initialState: Profile.State()) { Profile() }
      await store.send(.volumeUpTapped) { $0.settings.volume = 10 }
    },
    "missing-mutation": {
      let store = makeCounterStore()
      await store.send(.incrementButtonTapped)
    },
    "no-change": {
      let store = makeCounterStore()
      await store.send(.refreshButtonTapped) { $0.count = 0 }
    },
    "unreceived-at-end": {
      let clock = TestClock()
      let store = makeCounterStore(clock: clock)
      await store.send(.factButtonTapped)
      await clock.advance(by: .seconds(1))
    },
    "send-while-unreceived": {
      let clock = TestClock()
      let store = makeCounterStore(clock: clock)
      await store.send(.factButtonTapped)
      await clock.advance(by: .seconds(1))
      await store.send(.incrementButtonTapped) { $0.count = 1 }
    },
    "wrong-received": {
      let clock = TestClock()
      let store = makeCounterStore(clock: clock)
      await store.send(.factButtonTapped)
      await clock.advance(by: .seconds(1))
      await store.receive(.factResponse("1 is a good number.")) { $0.fact = "1 is a good number." }
    },
    "receive-parked": {
      let store = makeCounterStore()
      await store.send(.timerStartTapped) { $0.isTimerRunning = true }
      await store.receive(.timerTicked, timeout: .seconds(3_600))
      await store.send(.timerStopTapped) { $0.isTimerRunning = false }
    },
    "finish-parked": {
      let store = makeCounterStore()
      await store.send(.timerStartTapped) { $0.isTimerRunning = true }
      await store.finish()
      await store.send(.timerStopTapped) { $0.isTimerRunning = false }
    },
    "receive-outside": {
      let gate = Gate()
      let store = TestStore(initialState: GateFeature.State()) { GateFeature(gate: gate) }
      await store.send(.askTapped)
      await store.receive(.answered("42"), timeout: .milliseconds(10))
      gate.open()
      await store.receive(.answered("42")) { $0.answer = "42" }
    },
    "in-flight-at-end": {
      let store = makeCounterStore()
      await store.send(.timerStartTapped) { $0.isTimerRunning = true }
    },
    "unimplemented-dependency": {
      let store = TestStore(initialState: Search.State()) {
        Search()
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
      }
      await store.send(.queryChanged("S")) { $0.query = "S" }
      await store.receive(Search.Action.searchResponse)
    },
    "no-test-value": {
      @Dependency(\.quoteService) var quoteService
      _ = quoteService
    },
    "skipped-notes": {
      let clock = TestClock()
      let store = makeCounterStore(clock: clock)
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.timerStartTapped)
      await clock.advance(by: .seconds(2))
      await store.send(.timerStopTapped) { $0.count = 2 }
    },
  ]

  /// The issues `flow` reports.
  static func messages(of flow: @MainActor () async -> Void) async -> [ReportedIssue] {
    let counter = CountingIssueReporter()
    await withIssueReporters([counter]) { await flow() }
    return counter.issues
  }

  @Test func walkthroughPasses() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
      $0.numberFact.fetch = { "\($0) is a good number." }
    }
    await store.send(.timerStartTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .seconds(2))
    await store.receive(.timerTicked) { $0.count = 1 }
    await store.receive(.timerTicked) { $0.count = 2 }
    await store.send(.timerStopTapped) { $0.isTimerRunning = false }

    await store.send(.factButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.factResponse("2 is a good number.")) { $0.fact = "2 is a good number." }
  }

  @Test func nonExhaustiveExamplePasses() async {
    let clock = TestClock()
    let store = makeCounterStore(clock: clock)
    store.exhaustivity = .off
    await store.send(.incrementButtonTapped)
    await store.send(.timerStartTapped)
    await clock.advance(by: .seconds(2))
    await store.receive(.timerTicked) { $0.count = 2 }
  }

  @Test func receiveWhereExampleCompilesAndPasses() async {
    struct Offline: Error {}
    let store = TestStore(initialState: Loader.State()) {
      Loader()
    } withDependencies: {
      $0.itemsClient.load = { throw Offline() }
    }
    await store.send(.loadTapped)
    await store.receive(
      where: { if case .loaded(.failure) = $0 { true } else { false } },
      assert: { $0.errorMessage = "Offline()" }
    )
  }

  @Test func everyFlowHasASnippetAndEverySnippetAFlow() throws {
    let snippets = try ArticleSnippets.load("failure")
    #expect(Set(snippets.keys) == Set(Self.flows.keys))
  }

  @Test(arguments: flows.keys.sorted())
  func articleShowsTheRealMessage(_ name: String) async throws {
    let snippet = try #require(
      try ArticleSnippets.load("failure")[name], "Docs/Testing.md has no '\(name)' snippet")
    let flow = try #require(Self.flows[name])
    let issues = await Self.messages(of: flow)
    #expect(!issues.isEmpty, "the '\(name)' flow reported nothing")
    let text = issues.map(\.message).joined(separator: "\n\n")
    #expect(
      text.contains(snippet),
      """
      Docs/Testing.md is out of date: the '\(name)' snippet no longer matches. Paste this instead:
      \(text)
      """)
  }
}

/// A service declared like the sample features' services: live and preview values, no test value.
private enum QuoteServiceKey: DependencyKey {
  static let liveValue = "a live quote"
  static let previewValue = "a preview quote"
}

extension DependencyValues {
  /// The quote service of the `no-test-value` flow.
  fileprivate var quoteService: String {
    get { self[QuoteServiceKey.self] }
    set { self[QuoteServiceKey.self] = newValue }
  }
}
