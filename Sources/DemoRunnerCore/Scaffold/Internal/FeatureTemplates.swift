/// The scaffold's reducer, scenario catalog and SwiftUI view: the shape of
/// `Sources/Features/Items/` with the names of ``FeatureName``.
enum FeatureTemplates {
  /// `WeatherFeature.swift`: the reducer and its `ScenarioProviding` conformance.
  static func feature(_ n: FeatureName) -> String {
    #"""
    import Dependencies
    public import Reducer

    /// A list of items: loads on appear, retries after an error, ticks items off.
    public struct \#(n.feature): Reducer {
      /// The list's state.
      public struct State: Equatable, Sendable, Codable {
        /// The items shown, in order.
        public var items: IdentifiedArrayOf<\#(n.model)> = []
        /// Whether a load is in flight.
        public var isLoading = false
        /// The last load's failure, if it failed.
        public var errorMessage: String?
        /// Whether a load has completed at least once.
        public var hasLoaded = false

        /// A list that has not loaded yet.
        public init() {}

        /// What the view draws. A view reads `store.viewState`, which observes this value by
        /// equality: it redraws when what it shows changes, not whenever a field behind it does.
        public var viewState: ViewState {
          \#(n.feature).viewState(of: self)
        }
      }

      /// What can happen in the list.
      public enum Action: Equatable, Sendable, Codable {
        /// The view appeared: load once.
        case onAppear
        /// The user tapped "Retry" on the error screen.
        case retryTapped
        /// The user tapped a row: tick it off, or back on.
        case rowTapped(id: \#(n.model).ID)
        /// The service answered.
        case itemsResponse(ServiceResult<[\#(n.model)]>)
      }

      private enum CancelID { case load }

      @Dependency(\.\#(n.accessor)) var service

      /// The reducer.
      public init() {}

      public var body: some Reducer<State, Action> {
        Reduce { state, action in
          switch action {
          case .onAppear:
            guard !state.hasLoaded, !state.isLoading else { return .none }
            return load(&state)
          case .retryTapped:
            return load(&state)
          case let .rowTapped(id):
            state.items[id: id]?.isDone.toggle()
            return .none
          case let .itemsResponse(.success(items)):
            state.isLoading = false
            state.hasLoaded = true
            state.errorMessage = nil
            state.items = IdentifiedArray(keepingFirstOf: items)
            return .none
          case let .itemsResponse(.failure(error)):
            state.isLoading = false
            state.hasLoaded = true
            state.errorMessage = error.message
            return .none
          }
        }
      }

      private func load(_ state: inout State) -> Effect<Action> {
        state.isLoading = true
        state.errorMessage = nil
        return .run { send in
          await send(.itemsResponse(ServiceResult { try await service.fetchItems() }))
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)
      }
    }

    extension \#(n.feature): ScenarioProviding {
      /// What the \#(n.name) view shows.
      public enum ViewState: ScenarioViewState {
        /// A spinner: nothing to show yet.
        case loading
        /// The rows.
        case loaded([\#(n.model)])
        /// "No items".
        case empty
        /// The failure message and a Retry button.
        case error(String)
      }

      public static func viewState(of state: State) -> ViewState {
        if let message = state.errorMessage { return .error(message) }
        if !state.items.isEmpty { return .loaded(Array(state.items)) }
        return state.hasLoaded && !state.isLoading ? .empty : .loading
      }

      public static var featureName: String { "\#(n.name)" }
    }

    """#
  }

  /// `WeatherScenarios.swift`: every visible state, one scenario each.
  static func scenarios(_ n: FeatureName) -> String {
    #"""
    import Dependencies
    public import Reducer

    private typealias Mock = \#(n.mockService)
    private typealias Fixtures = \#(n.fixtures)

    extension \#(n.feature) {
      /// Every visible state of the feature: the one catalog previews, tests and the demo runner
      /// use.
      public static let scenarios: [Scenario<\#(n.feature)>] = [
        Scenario(
          .loaded, summary: "Three items, one already done", initialState: State(),
          onAppear: .onAppear, expecting: .loaded(Fixtures.list)
        ) {
          $0.\#(n.accessor) = Mock(.success(Fixtures.list))
        },
        Scenario(
          .empty, summary: "The service has no items", initialState: State(),
          onAppear: .onAppear, expecting: .empty
        ) {
          $0.\#(n.accessor) = Mock(.empty)
        },
        Scenario(
          .error, summary: "Loading fails", initialState: State(), onAppear: .onAppear,
          expecting: .error(Fixtures.loadError.message)
        ) {
          $0.\#(n.accessor) = Mock(.failure(Fixtures.loadError))
        },
        Scenario(
          .loading, summary: "The service has not answered yet", initialState: State(),
          onAppear: .onAppear, expecting: .loading
        ) {
          $0.\#(n.accessor) = Mock(.loading)
        },
      ]
    }

    """#
  }

  /// `WeatherView.swift`: renders the view state, one `#Preview` per scenario.
  static func view(_ n: FeatureName) -> String {
    #"""
    #if canImport(SwiftUI)
      public import SwiftUI
      public import Reducer

      /// The feature's screen: renders the view state, sends intent. No services, no logic.
      public struct \#(n.view): View {
        let store: StoreOf<\#(n.feature)>

        /// A view over `store`.
        public init(store: StoreOf<\#(n.feature)>) {
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

    \#(previews(n))
    #endif

    """#
  }

  /// The view file's `#Preview`s: one per scenario, titled after it.
  private static func previews(_ n: FeatureName) -> String {
    ["Loaded", "Empty", "Error", "Loading"].map { title in
      #"""
        #Preview("\#(title)") {
          let store = \#(n.feature).scenario(.\#(title.lowercased())).makeStore()
          \#(n.view)(store: store)
        }
      """#
    }.joined(separator: "\n")
  }
}
