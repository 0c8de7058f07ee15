#if canImport(SwiftUI)
  import SwiftUI
  import Reducer

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
      VStack(alignment: .leading) {
        Text(store.station.name)
          .font(.title2.bold())
          .padding(.horizontal)
        content
          .frame(maxWidth: .infinity, maxHeight: .infinity)
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
          HStack(alignment: .firstTextBaseline) {
            Text(row.line)
              .font(.headline.monospaced())
              .frame(minWidth: 36, alignment: .leading)
            VStack(alignment: .leading) {
              Text(row.destination)
              Text("Platform \(row.platform)")
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            Spacer()
            Text(row.countdown.description)
              .font(.body.monospacedDigit())
          }
        }
      case .empty:
        ContentUnavailableView("No departures soon", systemImage: "tram")
      case let .error(message):
        VStack {
          Text(message)
          Button("Retry") { store.send(.retryTapped) }
        }
      }
    }
  }

  #Preview("Loaded") {
    DeparturesView(store: DeparturesFeature.scenario(.loaded).makeStore())
  }
  #Preview("Empty") {
    DeparturesView(store: DeparturesFeature.scenario(.empty).makeStore())
  }
  #Preview("Error") {
    DeparturesView(store: DeparturesFeature.scenario(.error).makeStore())
  }
  #Preview("Loading") {
    DeparturesView(store: DeparturesFeature.scenario(.loading).makeStore())
  }
  #Preview("Delayed") {
    DeparturesView(store: DeparturesFeature.scenario(.delayed).makeStore())
  }
#endif
