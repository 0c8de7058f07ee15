import Dependencies
import DocSampleSupport
import Foundation
import Observation
import Reducer
import ReducerTesting
import Testing

// Every Swift sample of Docs/SharedState.md, as written there: types inside one suite, statements inside its tests.
// `SharedStateDocSamplesTests.docSamplesAreMirroredHere` fails when the article's samples and this file drift apart.

struct UserSettings: Codable, Equatable, Sendable {
  var name = ""
  var fontSize = 14
}

extension URL {
  static let settingsFile = URL(fileURLWithPath: NSHomeDirectory())
    .appendingPathComponent("Library/Settings/settings.json")
}

// MARK: Writing your own key (file-level declarations of the article's sample)

struct KeychainKey<Value: Codable & Sendable>: CustomSharedKey {
  let account: String
  var id: String { account }
  var keyDescription: String { ".keychain(\"\(account)\")" }
  func load(dependencies: DependencyValues) throws -> Value? {
    try dependencies.keychain.read(account).map { try JSONDecoder().decode(Value.self, from: $0) }
  }
  func save(_ value: Value, dependencies: DependencyValues) throws {
    try dependencies.keychain.write(JSONEncoder().encode(value), account: account)
  }
}

extension SharedKey {
  static func keychain<Value>(_ account: String) -> Self where Self == KeychainKey<Value> {
    KeychainKey(account: account)
  }
}

/// Secrets by account: the system keychain in a real app, memory here.
final class Keychain: Sendable {
  struct Failure: Error, Equatable { var reason: String }
  private let items: LockIsolated<[String: Data]>
  /// When set, every read and write throws it (a locked device, in a test or a scenario).
  let failure = LockIsolated<Failure?>(nil)

  init(_ items: [String: Data] = [:]) { self.items = LockIsolated(items) }

  func read(_ account: String) throws -> Data? {
    if let failure = failure.value { throw failure }
    return items.withValue { $0[account] }
  }
  func write(_ data: Data, account: String) throws {
    if let failure = failure.value { throw failure }
    items.withValue { $0[account] = data }
  }
}

private enum KeychainDependencyKey: DependencyKey {
  static let liveValue = Keychain()
  static var testValue: Keychain { Keychain() }
}

extension DependencyValues {
  var keychain: Keychain {
    get { self[KeychainDependencyKey.self] }
    set { self[KeychainDependencyKey.self] = newValue }
  }
}

@MainActor
@Suite struct SharedStateDocSamples {
  struct Settings: Reducer {
    struct State: Equatable, Sendable {
      @Shared(.fileStorage(.settingsFile)) var settings = UserSettings()
      @Shared(.inMemory("sessionCount")) var sessionCount = 0
      @Shared(.appStorage("hapticsEnabled")) var haptics = true
      var draftName = ""
    }
    enum Action: BindableAction, Equatable, Sendable {
      case binding(BindingAction<State>)
      case saveTapped
    }
    var body: some Reducer<State, Action> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.draftName):
          return .none
        case .binding:
          return .none
        case .saveTapped:
          state.$settings.withLock { $0.name = state.draftName }
          state.$sessionCount.withLock { $0 += 1 }
          return .none
        }
      }
    }
  }

  struct Counter: Reducer {
    struct State: Equatable, Sendable {
      @Shared var count: Int
    }
    enum Action: Equatable, Sendable { case incrementTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.$count.withLock { $0 += 1 }
      return .none
    }
  }

  struct Parent: Reducer {
    struct State: Equatable, Sendable {
      @Shared(.inMemory("count")) var count = 0
      var child: Counter.State?
    }
    enum Action: Equatable, Sendable {
      case showChildTapped
      case child(Counter.Action)
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .showChildTapped:
          state.child = Counter.State(count: state.$count)
          return .none
        case .child:
          return .none
        }
      }
      .ifLet(\.child, action: Action.child) { Counter() }
    }
  }

  @Test func settingsTest() async {
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    }
    await store.send(.binding(.set(\.draftName, "Ada"))) { $0.draftName = "Ada" }
    await store.send(.saveTapped) {
      $0.$settings.withLock { $0.name = "Ada" }
      $0.$sessionCount.withLock { $0 = 1 }
    }
  }

  @Test(.freshSharedStorages) func saveCountsTheSession() async {
    @Shared(.inMemory("sessionCount")) var sessionCount = 0
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    }
    await store.send(.saveTapped) { $0.$sessionCount.withLock { $0 = 1 } }
    #expect(sessionCount == 1)
  }

  @Test func unassertedChangeFails() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(.binding(.set(\.draftName, "Ada"))) { $0.draftName = "Ada" }
    await withKnownIssue {
      await store.send(.saveTapped)
    } matching: {
      $0.description.contains("A shared state change does not match expectation")
    }
  }

  @Test func childSharesTheParentsReference() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.showChildTapped) { $0.child = Counter.State(count: $0.$count) }
    await store.send(.child(.incrementTapped)) { $0.$count.withLock { $0 = 1 } }
    #expect(store.state.child?.count == 1)
  }

  @Test func observationSample() {
    let events = ObservedEvents()
    let storage = InMemorySharedStorage()
    let first = Store(initialState: Settings.State()) {
      Settings()
    } withDependencies: {
      $0.defaultInMemoryStorage = storage
    }
    let second = Store(initialState: Settings.State()) {
      Settings()
    } withDependencies: {
      $0.defaultInMemoryStorage = storage
    }
    withObservationTracking {
      _ = first.sessionCount
    } onChange: {
      print("sessionCount changed")  // runs once second.send(.saveTapped) changes the count
    }
    second.send(.saveTapped)

    withObservationTracking {
      _ = first.sessionCount
    } onChange: {
      events.add("first")
    }
    second.send(.saveTapped)
    #expect(events.events == ["first"])
    #expect(first.sessionCount == 2)
  }

  @Test func seedingSample() async throws {
    let seeded = try JSONEncoder().encode(UserSettings(name: "Grace"))
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    } withDependencies: {
      $0.defaultFileStorage = .inMemory([.settingsFile: seeded])
      $0.defaultAppStorage = .inMemory(["hapticsEnabled": false])
    }
    #expect(store.state.settings.name == "Grace")
    #expect(store.state.haptics == false)
  }

  // MARK: Writing your own key

  struct SignIn: Reducer {
    struct State: Equatable, Sendable {
      @Shared(.keychain("token")) var token = ""
    }
    enum Action: Equatable, Sendable {
      case signedIn(token: String)
      case signOutTapped
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .signedIn(token):
        state.$token.withLock { $0 = token }
      case .signOutTapped:
        state.$token.withLock { $0 = "" }
      }
      return .none
    }
  }

  @Test func customKeyTest() async throws {
    let keychain = Keychain(["token": try JSONEncoder().encode("old")])
    let store = TestStore(initialState: SignIn.State()) {
      SignIn()
    } withDependencies: {
      $0.keychain = keychain
    }
    #expect(store.state.token == "old")
    await store.send(.signedIn(token: "new")) { $0.$token.withLock { $0 = "new" } }
    #expect(try keychain.read("token") == JSONEncoder().encode("new"))
  }

  @Test func customKeyFailureTest() async {
    let keychain = Keychain()
    let store = TestStore(initialState: SignIn.State()) {
      SignIn()
    } withDependencies: {
      $0.keychain = keychain
    }
    keychain.failure.setValue(Keychain.Failure(reason: "device locked"))
    await withKnownIssue {
      await store.send(.signedIn(token: "new")) { $0.$token.withLock { $0 = "new" } }
    } matching: {
      $0.description.contains("@Shared(.keychain(\"token\")) could not be saved")
    }
  }

  // MARK: Bindings

  struct ProfileForm: Reducer {
    struct State: Equatable, Sendable {
      var displayName = ""
      var notificationsEnabled = false
      var isDirty = false
    }
    enum Action: BindableAction, Equatable, Sendable {
      case binding(BindingAction<State>)
      case resetTapped
    }
    var body: some Reducer<State, Action> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.displayName), .binding(\.notificationsEnabled):
          state.isDirty = true
          return .none
        case .binding:
          return .none
        case .resetTapped:
          state = State()
          return .none
        }
      }
    }
  }

  @Test func bindingTest() async {
    let store = TestStore(initialState: ProfileForm.State()) {
      ProfileForm()
    }
    await store.send(.binding(.set(\.displayName, "Ada"))) {
      $0.displayName = "Ada"
      $0.isDirty = true
    }
    await store.send(.binding(.set(\.notificationsEnabled, true))) {
      $0.notificationsEnabled = true
    }
    await store.send(.resetTapped) { $0 = ProfileForm.State() }
  }
}

// MARK: - Deriving a shared value

enum DerivingDocSample {
  struct Team: Equatable, Identifiable, Sendable {
    var id: Int
    var name: String
  }
  struct TeamDetail: Reducer {
    struct State: Equatable, Sendable {
      @Shared var team: Team
    }
    enum Action: Equatable, Sendable { case renamed(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .renamed(name):
        state.$team.name.withLock { $0 = name }
        return .none
      }
    }
  }
  struct Teams: Reducer {
    struct State: Equatable, Sendable {
      @Shared(.inMemory("teams")) var teams: IdentifiedArrayOf<Team> = [Team(id: 1, name: "Core")]
      var detail: TeamDetail.State?
    }
    enum Action: Equatable, Sendable {
      case teamTapped(id: Int)
      case detail(TeamDetail.Action)
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case let .teamTapped(id):
          guard let team = Shared(state.$teams[id: id]) else { return .none }
          state.detail = TeamDetail.State(team: team)
          return .none
        case .detail:
          return .none
        }
      }
      .ifLet(\.detail, action: Action.detail) { TeamDetail() }
    }
  }
}

extension SharedKey where Self == InMemoryKey<[String]>.Default {
  static var teamNames: Self {
    Self[.inMemory("teamNames"), default: ["Core"]]
  }
}

extension SharedKey where Self == InMemoryKey<Set<Int>>.Default {
  static var teamIDs: Self {
    Self[.inMemory("teamIDs"), default: []]
  }
}

@Suite struct DerivingDocSampleTests {
  @MainActor @Test func aDetailRenamesItsTeamThroughTheDerivedReference() async {
    let store = TestStore(initialState: DerivingDocSample.Teams.State()) {
      DerivingDocSample.Teams()
    }
    await store.send(.teamTapped(id: 1)) {
      $0.detail = DerivingDocSample.TeamDetail.State(
        team: Shared(value: DerivingDocSample.Team(id: 1, name: "Core")))
    }
    await store.send(.detail(.renamed("Kernel"))) {
      $0.$teams.withLock { $0[id: 1]?.name = "Kernel" }
    }
  }

  @Test func aKeyWithADefault() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemorySharedStorage()
    } operation: {
      @Shared(.teamNames) var names
      #expect(names == ["Core"])
      @SharedReader(.teamNames) var reader
      #expect(reader == names)
      @Shared(.teamIDs) var ids = [1, 2]
      #expect(ids == [1, 2])
    }
  }

  @Test func aSharedElementIsIdentifiedByItsValuesID() {
    let team = Shared(value: DerivingDocSample.Team(id: 1, name: "Core"))
    #expect(team.id == 1)
  }
}

// MARK: - The check

@Suite struct SharedStateDocSamplesTests {
  @Test func docSamplesAreMirroredHere() throws {
    let doc = try DocArticle("Docs/SharedState.md")
    let mirror = try DocArticle.normalizedLines(ofFile: URL(fileURLWithPath: #filePath))
    let samples = doc.swiftBlocks
    #expect(samples.count >= 5)
    #expect(doc.text.contains("compiled and run by"), "the article says its samples are tested")
    for sample in samples {
      let needle = sample.normalizedLines
      let found = DocArticle.contains(mirror, needle)
      #expect(found, "Docs/SharedState.md: the sample starting '\(needle.first ?? "")' is not here")
    }
  }
}
