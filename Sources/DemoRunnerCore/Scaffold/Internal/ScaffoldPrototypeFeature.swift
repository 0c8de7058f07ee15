import Foundation
import Reducer

/// The feature `demo-runner new` scaffolds, compiled: the generated reducer's behaviour for its
/// `loaded` scenario, so the scaffold's golden transcript is recorded by the runner itself
/// (``TranscriptTemplate``) rather than written out by hand.
///
/// Its state, actions, fixtures and view state mirror ``FeatureTemplates`` and
/// ``ServiceTemplates`` field for field; only the type names differ, and those are replaced in
/// the transcript (dumps are not aligned on names, and the screen's title — the one
/// width-dependent part — is drawn with the real name, set through ``displayName``).
/// `Scripts/scaffold-check.sh` proves the two agree: it records the generated feature's script
/// for real and `demo-runner check` compares it with the golden written from this one.
struct ScaffoldPrototypeFeature: Reducer {
  struct State: Equatable, Sendable, Codable {
    var items: IdentifiedArrayOf<ScaffoldPrototypeItem> = []
    var isLoading = false
    var errorMessage: String?
    var hasLoaded = false
  }

  enum Action: Equatable, Sendable, Codable {
    case onAppear
    case retryTapped
    case rowTapped(id: ScaffoldPrototypeItem.ID)
    case itemsResponse(ServiceResult<[ScaffoldPrototypeItem]>)
  }

  /// The feature's display name while a transcript is recorded: the scaffolded feature's.
  @TaskLocal static var displayName = "Prototype"

  /// The generated fixtures' list.
  static let list = [
    ScaffoldPrototypeItem(id: repeated(0x11), title: "First item"),
    ScaffoldPrototypeItem(id: repeated(0x22), title: "Second item", isDone: true),
    ScaffoldPrototypeItem(id: repeated(0x33), title: "Third item"),
  ]

  /// The UUID whose sixteen bytes are all `byte` (`0x11` → `11111111-1111-…`).
  private static func repeated(_ byte: UInt8) -> UUID {
    let b = byte
    return UUID(uuid: (b, b, b, b, b, b, b, b, b, b, b, b, b, b, b, b))
  }

  var body: some Reducer<State, Action> {
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
        state.items = IdentifiedArray(uniqueElements: items)
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
    return .run { send in await send(.itemsResponse(.success(Self.list))) }
  }
}

/// The scaffold's model, mirrored (see ``ScaffoldPrototypeFeature``).
struct ScaffoldPrototypeItem: Identifiable, Equatable, Hashable, Sendable, Codable {
  let id: UUID
  var title: String
  var isDone: Bool

  init(id: UUID, title: String, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.isDone = isDone
  }
}

extension ScaffoldPrototypeFeature: ScenarioProviding {
  enum ViewState: ScenarioViewState {
    case loading
    case loaded([ScaffoldPrototypeItem])
    case empty
    case error(String)
  }

  static func viewState(of state: State) -> ViewState {
    if let message = state.errorMessage { return .error(message) }
    if !state.items.isEmpty { return .loaded(Array(state.items)) }
    return state.hasLoaded && !state.isLoading ? .empty : .loading
  }

  static var featureName: String { displayName }

  static let scenarios: [Scenario<ScaffoldPrototypeFeature>] = [
    Scenario(
      .loaded, summary: "Three items, one already done", initialState: State(),
      onAppear: .onAppear, expecting: .loaded(list))
  ]
}
