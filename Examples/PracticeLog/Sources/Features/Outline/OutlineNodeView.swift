public import Reducer
public import SwiftUI

/// One section of an outline and, indented below it, its sections — each drawn by this same view, as
/// ``OutlineFeature`` runs itself on each child. A section's title is edited in place; a child is swiped away;
/// "Add a section to …" appends one.
public struct OutlineNodeView: View {
  @Bindable var store: StoreOf<OutlineFeature>

  /// A view over `store`.
  public init(store: StoreOf<OutlineFeature>) {
    self._store = Bindable(store)
  }

  public var body: some View {
    TextField(
      text: $store.title.sending(OutlineFeature.Action.titleChanged), prompt: Text("Section")
    ) {
      Text(store.title)
    }
    .font(.headline)
    Group {
      ForEach(
        store.scope(state: \.children, action: OutlineFeature.Action.children), id: \.state.id
      ) {
        child in
        OutlineNodeView(store: child)
      }
      .onDelete { offsets in
        for offset in offsets {
          store.send(.deleteSectionTapped(id: store.children[offset].id))
        }
      }
      Button("Add a section to “\(store.title)”", systemImage: "plus.circle") {
        store.send(.addSectionTapped)
      }
    }
    .padding(.leading, 16)
  }
}
