import Reducer
import ReducerTesting
import Testing

/// Every `receive` overload describes what it expects to one body: what each names when no action arrives, and what
/// a mismatch shows, stay the overload's own.
@MainActor
@Suite struct ReceiveExpectationTests {
  @Test func aTwoPayloadConstructorNamesThePairWhenNoActionArrives() async {
    await expectNoAction(named: "an action of the case (Int, Row) -> Action") {
      await $0.receive(Pinger.Action.row)
    }
  }

  @Test func aOnePayloadConstructorNamesItsPayloadWhenNoActionArrives() async {
    await expectNoAction(named: "an action of the case Int -> Action") {
      await $0.receive(Pinger.Action.pong)
    }
  }

  @Test func aCasePathNamesItsPayloadWhenNoActionArrives() async {
    await expectNoAction(named: "an action of the case path to Int in Action") {
      await $0.receive(AnyCasePath(Pinger.Action.pong))
    }
  }

  /// `receive` on a store whose effects sent nothing fails, naming what it expected.
  private func expectNoAction(
    named expected: String, _ receive: (TestStore<Pinger.State, Pinger.Action>) async -> Void
  ) async {
    let store = TestStore(initialState: Pinger.State()) { Pinger() }
    await withKnownIssue {
      await receive(store)
    } matching: {
      $0.description.contains("Expected to receive \(expected), but")
    }
  }

  @Test func aCasePathWithAnotherPayloadShowsTheDifference() async {
    let store = TestStore(initialState: Pinger.State()) { Pinger() }
    await store.send(.ping)
    await withKnownIssue {
      await store.receive(AnyCasePath(Pinger.Action.pong), 2)
    } matching: {
      $0.description.contains("Received unexpected action: …")
        && $0.description.contains("(Expected: −, Received: +)")
        && $0.description.contains("pong")
    }
  }

  @Test func anEqualActionThatDiffersShowsTheDifference() async {
    let store = TestStore(initialState: Pinger.State()) { Pinger() }
    await store.send(.ping)
    await withKnownIssue {
      await store.receive(.pong(2))
    } matching: {
      $0.description.contains("Received unexpected action: …")
        && $0.description.contains("(Expected: −, Received: +)")
    }
  }

  @Test func aCaseThatDiffersNamesTheExpectedCase() async {
    let store = TestStore(initialState: Pinger.State()) { Pinger() }
    await store.send(.ping)
    await withKnownIssue {
      await store.receive(case: .ping)
    } matching: {
      $0.description.contains("Received unexpected action: …")
        && $0.description.contains("Expected an action of the case .ping.")
    }
  }
}

private struct Pinger: Reducer {
  struct State: Equatable, Sendable {}
  enum Row: Equatable, Sendable { case tapped }
  enum Action: Equatable, Sendable {
    case ping
    case pong(Int)
    case row(id: Int, action: Row)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .ping: .send(.pong(1))
    case .pong, .row: .none
    }
  }
}
