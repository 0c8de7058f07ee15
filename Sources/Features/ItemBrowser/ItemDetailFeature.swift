import Dependencies
public import Reducer

/// One item, pushed on the browser's stack: edits it in a sheet, deletes it after an alert.
public struct ItemDetailFeature: Reducer {
  /// The detail's state.
  public struct State: Equatable, Sendable {
    /// The item shown.
    public var item: Item
    /// The sheet or alert presented over the detail.
    @Presents public var destination: Destination.State?

    /// The detail of `item`, with `destination` presented over it.
    public init(item: Item, destination: Destination.State? = nil) {
      self.item = item
      self.destination = destination
    }
  }

  /// What can happen in the detail.
  public enum Action: Equatable, Sendable, Codable {
    /// The user tapped "Edit".
    case editTapped
    /// The user tapped "Delete".
    case deleteTapped
    /// An action of the sheet or alert.
    case destination(PresentationAction<Destination.Action>)
    /// What the detail tells the browser.
    case delegate(Delegate)

    /// What the detail tells the browser.
    public enum Delegate: Equatable, Sendable, Codable {
      /// The item was deleted (the detail pops itself right after).
      case deleted(Item.ID)
      /// The item was edited.
      case saved(Item)
    }
  }

  /// What the detail presents: the editor sheet or the deletion alert.
  public struct Destination: Reducer {
    /// The presented screen.
    public enum State: Equatable, Sendable, CaseModifiable {
      /// The editor sheet.
      case editor(ItemEditorFeature.State)
      /// "Delete this item?"
      case alert(AlertState<Action.Alert>)
    }

    /// An action of the presented screen.
    public enum Action: Equatable, Sendable, Codable {
      /// An action of the editor sheet.
      case editor(ItemEditorFeature.Action)
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
      Scope(state: State.editor, action: Action.editor) { ItemEditorFeature() }
    }
  }

  @Dependency(\.dismiss) var dismiss

  /// The reducer.
  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .editTapped:
        state.destination = .editor(ItemEditorFeature.State(item: state.item))
        return .none
      case .deleteTapped:
        state.destination = .alert(Self.deletionAlert(title: state.item.title))
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        let id = state.item.id
        return .run { send in
          await send(.delegate(.deleted(id)))
          await dismiss()
        }
      case let .destination(.presented(.editor(.delegate(.save(item))))):
        state.item = item
        return .send(.delegate(.saved(item)))
      case .destination, .delegate:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }

  /// The alert that confirms deleting the item called `title`.
  public static func deletionAlert(title: String) -> AlertState<Destination.Action.Alert> {
    AlertState {
      TextState("Delete “\(title)”?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
  }
}
