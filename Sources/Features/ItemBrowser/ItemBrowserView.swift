public import SwiftUI
public import Reducer

/// The browser: a navigation stack over the item list, each item's detail pushed on it. No services, no logic; the
/// navigation itself lives in ``ItemBrowserFeature``.
public struct ItemBrowserView: View {
  @Bindable var store: StoreOf<ItemBrowserFeature>

  /// A view over `store`.
  public init(store: StoreOf<ItemBrowserFeature>) {
    self._store = Bindable(store)
  }

  public var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: ItemBrowserFeature.Action.path)) {
      list
    } destination: { element in
      if let detail = element.scope(
        state: \.detail, action: ItemBrowserFeature.Path.Action.detail)
      {
        ItemDetailView(store: detail)
      } else {
        EmptyView()
      }
    }
    .task { await store.send(.onAppear) }
  }

  @ViewBuilder private var list: some View {
    switch store.viewState {
    case .loading:
      ProgressView("Loading…")
    case .empty:
      Text("No items")
    case let .error(message):
      Text(message)
    case .list, .detail, .editing, .confirmingDeletion:
      VStack {
        Button(store.showsDoneItems ? "Hide done" : "Show done") {
          store.send(.showDoneItemsToggled)
        }
        List(store.visibleItems) { item in
          NavigationLink(
            state: ItemBrowserFeature.Path.State.detail(ItemDetailFeature.State(item: item))
          ) {
            Text(item.title)
          }
        }
      }
    }
  }
}

/// An item's detail: edits it in a sheet, confirms deletion with an alert.
public struct ItemDetailView: View {
  @Bindable var store: StoreOf<ItemDetailFeature>

  /// A view over `store`.
  public init(store: StoreOf<ItemDetailFeature>) {
    self._store = Bindable(store)
  }

  public var body: some View {
    VStack {
      Text(store.item.title)
      Button("Edit") { store.send(.editTapped) }
      Button(role: .destructive) {
        store.send(.deleteTapped)
      } label: {
        Text("Delete")
      }
    }
    .sheet(
      item: $store.scope(
        state: \.destination, ItemDetailFeature.Destination.State.editor,
        action: ItemDetailFeature.Action.destination, ItemDetailFeature.Destination.Action.editor)
    ) { editor in
      ItemEditorView(store: editor)
    }
    .alert(
      $store.scope(
        state: \.destination, ItemDetailFeature.Destination.State.alert,
        action: ItemDetailFeature.Action.destination, ItemDetailFeature.Destination.Action.alert))
  }
}

/// The editor sheet: a title field, Save and Cancel.
public struct ItemEditorView: View {
  @Bindable var store: StoreOf<ItemEditorFeature>

  /// A view over `store`.
  public init(store: StoreOf<ItemEditorFeature>) {
    self._store = Bindable(store)
  }

  public var body: some View {
    List {
      TextField("Title", text: $store.title.sending(ItemEditorFeature.Action.titleChanged))
      Button("Save") { store.send(.saveTapped) }
      Button(role: .cancel) {
        store.send(.cancelTapped)
      } label: {
        Text("Cancel")
      }
    }
  }
}

/// Every scenario of the browser, as a named preview.
struct ItemBrowserView_Previews: ScenarioPreviews {
  typealias Feature = ItemBrowserFeature

  static func view(_ store: StoreOf<ItemBrowserFeature>) -> some View {
    ItemBrowserView(store: store)
  }
}

// `#Preview` is a macro only Apple's toolchain expands: kept for Xcode, and not compiled on Linux
// (see Docs/SwiftUI.md).
#if canImport(DeveloperToolsSupport)
  // A one-off: the editor sheet on its own.
  #Preview("Editor alone") {
    ItemEditorView(
      store: Store(initialState: ItemEditorFeature.State(item: ItemFixtures.list[0])) {
        ItemEditorFeature()
      })
  }
#endif
