import Dependencies
import Reducer
import ReducerTesting
import Testing

/// A `dismiss()` that arrives after its child is gone (from a task that outlived the child) is a reported issue
/// that changes nothing: it never closes the child presented (or pushed) after it.
@MainActor
@Suite struct DismissEffectTests {
  /// A child whose `leaveLater` starts a task, outliving the child, that calls `dismiss()` once `gate` yields and
  /// then yields `finished`.
  struct Lingering: Reducer {
    struct State: Equatable, Sendable { var title = "" }
    enum Action: Equatable, Sendable { case leaveLater }
    let gate: AsyncStream<Void>
    let finished: AsyncStream<Void>.Continuation
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      let gate = gate
      let finished = finished
      let dismiss = dismiss
      return .run { _ in
        // Unstructured: cancelling the child's effects does not cancel it.
        Task {
          for await _ in gate { break }
          await dismiss()
          finished.yield()
        }
      }
    }
  }

  struct Host: Reducer {
    struct State: Equatable, Sendable {
      @Presents var sheet: Lingering.State?
      var path = StackState<Lingering.State>()
    }
    enum Action: Equatable, Sendable {
      case show(String)
      case open(String)
      case reset
      case sheet(PresentationAction<Lingering.Action>)
      case path(StackAction<Lingering.State, Lingering.Action>)
    }
    let gate: AsyncStream<Void>
    let finished: AsyncStream<Void>.Continuation

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case let .show(title):
          state.sheet = Lingering.State(title: title)
        case let .open(title):
          state.path.append(Lingering.State(title: title))
        case .reset:
          state.path = StackState()
        case .sheet, .path:
          break
        }
        return .none
      }
      .ifLet(\.$sheet, action: Action.sheet) { Lingering(gate: gate, finished: finished) }
      .forEach(\.path, action: Action.path) { Lingering(gate: gate, finished: finished) }
    }
  }

  /// A store of `Host`, the continuation opening its children's gate, and the stream saying a late task is done.
  func makeStore() -> (
    TestStore<Host.State, Host.Action>, AsyncStream<Void>.Continuation, AsyncStream<Void>
  ) {
    let (gate, open) = AsyncStream<Void>.makeStream()
    let (finished, finish) = AsyncStream<Void>.makeStream()
    let store = TestStore(initialState: Host.State()) { Host(gate: gate, finished: finish) }
    return (store, open, finished)
  }

  @Test func aLateDismissFromAClosedSheetDoesNotCloseTheNextSheet() async {
    let (store, open, finished) = makeStore()
    await store.send(.show("first")) { $0.sheet = Lingering.State(title: "first") }
    await withKnownIssue {
      await store.send(.sheet(.presented(.leaveLater)))
      await store.send(.sheet(.dismiss)) { $0.sheet = nil }
      await store.send(.show("second")) { $0.sheet = Lingering.State(title: "second") }
      open.yield()
      for await _ in finished { break }
    } matching: {
      $0.description.contains(
        "'dismiss' was called for a presentation that is no longer presented")
        && $0.description.contains("and another child is presented now. Nothing was dismissed")
    }
    await store.receive(.sheet(.dismiss))
    #expect(store.state.sheet == Lingering.State(title: "second"))
  }

  @Test func aLateDismissFromAClosedSheetWithNothingPresentedChangesNothing() async {
    let (store, open, finished) = makeStore()
    await store.send(.show("first")) { $0.sheet = Lingering.State(title: "first") }
    await withKnownIssue {
      await store.send(.sheet(.presented(.leaveLater)))
      await store.send(.sheet(.dismiss)) { $0.sheet = nil }
      open.yield()
      for await _ in finished { break }
    } matching: {
      $0.description.contains(
        "'dismiss' was called for a presentation that is no longer presented")
        && !$0.description.contains("another child is presented now")
    }
    await store.receive(.sheet(.dismiss))
  }

  @Test func aLateDismissFromAReplacedStackElementDoesNotPopItsReplacement() async {
    let (store, open, finished) = makeStore()
    await store.send(.open("first")) { $0.path[id: 0] = Lingering.State(title: "first") }
    await withKnownIssue {
      await store.send(.path(.element(id: 0, action: .leaveLater)))
      await store.send(.reset) { $0.path = StackState() }
      await store.send(.open("second")) { $0.path[id: 1] = Lingering.State(title: "second") }
      open.yield()
      for await _ in finished { break }
    } matching: {
      $0.description.contains(
        "'dismiss' was called for a stack element that is no longer presented: the element (id: 0)")
        && $0.description.contains("Nothing was popped")
    }
    await store.receive(.path(.popFrom(id: 0)))
    #expect(store.state.path.ids == [1])
  }

  @Test func aDismissOfTheCurrentSheetStillClosesIt() async {
    let (store, open, finished) = makeStore()
    await store.send(.show("first")) { $0.sheet = Lingering.State(title: "first") }
    await store.send(.sheet(.presented(.leaveLater)))
    open.yield()
    for await _ in finished { break }
    await store.receive(.sheet(.dismiss)) { $0.sheet = nil }
    // The dismissal was taken: a plain `.dismiss` afterwards is judged on its own.
    await store.send(.show("second")) { $0.sheet = Lingering.State(title: "second") }
    await store.send(.sheet(.dismiss)) { $0.sheet = nil }
  }
}
