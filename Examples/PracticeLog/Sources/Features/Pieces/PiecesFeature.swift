import Dependencies
public import Foundation
public import Reducer

/// The app's root: the persisted list of pieces at the bottom of a navigation stack, a sheet that adds a piece,
/// and an alert that confirms a swipe-to-delete. A tapped piece pushes its detail, which hands down a `Shared`
/// reference to its piece to the practice and outline screens it opens.
///
/// A row tapped while the sheet or the alert is up is ignored (the presented screen is modal), and deleting a
/// piece — from the list or from its detail — pops every screen that shows it first, so no screen is left writing
/// through a reference to a piece that is gone.
public struct PiecesFeature: Reducer {
  /// The list's state.
  public struct State: Equatable, Sendable {
    /// Every piece, persisted as JSON (``PracticeLogFiles/pieces``); the key carries its default, an empty list.
    @Shared(.pieces) public var pieces
    /// The add sheet or the deletion alert.
    @Presents public var destination: Destination.State?
    /// The screens pushed over the list, bottom first.
    public var path: StackState<Path.State>

    /// The list, with `path` pushed and `destination` presented.
    public init(destination: Destination.State? = nil, path: StackState<Path.State> = StackState())
    {
      self.destination = destination
      self.path = path
    }
  }

  /// What can happen in the list.
  public enum Action: Equatable, Sendable, Codable {
    /// "+": present the add sheet.
    case addTapped
    /// A row tapped: push the piece's detail.
    case pieceTapped(id: Piece.ID)
    /// A row swiped away: ask first.
    case deleteSwiped(id: Piece.ID)
    /// An action of the sheet or the alert.
    case destination(PresentationAction<Destination.Action>)
    /// An action of a pushed screen, a push or a pop.
    case path(StackAction<Path.State, Path.Action>)
  }

  /// What the list presents.
  public struct Destination: Reducer {
    /// The presented screen.
    public enum State: Equatable, Sendable, CaseModifiable {
      /// The add sheet.
      case add(PieceFormFeature.State)
      /// "Delete this piece?"
      case alert(AlertState<Action.Alert>)
    }

    /// An action of the presented screen.
    public enum Action: Equatable, Sendable, Codable {
      /// An action of the add sheet.
      case add(PieceFormFeature.Action)
      /// A button of the alert.
      case alert(Alert)

      /// The alert's buttons.
      public enum Alert: Equatable, Sendable, Codable {
        /// "Delete" the piece with this id.
        case confirmDeletion(id: Piece.ID)
      }
    }

    /// The reducer.
    public init() {}

    public var body: some Reducer<State, Action> {
      Scope(state: State.add, action: Action.add) { PieceFormFeature() }
    }
  }

  /// The screens the stack can hold.
  public struct Path: Reducer {
    /// A pushed screen.
    public enum State: Equatable, Sendable, CaseModifiable {
      /// A piece's detail.
      case detail(PieceDetailFeature.State)
      /// A practice session.
      case practice(PracticeFeature.State)
      /// A piece's outline.
      case outline(OutlineScreenFeature.State)

      /// The detail's state when this screen is a detail (what the stack's view scopes an element store to).
      public var detail: PieceDetailFeature.State? {
        guard case let .detail(state) = self else { return nil }
        return state
      }

      /// The session's state when this screen is a practice session.
      public var practice: PracticeFeature.State? {
        guard case let .practice(state) = self else { return nil }
        return state
      }

      /// The outline screen's state when this screen is an outline.
      public var outline: OutlineScreenFeature.State? {
        guard case let .outline(state) = self else { return nil }
        return state
      }

      /// The id of the piece the screen shows.
      public var pieceID: Piece.ID {
        switch self {
        case let .detail(detail): detail.piece.id
        case let .practice(practice): practice.piece.id
        case let .outline(outline): outline.piece.id
        }
      }
    }

    /// An action of a pushed screen.
    public enum Action: Equatable, Sendable, Codable {
      /// An action of a detail.
      case detail(PieceDetailFeature.Action)
      /// An action of a practice session.
      case practice(PracticeFeature.Action)
      /// An action of an outline.
      case outline(OutlineScreenFeature.Action)
    }

    /// The reducer.
    public init() {}

    public var body: some Reducer<State, Action> {
      Scope(state: State.detail, action: Action.detail) { PieceDetailFeature() }
      Scope(state: State.practice, action: Action.practice) { PracticeFeature() }
      Scope(state: State.outline, action: Action.outline) { OutlineScreenFeature() }
    }
  }

  @Dependency(\.uuid) var uuid

  /// The reducer.
  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.destination = .add(PieceFormFeature.State(piece: Piece(id: uuid())))
        return .none
      case let .pieceTapped(id):
        // The sheet and the alert are modal: a tap that reaches the list under them is ignored.
        guard state.destination == nil, let piece = Shared(state.$pieces[id: id]) else {
          return .none
        }
        state.path.append(.detail(PieceDetailFeature.State(piece: piece)))
        return .none
      case let .deleteSwiped(id):
        guard let piece = state.pieces[id: id] else { return .none }
        state.destination = .alert(
          AlertState {
            TextState("Delete “\(piece.title)”?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion(id: id)) {
              TextState("Delete")
            }
            ButtonState(role: .cancel) { TextState("Cancel") }
          })
        return .none
      case let .destination(.presented(.add(.delegate(.saved(piece))))):
        state.$pieces.withLock { _ = $0.append(piece) }
        return .none
      case let .destination(.presented(.alert(.confirmDeletion(id)))):
        Self.delete(id, from: &state)
        return .none
      case let .path(.element(id, .detail(.delegate(delegate)))):
        guard case let .detail(detail)? = state.path[id: id] else { return .none }
        switch delegate {
        case .startPractice:
          state.path.append(.practice(PracticeFeature.State(piece: detail.$piece)))
        case .showOutline:
          state.path.append(.outline(OutlineScreenFeature.State(piece: detail.$piece)))
        case .deleteConfirmed:
          Self.delete(detail.piece.id, from: &state)
        }
        return .none
      case .destination, .path:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
    .forEach(\.path, action: Action.path) { Path() }
  }

  /// Pops the screens showing the piece with `id` (from the lowest one up: the screens above it were opened from
  /// it), which cancels their effects, then removes the piece from the list.
  private static func delete(_ id: Piece.ID, from state: inout State) {
    if let lowest = state.path.ids.first(where: { state.path[id: $0]?.pieceID == id }) {
      _ = state.path.pop(from: lowest)
    }
    state.$pieces.withLock { _ = $0.remove(id: id) }
  }
}
