#if canImport(SwiftUI)
  import SwiftUI
  import Reducer

  /// The browser: renders its view state — the top of the stack and what is presented over it — and sends intent.
  /// No services, no logic; the navigation itself lives in ``ItemBrowserFeature``.
  public struct ItemBrowserView: View {
    let store: StoreOf<ItemBrowserFeature>

    /// A view over `store`.
    public init(store: StoreOf<ItemBrowserFeature>) {
      self.store = store
    }

    public var body: some View {
      content.task { store.send(.onAppear) }
    }

    /// Sends `action` to the detail on top of the stack.
    private func sendToTop(_ action: ItemDetailFeature.Action) {
      guard let id = store.path.ids.last else { return }
      store.send(.path(.element(id: id, action: .detail(action))))
    }

    @ViewBuilder private var content: some View {
      switch store.viewState {
      case .loading:
        ProgressView("Loading…")
      case .empty:
        Text("No items")
      case let .error(message):
        Text(message)
      case let .list(items):
        VStack {
          Button(store.showsDoneItems ? "Hide done" : "Show done") {
            store.send(.showDoneItemsToggled)
          }
          List(items) { item in
            Button(item.title) { store.send(.itemTapped(id: item.id)) }
          }
        }
      case let .detail(item, _):
        VStack {
          Text(item.title).font(.title)
          Button("Edit") { sendToTop(.editTapped) }
          Button("Delete", role: .destructive) { sendToTop(.deleteTapped) }
          Button("Back") {
            if let id = store.path.ids.last { store.send(.path(.popFrom(id: id))) }
          }
        }
      case let .editing(sheet):
        Form {
          TextField(
            "Title",
            text: Binding(
              get: { sheet.title },
              set: { sendToTop(.destination(.presented(.editor(.titleChanged($0))))) }))
          Button("Save") { sendToTop(.destination(.presented(.editor(.saveTapped)))) }
          Button("Cancel") { sendToTop(.destination(.presented(.editor(.cancelTapped)))) }
        }
      case let .confirmingDeletion(alert):
        VStack {
          Text(alert.title.string)
          Button("Delete", role: .destructive) {
            sendToTop(.destination(.presented(.alert(.confirmDeletion))))
          }
          Button("Cancel", role: .cancel) { sendToTop(.destination(.dismiss)) }
        }
      }
    }
  }

  #Preview("Loaded") { ItemBrowserView(store: ItemBrowserFeature.scenario(.loaded).makeStore()) }
  #Preview("Done hidden") {
    ItemBrowserView(store: ItemBrowserFeature.scenario(.filtered).makeStore())
  }
  #Preview("Empty") { ItemBrowserView(store: ItemBrowserFeature.scenario(.empty).makeStore()) }
  #Preview("Error") { ItemBrowserView(store: ItemBrowserFeature.scenario(.error).makeStore()) }
  #Preview("Loading") { ItemBrowserView(store: ItemBrowserFeature.scenario(.loading).makeStore()) }
  #Preview("Detail") { ItemBrowserView(store: ItemBrowserFeature.scenario(.detail).makeStore()) }
  #Preview("Editing") { ItemBrowserView(store: ItemBrowserFeature.scenario(.editing).makeStore()) }
  #Preview("Confirming deletion") {
    ItemBrowserView(store: ItemBrowserFeature.scenario(.deleting).makeStore())
  }
#endif
