#if canImport(SwiftUI)
  import SwiftUI
  import Reducer

  /// The Items screen: renders the view state, sends intent. No services, no logic.
  public struct ItemsView: View {
    let store: StoreOf<ItemsFeature>

    /// A view over `store`.
    public init(store: StoreOf<ItemsFeature>) {
      self.store = store
    }

    public var body: some View {
      content
        .task { store.send(.onAppear) }
        .refreshable { await store.send(.refreshPulled).finish() }
    }

    @ViewBuilder private var content: some View {
      switch store.viewState {
      case .loading:
        ProgressView("Loading…")
      case let .loaded(items):
        List(items) { item in
          Button {
            store.send(.rowTapped(id: item.id))
          } label: {
            Label(item.title, systemImage: item.isDone ? "checkmark.circle.fill" : "circle")
          }
        }
      case .empty:
        Text("No items")
      case let .error(message):
        VStack {
          Text(message)
          Button("Retry") { store.send(.retryTapped) }
        }
      }
    }
  }

  #Preview("Loaded") { ItemsView(store: ItemsFeature.scenario(.loaded).makeStore()) }
  #Preview("Empty") { ItemsView(store: ItemsFeature.scenario(.empty).makeStore()) }
  #Preview("Error") { ItemsView(store: ItemsFeature.scenario(.error).makeStore()) }
  #Preview("Loading") { ItemsView(store: ItemsFeature.scenario(.loading).makeStore()) }
  #Preview("Delayed") { ItemsView(store: ItemsFeature.scenario(.delayed).makeStore()) }
#endif
