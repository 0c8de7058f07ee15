import Dependencies
public import Reducer

/// One piece, pushed over the list: shows its sessions and outline, edits it in a sheet, starts a practice
/// session, and deletes it after an alert. It holds a `Shared` reference to its piece — derived from the
/// persisted list by the list — so an edit here is an edit of the list, and of the file on disk.
public struct PieceDetailFeature: Reducer {
  /// The detail's state.
  public struct State: Equatable, Sendable {
    /// The piece shown, a reference into the persisted list.
    @Shared public var piece: Piece
    /// The editor sheet or the deletion alert.
    @Presents public var destination: Destination.State?

    /// The detail of the piece `piece` refers to.
    public init(piece: Shared<Piece>, destination: Destination.State? = nil) {
      self._piece = piece
      self.destination = destination
    }
  }

  /// What can happen in the detail.
  public enum Action: Equatable, Sendable, Codable {
    /// "Edit".
    case editTapped
    /// "Delete".
    case deleteTapped
    /// "Practice": the list pushes a practice session.
    case practiceTapped
    /// "Outline": the list pushes the piece's outline.
    case outlineTapped
    /// An action of the sheet or the alert.
    case destination(PresentationAction<Destination.Action>)
    /// What the detail tells the list.
    case delegate(Delegate)

    /// What the detail tells the list.
    public enum Delegate: Equatable, Sendable, Codable {
      /// Push a practice session of this piece.
      case startPractice
      /// Push this piece's outline.
      case showOutline
      /// The user confirmed deletion: the list pops the detail and removes the piece.
      case deleteConfirmed
    }
  }

  /// What the detail presents.
  public struct Destination: Reducer {
    /// The presented screen.
    public enum State: Equatable, Sendable, CaseModifiable {
      /// The editor sheet.
      case edit(PieceFormFeature.State)
      /// "Delete this piece?"
      case alert(AlertState<Action.Alert>)
    }

    /// An action of the presented screen.
    public enum Action: Equatable, Sendable, Codable {
      /// An action of the editor sheet.
      case edit(PieceFormFeature.Action)
      /// A button of the alert.
      case alert(Alert)

      /// The alert's buttons.
      public enum Alert: Equatable, Sendable, Codable {
        /// "Delete".
        case confirmDeletion
      }
    }

    /// The reducer.
    public init() {}

    public var body: some Reducer<State, Action> {
      Scope(state: State.edit, action: Action.edit) { PieceFormFeature() }
    }
  }

  /// The reducer.
  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .editTapped:
        state.destination = .edit(PieceFormFeature.State(piece: state.piece))
        return .none
      case .deleteTapped:
        let piece = state.piece
        state.destination = .alert(
          AlertState {
            TextState("Delete “\(piece.title)”?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          } message: {
            TextState("Its \(piece.sessions.count) logged sessions go with it.")
          })
        return .none
      case .practiceTapped:
        return .send(.delegate(.startPractice))
      case .outlineTapped:
        return .send(.delegate(.showOutline))
      case let .destination(.presented(.edit(.delegate(.saved(piece))))):
        state.$piece.withLock { $0 = piece }
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        return .send(.delegate(.deleteConfirmed))
      case .destination, .delegate:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }
}
