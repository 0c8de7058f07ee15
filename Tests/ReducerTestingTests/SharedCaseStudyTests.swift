import Dependencies
import Foundation
import Reducer
import ReducerTesting
import Testing

// TCA's SharedState case studies (the in-memory, file-storage and user-defaults tabs) and SyncUps' persisted list,
// written with Convergence, and their TestStore tests with the same assertions.

struct CaseStudyStats: Codable, Equatable, Sendable {
  private(set) var count = 0
  private(set) var maxCount = 0
  private(set) var minCount = 0
  private(set) var numberOfCounts = 0

  mutating func increment() {
    count += 1
    numberOfCounts += 1
    maxCount = max(maxCount, count)
  }

  mutating func decrement() {
    count -= 1
    numberOfCounts += 1
    minCount = min(minCount, count)
  }
}

extension URL {
  fileprivate static let caseStudyStats = URL(fileURLWithPath: "/case-studies/stats.json")
  fileprivate static let persistedSyncUps = URL(fileURLWithPath: "/sync-ups/sync-ups.json")
}

/// Two tabs sharing one `Stats` through `.fileStorage` (the in-memory tab differs only in its key).
struct SharedStateFileStorage: Reducer {
  enum Tab: Equatable, Sendable { case counter, profile }
  struct State: Equatable, Sendable {
    var currentTab = Tab.counter
    var counter = CounterTab.State()
    var profile = ProfileTab.State()
  }
  enum Action: Equatable, Sendable {
    case counter(CounterTab.Action)
    case profile(ProfileTab.Action)
    case selectTab(Tab)
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.counter, action: Action.counter) { CounterTab() }
    Scope(state: \.profile, action: Action.profile) { ProfileTab() }
    Reduce { state, action in
      switch action {
      case .counter, .profile:
        return .none
      case let .selectTab(tab):
        state.currentTab = tab
        return .none
      }
    }
  }

  struct CounterTab: Reducer {
    struct State: Equatable, Sendable {
      @Shared(.fileStorage(.caseStudyStats)) var stats = CaseStudyStats()
    }
    enum Action: Equatable, Sendable { case decrementButtonTapped, incrementButtonTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .decrementButtonTapped:
        state.$stats.withLock { $0.decrement() }
        return .none
      case .incrementButtonTapped:
        state.$stats.withLock { $0.increment() }
        return .none
      }
    }
  }

  struct ProfileTab: Reducer {
    struct State: Equatable, Sendable {
      @Shared(.fileStorage(.caseStudyStats)) var stats = CaseStudyStats()
    }
    enum Action: Equatable, Sendable { case resetStatsButtonTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .resetStatsButtonTapped:
        state.$stats.withLock { $0 = CaseStudyStats() }
        return .none
      }
    }
  }
}

/// The in-memory tab pair.
struct SharedStateInMemory: Reducer {
  struct State: Equatable, Sendable {
    var counter = CounterTab.State()
    var profile = ProfileTab.State()
  }
  enum Action: Equatable, Sendable {
    case counter(CounterTab.Action)
    case profile(ProfileTab.Action)
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.counter, action: Action.counter) { CounterTab() }
    Scope(state: \.profile, action: Action.profile) { ProfileTab() }
  }

  struct CounterTab: Reducer {
    struct State: Equatable, Sendable {
      @Shared(.inMemory("stats")) var stats = CaseStudyStats()
    }
    enum Action: Equatable, Sendable { case incrementButtonTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.$stats.withLock { $0.increment() }
      return .none
    }
  }

  struct ProfileTab: Reducer {
    struct State: Equatable, Sendable {
      @Shared(.inMemory("stats")) var stats = CaseStudyStats()
    }
    enum Action: Equatable, Sendable { case resetStatsButtonTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.$stats.withLock { $0 = CaseStudyStats() }
      return .none
    }
  }
}

/// The user-defaults tab pair: a plain count in `.appStorage`.
struct SharedStateUserDefaults: Reducer {
  struct State: Equatable, Sendable {
    var counter = CounterTab.State()
    var profile = ProfileTab.State()
  }
  enum Action: Equatable, Sendable {
    case counter(CounterTab.Action)
    case profile(ProfileTab.Action)
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.counter, action: Action.counter) { CounterTab() }
    Scope(state: \.profile, action: Action.profile) { ProfileTab() }
  }

  struct CounterTab: Reducer {
    struct State: Equatable, Sendable {
      @Shared(.appStorage("count")) var count = 0
    }
    enum Action: Equatable, Sendable { case incrementButtonTapped, decrementButtonTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }
      case .decrementButtonTapped:
        state.$count.withLock { $0 -= 1 }
      }
      return .none
    }
  }

  struct ProfileTab: Reducer {
    struct State: Equatable, Sendable {
      @Shared(.appStorage("count")) var count = 0
    }
    enum Action: Equatable, Sendable { case resetCountButtonTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.$count.withLock { $0 = 0 }
      return .none
    }
  }
}

struct PersistedSyncUp: Codable, Equatable, Identifiable, Sendable {
  let id: UUID
  var title = ""
  var minutes = 5
}

/// SyncUps' list: the sync-ups persist in a file.
struct PersistedSyncUpsList: Reducer {
  struct State: Equatable, Sendable {
    var draft: PersistedSyncUp?
    @Shared(.fileStorage(.persistedSyncUps)) var syncUps: IdentifiedArrayOf<PersistedSyncUp> = []
  }
  enum Action: Equatable, Sendable {
    case addSyncUpButtonTapped
    case confirmAddButtonTapped
    case draftTitleChanged(String)
    case onDelete(IndexSet)
  }
  @Dependency(\.uuid) var uuid

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .addSyncUpButtonTapped:
      state.draft = PersistedSyncUp(id: uuid())
      return .none
    case .confirmAddButtonTapped:
      guard let draft = state.draft else { return .none }
      state.draft = nil
      state.$syncUps.withLock { _ = $0.append(draft) }
      return .none
    case let .draftTitleChanged(title):
      state.draft?.title = title
      return .none
    case let .onDelete(offsets):
      state.$syncUps.withLock { $0.remove(atOffsets: offsets) }
      return .none
    }
  }
}

@MainActor
@Suite struct SharedCaseStudyTests {
  @Test func fileStorageTabSelection() async {
    let store = TestStore(initialState: SharedStateFileStorage.State()) {
      SharedStateFileStorage()
    }
    await store.send(.selectTab(.profile)) { $0.currentTab = .profile }
    await store.send(.selectTab(.counter)) { $0.currentTab = .counter }
  }

  @Test func fileStorageSharedCounts() async {
    let store = TestStore(initialState: SharedStateFileStorage.State()) {
      SharedStateFileStorage()
    }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.send(.counter(.decrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.decrement() }
    }
    await store.send(.profile(.resetStatsButtonTapped)) {
      $0.profile.$stats.withLock { $0 = CaseStudyStats() }
    }
    #expect(store.state.counter.stats == CaseStudyStats(), "both tabs hold one reference")
  }

  @Test func inMemorySharedCounts() async {
    let store = TestStore(initialState: SharedStateInMemory.State()) { SharedStateInMemory() }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    #expect(store.state.profile.stats.count == 1)
    await store.send(.profile(.resetStatsButtonTapped)) {
      $0.profile.$stats.withLock { $0 = CaseStudyStats() }
    }
  }

  @Test func userDefaultsSharedCounts() async {
    let store = TestStore(initialState: SharedStateUserDefaults.State()) {
      SharedStateUserDefaults()
    }
    await store.send(.counter(.incrementButtonTapped)) { $0.counter.$count.withLock { $0 = 1 } }
    await store.send(.counter(.decrementButtonTapped)) { $0.counter.$count.withLock { $0 = 0 } }
    await store.send(.counter(.incrementButtonTapped)) { $0.counter.$count.withLock { $0 = 1 } }
    await store.send(.profile(.resetCountButtonTapped)) { $0.profile.$count.withLock { $0 = 0 } }
  }

  @Test func syncUpsAdd() async {
    let store = TestStore(initialState: PersistedSyncUpsList.State()) {
      PersistedSyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addSyncUpButtonTapped) { $0.draft = PersistedSyncUp(id: UUID(0)) }
    await store.send(.draftTitleChanged("Engineering")) { $0.draft?.title = "Engineering" }
    await store.send(.confirmAddButtonTapped) {
      $0.draft = nil
      $0.$syncUps.withLock { $0 = [PersistedSyncUp(id: UUID(0), title: "Engineering")] }
    }
    let saved = store.dependencies.defaultFileStorage.contents(of: .persistedSyncUps)
    let decoded = saved.flatMap {
      try? JSONDecoder().decode(IdentifiedArrayOf<PersistedSyncUp>.self, from: $0)
    }
    #expect(decoded == [PersistedSyncUp(id: UUID(0), title: "Engineering")])
  }

  @Test func syncUpsDelete() async throws {
    let syncUp = PersistedSyncUp(id: UUID(0), title: "Design")
    let seeded = try JSONEncoder().encode(
      IdentifiedArrayOf<PersistedSyncUp>(uniqueElements: [syncUp]))
    let store = TestStore(initialState: PersistedSyncUpsList.State()) {
      PersistedSyncUpsList()
    } withDependencies: {
      $0.defaultFileStorage = .inMemory([.persistedSyncUps: seeded])
    }
    #expect(store.state.syncUps == [syncUp], "loaded from the file on first use")
    await store.send(.onDelete([0])) { $0.$syncUps.withLock { $0 = [] } }
  }

  @Test func syncUpsLoadingDataDecodingFailed() {
    withKnownIssue {
      let store = TestStore(initialState: PersistedSyncUpsList.State()) {
        PersistedSyncUpsList()
      } withDependencies: {
        $0.defaultFileStorage = .inMemory([.persistedSyncUps: Data("!@#$ BAD DATA %^&*()".utf8)])
      }
      #expect(store.state.syncUps == [])
    } matching: { issue in
      issue.description.contains("/sync-ups/sync-ups.json")
        && issue.description.contains("could not decode")
    }
  }
}
