public import SwiftUI
public import Reducer

/// The Items screen: renders the view state, sends intent. No services, no logic.
public struct ItemsView: View {
  let store: StoreOf<ItemsFeature>

  /// A view over `store`.
  public init(store: StoreOf<ItemsFeature>) {
    self.store = store
  }

  public var body: some View {
    content
      .task { await store.send(.onAppear) }
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
          Label {
            Text(item.title)
          } icon: {
            Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
          }
        }
      }
      .refreshable { await store.send(.refreshPulled).finish() }
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

/// Every scenario of the Items screen, as a named preview.
struct ItemsView_Previews: ScenarioPreviews {
  typealias Feature = ItemsFeature

  static func view(_ store: StoreOf<ItemsFeature>) -> some View {
    ItemsView(store: store)
  }
}
