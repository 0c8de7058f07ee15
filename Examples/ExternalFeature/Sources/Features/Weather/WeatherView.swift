public import SwiftUI
public import Reducer

/// The feature's screen: renders the view state, sends intent. No services, no logic.
public struct WeatherView: View {
  let store: StoreOf<WeatherFeature>

  /// A view over `store`.
  public init(store: StoreOf<WeatherFeature>) {
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

// `#Preview` is a macro only Apple's toolchain expands: kept for Xcode, and not compiled on Linux
// (see Docs/SwiftUI.md).
#if canImport(DeveloperToolsSupport)
  #Preview("Loaded") {
    let store = WeatherFeature.scenario(.loaded).makeStore()
    WeatherView(store: store)
  }
  #Preview("Empty") {
    let store = WeatherFeature.scenario(.empty).makeStore()
    WeatherView(store: store)
  }
  #Preview("Error") {
    let store = WeatherFeature.scenario(.error).makeStore()
    WeatherView(store: store)
  }
  #Preview("Loading") {
    let store = WeatherFeature.scenario(.loading).makeStore()
    WeatherView(store: store)
  }
#endif
