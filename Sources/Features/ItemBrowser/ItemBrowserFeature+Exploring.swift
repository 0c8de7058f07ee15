import Foundation
public import Reducer

extension ItemBrowserFeature: Explorable {
  /// What a user can do: on the list, tap an item (one listed, or one a refresh removed) or toggle "Show
  /// done"; go back; and on the screen on top: edit, delete, confirm the deletion, type a title, save or cancel the editor.
  public static var intents: [Intent<Self>] {
    [
      Intent("itemTapped") { state, draw in
        state.path.isEmpty ? .itemTapped(id: draw.id(from: state.items.ids, absent: UUID(0))) : nil
      },
      Intent("showDoneItemsToggled") { state, _ in
        state.path.isEmpty ? .showDoneItemsToggled : nil
      },
      Intent("back") { state, _ in state.path.ids.last.map { .path(.popFrom(id: $0)) } },
      detail("editTapped") { detail, _ in detail.destination == nil ? .editTapped : nil },
      detail("deleteTapped") { detail, _ in detail.destination == nil ? .deleteTapped : nil },
      detail("confirmDeletion") { detail, _ in
        guard case .alert = detail.destination else { return nil }
        return .destination(.presented(.alert(.confirmDeletion)))
      },
      detail("cancelDeletion") { detail, _ in
        guard case .alert = detail.destination else { return nil }
        return .destination(.dismiss)
      },
      editor("titleChanged") { draw in .titleChanged(draw.text(fixtures: ["Water the cactus"])) },
      editor("saveTapped") { _ in .saveTapped },
      editor("cancelTapped") { _ in .cancelTapped },
    ]
  }

  /// An intent on the detail on top of the stack; `nil` when there is none.
  private static func detail(
    _ name: String,
    _ make: @escaping @Sendable (ItemDetailFeature.State, IntentDraw) -> ItemDetailFeature.Action?
  ) -> Intent<Self> {
    Intent(name) { state, draw in
      guard let id = state.path.ids.last, case let .detail(detail)? = state.path[id: id],
        let action = make(detail, draw)
      else { return nil }
      return .path(.element(id: id, action: .detail(action)))
    }
  }

  /// An intent on the editor sheet over the detail on top; `nil` when it is not presented.
  private static func editor(
    _ name: String, _ make: @escaping @Sendable (IntentDraw) -> ItemEditorFeature.Action
  ) -> Intent<Self> {
    detail(name) { detail, draw in
      guard case .editor = detail.destination else { return nil }
      return .destination(.presented(.editor(make(draw))))
    }
  }

  /// Every pushed detail shows an item the list still has.
  public static func invariants(_ state: State) -> [String] {
    state.path.ids.compactMap { id in
      guard case let .detail(detail)? = state.path[id: id], state.items[id: detail.item.id] == nil
      else {
        return nil
      }
      return "a pushed detail shows an item the list no longer has"
    }
  }
}
