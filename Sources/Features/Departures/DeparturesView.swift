public import SwiftUI
public import Reducer

/// The departures board: renders the view state, sends intent. No services, no timers, no logic.
///
/// Appearing starts the board's refresh timer and disappearing stops it; both are actions, so the
/// reducer owns the timer and tests can prove it stops.
public struct DeparturesView: View {
  let store: StoreOf<DeparturesFeature>

  /// A view over `store`.
  public init(store: StoreOf<DeparturesFeature>) {
    self.store = store
  }

  public var body: some View {
    VStack {
      Text(store.station.name)
      content
    }
    .onAppear { store.send(.onAppear) }
    .onDisappear { store.send(.onDisappear) }
  }

  @ViewBuilder private var content: some View {
    switch store.viewState {
    case .loading:
      ProgressView("Checking departures…")
    case let .loaded(rows):
      List(rows) { row in
        VStack {
          Text("\(row.line) \(row.destination)")
          Text("Platform \(row.platform)")
          Text(row.countdown.description)
        }
      }
    case .empty:
      Text("No departures soon")
    case let .error(message):
      RetryPrompt(message: message) { store.send(.retryTapped) }
    }
  }
}

/// Every scenario of the board, as a named preview.
struct DeparturesView_Previews: ScenarioPreviews {
  typealias Feature = DeparturesFeature

  static func view(_ store: StoreOf<DeparturesFeature>) -> some View {
    DeparturesView(store: store)
  }
}
