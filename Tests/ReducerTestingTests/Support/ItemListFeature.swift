import Dependencies
import Reducer

/// A form presented as a sheet or pushed on a stack: it edits a title, saves by dismissing itself, and can run a
/// timer (a long-running effect) so tests can see dismissal cancel it.
struct ItemForm: Reducer {
  struct State: Equatable, Sendable {
    var title = ""
    var ticks = 0
  }
  enum Action: Equatable, Sendable {
    case titleChanged(String)
    case saveTapped
    case timerStarted
    case tick
  }
  private enum CancelID { case timer }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .titleChanged(title):
      state.title = title
      return .none
    case .saveTapped:
      return .run { _ in await dismiss() }
    case .timerStarted:
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer)
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

/// The navigation contract's sample: a list that presents an add form or a deletion alert, and pushes forms on a
/// stack.
struct ItemList: Reducer {
  struct Item: Equatable, Identifiable, Sendable {
    let id: Int
    var title: String
  }
  struct State: Equatable, Sendable {
    var items: IdentifiedArrayOf<Item> = []
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
  }
  enum Action: Equatable, Sendable {
    case addTapped
    case deleteTapped(id: Int)
    case closeTapped
    case openTapped(title: String)
    case destination(PresentationAction<Destination.Action>)
    case path(StackAction<Path.State, Path.Action>)
  }

  struct Destination: Reducer {
    enum State: Equatable, Sendable, CaseModifiable {
      case add(ItemForm.State)
      case alert(AlertState<Action.Alert>)
    }
    enum Action: Equatable, Sendable {
      case add(ItemForm.Action)
      case alert(Alert)
      enum Alert: Equatable, Sendable { case confirmDeletion(id: Int) }
    }
    var body: some Reducer<State, Action> {
      Scope(state: State.add, action: Action.add) { ItemForm() }
    }
  }

  struct Path: Reducer {
    enum State: Equatable, Sendable, CaseModifiable {
      case detail(ItemForm.State)
    }
    enum Action: Equatable, Sendable {
      case detail(ItemForm.Action)
    }
    var body: some Reducer<State, Action> {
      Scope(state: State.detail, action: Action.detail) { ItemForm() }
    }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.destination = .add(ItemForm.State())
        return .none
      case let .deleteTapped(id):
        state.destination = .alert(Self.deletionAlert(id: id))
        return .none
      case .closeTapped:
        state.destination = nil
        return .none
      case let .openTapped(title):
        state.path.append(.detail(ItemForm.State(title: title)))
        return .none
      case let .destination(.presented(.alert(.confirmDeletion(id)))):
        state.items.remove(id: id)
        return .none
      case .destination, .path:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
    .forEach(\.path, action: Action.path) { Path() }
  }

  static func deletionAlert(id: Int) -> AlertState<Destination.Action.Alert> {
    AlertState {
      TextState("Delete this item?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(id: id)) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }
}
