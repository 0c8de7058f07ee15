import Dependencies
import Reducer
import ReducerTesting
import Testing

/// A shared change nobody asserted by the end of a test (made after the last assertion, by an effect or outside the
/// store) fails at `finish()` and when the store goes away, with a diff.
@MainActor
@Suite struct TestStoreSharedEndOfTestTests {
  struct Tally: Reducer {
    struct State: Equatable, Sendable {
      @Shared(.inMemory("count")) var count = 0
    }
    enum Action: Equatable, Sendable {
      case incrementTapped
      /// Starts an effect that increments the count and sends nothing.
      case incrementQuietlyTapped
      /// Starts an effect that sends `.incremented`, then increments the count.
      case incrementAfterReplyingTapped
      case incremented
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incrementTapped:
        state.$count.withLock { $0 += 1 }
        return .none
      case .incrementQuietlyTapped:
        let count = state.$count
        return .run { _ in count.withLock { $0 += 1 } }
      case .incrementAfterReplyingTapped:
        let count = state.$count
        return .run { send in
          await send(.incremented)
          count.withLock { $0 += 1 }
        }
      case .incremented:
        return .none
      }
    }
  }

  nonisolated static let message =
    "The test ended with a shared state change nobody asserted: @Shared(.inMemory(\"count\"))"

  @Test func unassertedSharedChangeAtTheEndOfATestIsReported() async {
    // The regression: an effect's change after the last assertion passed silently.
    let store = TestStore(initialState: Tally.State()) { Tally() }
    await store.send(.incrementQuietlyTapped)
    let log = IssueLog()
    await withKnownIssue {
      await store.finish()
    } matching: {
      log.match($0, Self.message, "- 0", "+ 1", "(Expected: −, Actual: +)", "store.assert")
    }
    #expect(log.all.count == 1, "reported once: not again when the store goes away")
  }

  @Test func aChangeAfterTheLastReceivedActionIsReportedAtFinish() async {
    let store = TestStore(initialState: Tally.State()) { Tally() }
    await store.send(.incrementAfterReplyingTapped)
    await store.receive(.incremented)
    await withKnownIssue {
      await store.finish()
    } matching: {
      $0.description.contains(Self.message)
    }
  }

  /// Changes the count after its last assertion and drops the store when it returns.
  static let abandonedStoreLine = #line + 2
  func abandonUnassertedChange() async {
    let store = TestStore(initialState: Tally.State()) { Tally() }
    await store.send(.incrementQuietlyTapped)
  }

  @Test func unassertedSharedChangeFailsWhenTheStoreGoesAway() async {
    let log = IssueLog()
    await withKnownIssue {
      await abandonUnassertedChange()
    } matching: {
      log.match($0, Self.message, "- 0", "+ 1")
    }
    #expect(log.all.count == 1)
    #expect(log.lines == [Self.abandonedStoreLine], "reported where the store was created")
  }

  @Test(.freshSharedStorages) func aChangeMadeOutsideAnySendIsReported() async {
    @Shared(.inMemory("count")) var count = 0
    await withKnownIssue {
      let store = TestStore(initialState: Tally.State()) { Tally() }
      await store.send(.incrementTapped) { $0.$count.withLock { $0 = 1 } }
      $count.withLock { $0 = 5 }
    } matching: { issue in
      issue.description.contains(Self.message) && issue.description.contains("- 1")
        && issue.description.contains("+ 5")
    }
  }

  @Test(.freshSharedStorages) func assertingAChangeMadeOutsideAnySendReportsNothing() async {
    @Shared(.inMemory("count")) var count = 0
    let counter = CountingIssueReporter()
    await withIssueReporters([counter]) {
      let store = TestStore(initialState: Tally.State()) { Tally() }
      await store.send(.incrementTapped) { $0.$count.withLock { $0 = 1 } }
      $count.withLock { $0 = 5 }
      store.assert { $0.$count.withLock { $0 = 5 } }
      await store.finish()
    }
    #expect(counter.issues.isEmpty, "\(counter.messages)")
    #expect(count == 5, "the assertion did not write the live value")
  }

  @Test(.freshSharedStorages) func assertingAWrongValueForAChangeOutsideAnySendFails() async {
    @Shared(.inMemory("count")) var count = 0
    let store = TestStore(initialState: Tally.State()) { Tally() }
    await store.send(.incrementTapped) { $0.$count.withLock { $0 = 1 } }
    $count.withLock { $0 = 5 }
    withKnownIssue {
      store.assert { $0.$count.withLock { $0 = 4 } }
    } matching: {
      $0.description.contains("A shared state change does not match expectation")
        && $0.description.contains("- 4") && $0.description.contains("+ 5")
    }
  }

  @Test func aFullyAssertedFlowReportsNothing() async {
    let counter = CountingIssueReporter()
    await withIssueReporters([counter]) {
      let store = TestStore(initialState: Tally.State()) { Tally() }
      await store.send(.incrementTapped) { $0.$count.withLock { $0 = 1 } }
      await store.send(.incrementAfterReplyingTapped)
      await store.receive(.incremented)
      store.assert { $0.$count.withLock { $0 = 2 } }
      await store.send(.incrementQuietlyTapped)
      store.assert { $0.$count.withLock { $0 = 3 } }
      await store.finish()
    }
    #expect(counter.issues.isEmpty, "\(counter.messages)")
  }

  @Test func finishLeavesTheChangesOfActionsStillToBeReceivedToTheirReceive() async {
    let counter = CountingIssueReporter()
    await withIssueReporters([counter]) {
      let store = TestStore(initialState: Tally.State()) { Tally() }
      await store.send(.incrementAfterReplyingTapped)
      await store.finish()
      await store.receive(.incremented)
      store.assert { $0.$count.withLock { $0 = 1 } }
    }
    #expect(counter.issues.isEmpty, "\(counter.messages)")
  }

  @Test func nonExhaustiveStoresReportNothingAtTheEnd() async {
    let counter = CountingIssueReporter()
    await withIssueReporters([counter]) {
      let store = TestStore(initialState: Tally.State()) { Tally() }
      store.exhaustivity = .off
      await store.send(.incrementQuietlyTapped)
      await store.finish()
      await store.send(.incrementQuietlyTapped)
    }
    #expect(counter.issues.isEmpty, "\(counter.messages)")
  }

  @Test func showingSkippedAssertionsNotesTheChangeAtTheEnd() async {
    let log = IssueLog()
    await withKnownIssue {
      let store = TestStore(initialState: Tally.State()) { Tally() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.incrementQuietlyTapped)
      await store.finish()
    } matching: {
      log.match(
        $0, "Shared state changes not asserted (skipped): @Shared(.inMemory(\"count\"))", "+ 1")
    }
    #expect(log.all.count == 1)
    #expect(log.all.allSatisfy { $0.severity == .warning })
  }
}
