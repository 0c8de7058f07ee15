import Dependencies
import Foundation
public import Reducer

/// The form that adds or edits a piece: its fields are bound to the view, "Save" checks them and hands the piece to
/// whoever presented the form, which then dismisses itself.
public struct PieceFormFeature: Reducer {
  /// The form's state.
  public struct State: Equatable, Sendable, Codable {
    /// The piece being edited.
    public var piece: Piece
    /// Why "Save" was refused, if it was.
    public var problem: String?

    /// A form over `piece`.
    public init(piece: Piece, problem: String? = nil) {
      self.piece = piece
      self.problem = problem
    }
  }

  /// What can happen in the form.
  public enum Action: Equatable, Sendable, Codable {
    /// What the view sends.
    case view(View)
    /// What the form tells the screen that presented it.
    case delegate(Delegate)

    /// What the view sends: field edits and button taps.
    public enum View: BindableAction, Equatable, Sendable, Codable {
      /// A field edited through a binding.
      case binding(BindingAction<State>)
      /// "Save".
      case saveTapped
      /// "Cancel".
      case cancelTapped
    }

    /// What the form tells the screen that presented it.
    public enum Delegate: Equatable, Sendable, Codable {
      /// The piece was saved as it is now.
      case saved(Piece)
    }
  }

  @Dependency(\.dismiss) var dismiss

  /// The reducer.
  public init() {}

  public var body: some Reducer<State, Action> {
    BindingReducer(action: Action.view)
    Reduce { state, action in
      switch action {
      case .view(.binding):
        state.problem = nil
        return .none
      case .view(.saveTapped):
        let title = state.piece.title.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else {
          state.problem = "A piece needs a title."
          return .none
        }
        guard (1...600).contains(state.piece.targetMinutes) else {
          state.problem = "A session lasts 1 to 600 minutes."
          return .none
        }
        state.piece.title = title
        state.piece.outline.title = title
        let piece = state.piece
        return .run { send in
          await send(.delegate(.saved(piece)))
          await dismiss()
        }
      case .view(.cancelTapped):
        return .run { _ in await dismiss() }
      case .delegate:
        return .none
      }
    }
  }
}

extension PieceFormFeature.State: CodableBindings {
  /// The fields the form binds, by the names demo scripts use: `send view(.binding(.set("title", "Étude")))`.
  public static let codableBindings: [CodableBinding<Self>] = [
    .field("title", \.piece.title),
    .field("targetMinutes", \.piece.targetMinutes),
  ]
}
