import Dependencies
import Features
import Foundation
import Reducer
import ReducerTesting
import Testing

/// The departures board, driven only through its scenarios: every store comes from
/// `DeparturesFeature.scenario(_:)`, every clock is a `TestClock`, time starts at 09:00.
@MainActor
@Suite struct DeparturesFeatureTests {
  private static let nine = ScenarioDefaults.date

  /// 09:00 plus `seconds`.
  private static func nine(plus seconds: TimeInterval) -> Date {
    nine.addingTimeInterval(seconds)
  }

  // MARK: The scenario proofs

  @Test(arguments: DeparturesFeature.scenarios)
  func scenarioReachesItsViewState(_ scenario: Scenario<DeparturesFeature>) async {
    await scenario.assertReachesViewState()
  }

  @Test func everyViewStateHasAScenario() {
    DeparturesFeature.assertEveryViewStateCovered()
    #expect(DeparturesFeature.uncoveredViewStateKinds.isEmpty)
  }

  @Test func theCatalogUsesTheSharedVocabulary() {
    #expect(
      DeparturesFeature.scenarios.map(\.name) == [.loaded, .empty, .error, .loading, .delayed])
    #expect(DeparturesFeature.scenarios.allSatisfy { $0.onAppear == .onAppear })
    #expect(DeparturesFeature.scenario(.delayed).settleAfter == .seconds(2))
  }

  // MARK: Refreshing while visible

  @Test func appearingLoadsThenRefreshesEveryThirtySeconds() async {
    let clock = TestClock()
    let store = DeparturesFeature.scenario(.loaded).makeTestStore(clock: clock)

    await store.send(.onAppear) {
      $0.now = Self.nine
      $0.isLoading = true
    }
    await store.receive(.departuresResponse(.success(DepartureFixtures.board))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.departures = DepartureFixtures.board
    }

    await clock.advance(by: .seconds(30))
    await store.receive(.timerTicked(now: Self.nine(plus: 30))) {
      $0.now = Self.nine(plus: 30)
      $0.isLoading = true
    }
    await store.receive(.departuresResponse(.success(DepartureFixtures.board))) {
      $0.isLoading = false
    }

    await clock.advance(by: .seconds(30))
    await store.receive(.timerTicked(now: Self.nine(plus: 60))) {
      $0.now = Self.nine(plus: 60)
      $0.isLoading = true
    }
    await store.receive(.departuresResponse(.success(DepartureFixtures.board))) {
      $0.isLoading = false
    }

    await store.send(.onDisappear)
  }

  @Test func nothingHappensBetweenTicks() async {
    let clock = TestClock()
    let store = DeparturesFeature.scenario(.loaded).makeTestStore(clock: clock)
    await store.send(.onAppear) {
      $0.now = Self.nine
      $0.isLoading = true
    }
    await store.receive(.departuresResponse(.success(DepartureFixtures.board))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.departures = DepartureFixtures.board
    }

    await clock.advance(by: .seconds(29))

    #expect(clock.sleeperCount == 1)
    await store.send(.onDisappear)
  }

  /// Regression: `TestStore` once thought effects had settled while an action was between the main
  /// actor and the effect's executor, so a long `advance` skipped the ticks after the first few.
  @Test func oneLongAdvanceDeliversEveryTick() async {
    let clock = TestClock()
    let store = DeparturesFeature.scenario(.loaded).makeTestStore(clock: clock)
    await store.send(.onAppear) {
      $0.now = Self.nine
      $0.isLoading = true
    }
    await store.receive(.departuresResponse(.success(DepartureFixtures.board))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.departures = DepartureFixtures.board
    }

    await clock.advance(by: .seconds(5 * 60))

    for tick in 1...10 {
      let now = Self.nine(plus: TimeInterval(30 * tick))
      await store.receive(.timerTicked(now: now)) {
        $0.now = now
        $0.isLoading = true
      }
      await store.receive(.departuresResponse(.success(DepartureFixtures.board))) {
        $0.isLoading = false
      }
    }
    await store.send(.onDisappear)
  }

  @Test func theCountdownFollowsTheBoardsTime() async {
    let clock = TestClock()
    let store = DeparturesFeature.scenario(.loaded).makeTestStore(clock: clock)
    await store.send(.onAppear) {
      $0.now = Self.nine
      $0.isLoading = true
    }
    await store.receive(.departuresResponse(.success(DepartureFixtures.board))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.departures = DepartureFixtures.board
    }
    #expect(
      DeparturesFeature.viewState(of: store.state) == .loaded(DepartureFixtures.rowsAtNine))

    await clock.advance(by: .seconds(30))
    await store.receive(.timerTicked(now: Self.nine(plus: 30))) {
      $0.now = Self.nine(plus: 30)
      $0.isLoading = true
    }
    await store.receive(.departuresResponse(.success(DepartureFixtures.board))) {
      $0.isLoading = false
    }
    // 09:00:30 — C3 (09:00:45) is still due; M1 (09:05) has 4 min 30 s left: "in 4 min".
    #expect(
      DeparturesFeature.viewState(of: store.state)
        == .loaded([
          DepartureRow(DepartureFixtures.oldHarbour, countdown: .due),
          DepartureRow(DepartureFixtures.scienceMuseum, countdown: .minutes(4)),
          DepartureRow(DepartureFixtures.northfield, countdown: .minutes(11)),
          DepartureRow(DepartureFixtures.quarryHill, countdown: .minutes(57)),
        ]))

    await clock.advance(by: .seconds(30))
    await store.receive(.timerTicked(now: Self.nine(plus: 60))) {
      $0.now = Self.nine(plus: 60)
      $0.isLoading = true
    }
    await store.receive(.departuresResponse(.success(DepartureFixtures.board))) {
      $0.isLoading = false
    }
    // 09:01 — C3 has left the board, though the service still lists it.
    #expect(
      DeparturesFeature.viewState(of: store.state)
        == .loaded([
          DepartureRow(DepartureFixtures.scienceMuseum, countdown: .minutes(4)),
          DepartureRow(DepartureFixtures.northfield, countdown: .minutes(11)),
          DepartureRow(DepartureFixtures.quarryHill, countdown: .minutes(57)),
        ]))

    await store.send(.onDisappear)
  }

  @Test func theBoardEmptiesOnceEverythingHasLeft() async {
    let clock = TestClock()
    let store = DeparturesFeature.scenario(.loaded).makeTestStore(clock: clock)
    store.exhaustivity = .off
    await store.send(.onAppear)

    await clock.advance(by: .seconds(58 * 60))
    await store.skipReceivedActions()
    #expect(store.state.now == Self.nine(plus: 58 * 60))
    #expect(
      DeparturesFeature.viewState(of: store.state)
        == .loaded([DepartureRow(DepartureFixtures.quarryHill, countdown: .due)]))

    await clock.advance(by: .seconds(30))
    await store.skipReceivedActions()
    #expect(DeparturesFeature.viewState(of: store.state) == .empty)

    await store.send(.onDisappear)
  }

  @Test func aSlowAnswerIsReplacedByTheNextTick() async {
    let clock = TestClock()
    let store = DeparturesFeature.scenario(.loading).makeTestStore(clock: clock)
    await store.send(.onAppear) {
      $0.now = Self.nine
      $0.isLoading = true
    }

    await clock.advance(by: .seconds(30))
    await store.receive(.timerTicked(now: Self.nine(plus: 30))) {
      $0.now = Self.nine(plus: 30)
    }
    #expect(DeparturesFeature.viewState(of: store.state) == .loading)

    await store.send(.onDisappear) { $0.isLoading = false }
  }

  // MARK: Stopping when hidden

  @Test func disappearingStopsTheRefreshes() async {
    let clock = TestClock()
    let store = DeparturesFeature.scenario(.loaded).makeTestStore(clock: clock)
    await store.send(.onAppear) {
      $0.now = Self.nine
      $0.isLoading = true
    }
    await store.receive(.departuresResponse(.success(DepartureFixtures.board))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.departures = DepartureFixtures.board
    }
    #expect(clock.sleeperCount == 1)

    await store.send(.onDisappear)

    #expect(clock.sleeperCount == 0)
    // Minutes pass: no tick, no load. An action here would be unasserted, and an effect still
    // running would fail `finish()` and the store's end-of-test check.
    await clock.advance(by: .seconds(10 * 60))
    await store.finish()
    #expect(store.state.now == Self.nine)
  }

  @Test func disappearingDropsTheRequestInFlight() async {
    let clock = TestClock()
    let store = DeparturesFeature.scenario(.delayed).makeTestStore(clock: clock)
    await store.send(.onAppear) {
      $0.now = Self.nine
      $0.isLoading = true
    }

    await store.send(.onDisappear) { $0.isLoading = false }

    await clock.advance(by: .seconds(10 * 60))
    await store.finish()
    #expect(DeparturesFeature.viewState(of: store.state) == .loading)
  }

  @Test func reappearingReloadsAndRestartsTheTimer() async {
    let clock = TestClock()
    let store = DeparturesFeature.scenario(.loaded).makeTestStore(clock: clock)
    await store.send(.onAppear) {
      $0.now = Self.nine
      $0.isLoading = true
    }
    await store.receive(.departuresResponse(.success(DepartureFixtures.board))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.departures = DepartureFixtures.board
    }
    await store.send(.onDisappear)
    await clock.advance(by: .seconds(5 * 60))

    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.departuresResponse(.success(DepartureFixtures.board))) {
      $0.isLoading = false
    }
    await clock.advance(by: .seconds(30))
    // The scenario's date is fixed, so the board's time restarts from 09:00 on every appear.
    await store.receive(.timerTicked(now: Self.nine(plus: 30))) {
      $0.now = Self.nine(plus: 30)
      $0.isLoading = true
    }
    await store.receive(.departuresResponse(.success(DepartureFixtures.board))) {
      $0.isLoading = false
    }

    await store.send(.onDisappear)
  }

  @Test func aClockThatDoesNotMoveStopsTheTimerInsteadOfSpinning() async {
    let store = DeparturesFeature.scenario(.loaded).makeTestStore()
    store.dependencies.continuousClock = UnimplementedClock()

    // Only the unimplemented clock's report is expected: a wrong state assertion in the send still fails.
    await withKnownIssue("the board slept on the unimplemented clock") {
      await store.send(.onAppear) {
        $0.now = Self.nine
        $0.isLoading = true
      }
    } matching: {
      $0.description.contains("slept, but this test did not override it")
    }

    await store.receive(.departuresResponse(.success(DepartureFixtures.board))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.departures = DepartureFixtures.board
    }
    await store.finish()
  }

  // MARK: Loading and errors

  @Test func delayedScenarioShowsLoadingUntilTheAnswerArrives() async {
    let clock = TestClock()
    let store = DeparturesFeature.scenario(.delayed).makeTestStore(clock: clock)
    await store.send(.onAppear) {
      $0.now = Self.nine
      $0.isLoading = true
    }
    #expect(DeparturesFeature.viewState(of: store.state) == .loading)

    await clock.advance(by: .seconds(1))
    #expect(DeparturesFeature.viewState(of: store.state) == .loading)

    await clock.advance(by: .seconds(1))
    await store.receive(.departuresResponse(.success(DepartureFixtures.board))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.departures = DepartureFixtures.board
    }
    #expect(
      DeparturesFeature.viewState(of: store.state) == .loaded(DepartureFixtures.rowsAtNine))

    await store.send(.onDisappear)
  }

  @Test func retryAfterErrorShowsTheBoard() async {
    let clock = TestClock()
    let store = DeparturesFeature.scenario(.error).makeTestStore(clock: clock)
    await store.send(.onAppear) {
      $0.now = Self.nine
      $0.isLoading = true
    }
    await store.receive(.departuresResponse(.failure(DepartureFixtures.loadError))) {
      $0.isLoading = false
      $0.errorMessage = DepartureFixtures.loadError.message
    }
    #expect(
      DeparturesFeature.viewState(of: store.state)
        == .error(DepartureFixtures.loadError.message))

    store.dependencies.departureService = MockDepartureService(.success(DepartureFixtures.board))
    await store.send(.retryTapped) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    #expect(DeparturesFeature.viewState(of: store.state) == .loading)
    await store.receive(.departuresResponse(.success(DepartureFixtures.board))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.departures = DepartureFixtures.board
    }
    #expect(
      DeparturesFeature.viewState(of: store.state) == .loaded(DepartureFixtures.rowsAtNine))

    await store.send(.onDisappear)
  }

  @Test func theNextTickRecoversFromAnErrorWithoutRetry() async {
    let clock = TestClock()
    let store = DeparturesFeature.scenario(.error).makeTestStore(clock: clock)
    await store.send(.onAppear) {
      $0.now = Self.nine
      $0.isLoading = true
    }
    await store.receive(.departuresResponse(.failure(DepartureFixtures.loadError))) {
      $0.isLoading = false
      $0.errorMessage = DepartureFixtures.loadError.message
    }

    store.dependencies.departureService = MockDepartureService(.success(DepartureFixtures.board))
    await clock.advance(by: .seconds(30))
    // The error stays on screen until the new answer replaces it.
    await store.receive(.timerTicked(now: Self.nine(plus: 30))) {
      $0.now = Self.nine(plus: 30)
      $0.isLoading = true
    }
    await store.receive(.departuresResponse(.success(DepartureFixtures.board))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.errorMessage = nil
      $0.departures = DepartureFixtures.board
    }

    await store.send(.onDisappear)
  }

  @Test func aFailedRefreshReplacesTheBoardWithTheError() async {
    let clock = TestClock()
    let store = DeparturesFeature.scenario(.loaded).makeTestStore(clock: clock)
    await store.send(.onAppear) {
      $0.now = Self.nine
      $0.isLoading = true
    }
    await store.receive(.departuresResponse(.success(DepartureFixtures.board))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.departures = DepartureFixtures.board
    }

    store.dependencies.departureService = MockDepartureService(
      .failure(DepartureFixtures.loadError))
    await clock.advance(by: .seconds(30))
    await store.receive(.timerTicked(now: Self.nine(plus: 30))) {
      $0.now = Self.nine(plus: 30)
      $0.isLoading = true
    }
    await store.receive(.departuresResponse(.failure(DepartureFixtures.loadError))) {
      $0.isLoading = false
      $0.hasLoaded = false
      $0.errorMessage = DepartureFixtures.loadError.message
      $0.departures = []
    }

    await store.send(.onDisappear)
  }

  // MARK: Countdown

  @Test(arguments: [
    (0.0, DepartureRow.Countdown.due), (59.999, .due), (60, .minutes(1)),
    (299, .minutes(4)), (300, .minutes(5)), (3_600, .minutes(60)),
  ])
  func countdownRoundsDownToWholeMinutes(
    secondsLeft: TimeInterval, expected: DepartureRow.Countdown
  ) {
    let countdown = DepartureRow.Countdown(
      from: Self.nine, to: Self.nine(plus: secondsLeft))
    #expect(countdown == expected)
  }

  @Test func aDepartureThatHasLeftHasNoRow() {
    #expect(DepartureRow.Countdown(from: Self.nine(plus: 0.001), to: Self.nine) == nil)
    #expect(DepartureRow(DepartureFixtures.oldHarbour, at: Self.nine(plus: 46)) == nil)
    #expect(DepartureRow(DepartureFixtures.oldHarbour, at: Self.nine(plus: 45))?.countdown == .due)
  }

  @Test func countdownsReadLikeABoard() {
    #expect(DepartureRow.Countdown.due.description == "due")
    #expect(DepartureRow.Countdown.minutes(5).description == "in 5 min")
  }
}
