import Dependencies
import Foundation
import Reducer
import ReducerTesting
import XCTest

/// TestStore under XCTest: passing send/receive flows.
///
/// XCTest on Linux has no `XCTExpectFailure`, so the failing flows live in ``TestStoreXCTestFailureFixture``, which
/// `ReducerTestingTests/XCTestReportingTests.swift` runs in a child process and checks the output of.
final class TestStoreXCTests: XCTestCase {
  @MainActor
  func testSendAndReceivePassUnderXCTest() async {
    let clock = TestClock()
    let store = TestStore(initialState: Tally.State()) {
      Tally()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.incrementTapped) { $0.count = 1 }
    await store.send(.delayedIncrementTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.delayedIncrementFired) { $0.count = 2 }
  }

  @MainActor
  func testNonExhaustiveFlowPassesUnderXCTest() async {
    let store = TestStore(initialState: Tally.State()) {
      Tally()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    await store.send(.delayedIncrementTapped)
    await store.receive(.delayedIncrementFired) { $0.count = 1 }
  }

  @MainActor
  func testFinishWaitsUnderXCTest() async {
    let store = TestStore(initialState: Tally.State()) {
      Tally()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.delayedIncrementTapped).finish()
    await store.receive(.delayedIncrementFired) { $0.count = 1 }
    await store.finish()
  }
}

/// Deliberately failing flows, run only in a child process with `CONVERGENCE_XCTEST_FIXTURE=1`.
///
/// Each failing line carries a `fixture:` marker comment; the checking test finds the marker's line in this file and
/// expects XCTest's output to name `TestStoreXCTests.swift:<line>` with the failure message.
final class TestStoreXCTestFailureFixture: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(
      ProcessInfo.processInfo.environment["CONVERGENCE_XCTEST_FIXTURE"] == "1",
      "Fails on purpose; run by XCTestReportingTests in a child process.")
  }

  @MainActor
  func testWrongMutationFails() async {
    let store = TestStore(initialState: Tally.State()) { Tally() }
    await store.send(.incrementTapped) { $0.count = 2 }  // fixture: wrong mutation
  }

  @MainActor
  func testEffectStillRunningAtEndFails() async {
    let store = TestStore(initialState: Tally.State()) {  // fixture: effect still running
      Tally()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.delayedIncrementTapped)
  }
}

/// A counter that can also count one second later.
struct Tally: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
  }

  enum Action: Equatable, Sendable {
    case delayedIncrementFired
    case delayedIncrementTapped
    case incrementTapped
  }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .delayedIncrementFired, .incrementTapped:
        state.count += 1
        return .none
      case .delayedIncrementTapped:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.delayedIncrementFired)
        }
      }
    }
  }
}
