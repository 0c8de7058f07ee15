import Reducer
import ReducerTesting
import Testing

/// `receive(Action.rows, id:, Row.Action.response)`: a `forEach` element's action, by id and case, no closure.
@MainActor
@Suite struct TestStoreElementReceiveTests {
  struct FactRow: Reducer {
    struct State: Equatable, Sendable, Identifiable {
      let id: Int
      var fact: String?
    }
    /// Not `Equatable`: `receive` by value is not available, only by case.
    enum Action: Sendable {
      case fetchTapped
      case response(String)
      case failed(any Error)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .fetchTapped:
        let id = state.id
        return .send(.response("\(id) is a number."))
      case let .response(fact):
        state.fact = fact
        return .none
      case .failed:
        return .none
      }
    }
  }

  struct FactList: Reducer {
    struct State: Equatable, Sendable {
      var rows: IdentifiedArrayOf<FactRow.State> = [FactRow.State(id: 1), FactRow.State(id: 2)]
    }
    enum Action: Sendable {
      case rows(id: Int, action: FactRow.Action)
    }

    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .forEach(\.rows, action: Action.rows) { FactRow() }
    }
  }

  @Test func receivesAnElementsActionByIDAndCase() async {
    let store = TestStore(initialState: FactList.State()) { FactList() }
    await store.send(.rows(id: 2, action: .fetchTapped))
    await store.receive(FactList.Action.rows, id: 2, FactRow.Action.response) {
      $0.rows[id: 2]?.fact = "2 is a number."
    }
  }

  @Test func anActionOfAnotherElementFailsNamingTheExpectedElement() async {
    let store = TestStore(initialState: FactList.State()) { FactList() }
    await store.send(.rows(id: 1, action: .fetchTapped))
    await withKnownIssue {
      await store.receive(FactList.Action.rows, id: 2, FactRow.Action.response)
    } matching: { issue in
      issue.description.contains("Received unexpected action")
        && issue.description.contains("1 is a number.")
        && issue.description.contains(
          "Expected an action of the element 2 of the case String -> Action.")
    }
  }

  @Test func anotherCaseOfTheRightElementFails() async {
    let store = TestStore(initialState: FactList.State()) { FactList() }
    await store.send(.rows(id: 1, action: .fetchTapped))
    await withKnownIssue {
      await store.receive(FactList.Action.rows, id: 1, FactRow.Action.failed)
    } matching: { issue in
      issue.description.contains(
        "Expected an action of the element 1 of the case Error -> Action.")
    }
  }

  @Test func aWrongStateAssertionAfterAMatchFailsWithADiff() async {
    let store = TestStore(initialState: FactList.State()) { FactList() }
    await store.send(.rows(id: 1, action: .fetchTapped))
    await withKnownIssue {
      await store.receive(FactList.Action.rows, id: 1, FactRow.Action.response) {
        $0.rows[id: 1]?.fact = "wrong"
      }
    } matching: { issue in
      issue.description.contains("wrong") && issue.description.contains("1 is a number.")
    }
  }

  @Test func nothingToReceiveFailsNamingTheExpectedElementAction() async {
    let store = TestStore(initialState: FactList.State()) { FactList() }
    await withKnownIssue {
      await store.receive(FactList.Action.rows, id: 1, FactRow.Action.response)
    } matching: { issue in
      issue.description.contains(
        "Expected to receive an action of the element 1 of the case String -> Action")
    }
  }
}
