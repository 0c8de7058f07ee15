import Dependencies
public import Reducer

/// The outline screen of one piece: the recursive ``OutlineFeature`` over a working copy of the piece's outline,
/// written back through the piece's `Shared` reference whenever an action changed it.
public struct OutlineScreenFeature: Reducer {
  /// The screen's state.
  public struct State: Equatable, Sendable {
    /// The piece whose outline this is.
    @Shared public var piece: Piece
    /// The outline being edited.
    public var root: OutlineNode

    /// The outline screen of the piece `piece` refers to.
    public init(piece: Shared<Piece>) {
      self._piece = piece
      self.root = piece.wrappedValue.outline
    }
  }

  /// What can happen on the screen: an action of the outline's root node.
  public enum Action: Equatable, Sendable, Codable {
    /// An action of the root node (and, through it, of any node below).
    case root(OutlineFeature.Action)
  }

  /// The reducer.
  public init() {}

  public var body: some Reducer<State, Action> {
    Scope(state: \.root, action: Action.root) { OutlineFeature() }
    Reduce { state, _ in
      guard state.piece.outline != state.root else { return .none }
      let root = state.root
      state.$piece.outline.withLock { $0 = root }
      return .none
    }
  }
}
