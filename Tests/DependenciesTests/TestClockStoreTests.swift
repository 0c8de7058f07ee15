import Dependencies
import Reducer
import ReducerTesting
import Testing

/// `TestClock` driving a `TestStore`'s effects: there, `advance` and `receive` are exact.
@MainActor
@Suite struct TestClockStoreTests {
  /// Regression: the store took an effect as settled while it was between delivering its last action
  /// and running again, so a test that received that action could end with the effect "still running".
  /// Here both the reducer and the effect's tail take a moment, which makes that window easy to hit.
  @Test func effectWorkingAfterItsLastSendHasFinishedOnceTheActionIsReceived() async {
    let reporter = CountingIssueReporter()
    for _ in 0..<20 {
      await withIssueReporters([reporter]) {
        let clock = TestClock()
        let store = TestStore(initialState: Ticker.State()) {
          Ticker()
        } withDependencies: {
          $0.continuousClock = clock
        }
        await store.send(.start)
        await clock.advance(by: .seconds(1))
        await store.receive(.tick) {
          $0.ticks = 1
          $0.checksum = Ticker.work()
        }
      }
      if !reporter.issues.isEmpty { break }
    }
    #expect(reporter.messages == [])
  }

  @Test func debouncedEffectHasFinishedOnceItsActionIsReceived() async {
    let reporter = CountingIssueReporter()
    for _ in 0..<100 {
      await withIssueReporters([reporter]) {
        let clock = TestClock()
        let store = TestStore(initialState: TypeaheadFeature.State()) {
          TypeaheadFeature()
        } withDependencies: {
          $0.continuousClock = clock
        }
        await store.send(.queryChanged("a")) { $0.query = "a" }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.searchTriggered("a")) { $0.searched = ["a"] }
      }
      if !reporter.issues.isEmpty { break }
    }
    #expect(reporter.messages == [])
  }

  @Test func advanceBeforeTheDebounceDelayDeliversNothing() async {
    let clock = TestClock()
    let store = TestStore(initialState: TypeaheadFeature.State()) {
      TypeaheadFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await clock.advance(by: .milliseconds(299))
    #expect(clock.sleeperCount == 1)
    await store.send(.queryChanged("ab")) { $0.query = "ab" }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchTriggered("ab")) { $0.searched = ["ab"] }
    #expect(clock.sleeperCount == 0)
  }

  @Test func runDrivesEveryPendingEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: TypeaheadFeature.State()) {
      TypeaheadFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("q")) { $0.query = "q" }
    await clock.run()
    await store.receive(.searchTriggered("q")) { $0.searched = ["q"] }
    #expect(clock.now.offset == .milliseconds(300))
  }
}

/// Sleeps a second, sends `.tick`, then does some bookkeeping before its effect ends; reducing
/// `.tick` takes a moment too.
private struct Ticker: Reducer {
  struct State: Equatable, Sendable {
    var ticks = 0
    var checksum = 0
  }
  enum Action: Equatable, Sendable {
    case start
    case tick
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
        checksums.append(Self.work())
      }
    case .tick:
      state.ticks += 1
      state.checksum = Self.work()
      return .none
    }
  }

  /// A fixed amount of arithmetic: a moment (milliseconds in a debug build), enough to widen the window.
  static func work() -> Int { (0..<50_000).reduce(0, &+) }
}

/// Where ``Ticker``'s effect keeps its bookkeeping, so the work is not optimized away.
private let checksums = Log<Int>()
