import Dependencies
import Reducer
import ReducerTesting
import Testing

// The spellings of Docs/MigratingFromTCA.md's rows on `TestDependencyKey`, the methods `@DependencyClient`
// generates, test values of non-throwing endpoints, `@ReducerCaseIgnored` and a `@Shared` only a reducer declares,
// compiled and run here (`MigrationDocTests.compiledSpellingsAreHere` reads this file). The split across two
// modules itself is tested in DependenciesTests/TestDependencyKeyTests.swift.

enum DependencyGuide {
  /// A client as `@DependencyClient` generates it, written by hand: closures, and the labelled methods.
  struct AccountClient: Sendable {
    var search: @Sendable (String) async throws -> [String]
    var login: @Sendable (String, String) async throws -> String
    var unreadCount: @Sendable () -> Int

    func search(query: String) async throws -> [String] { try await search(query) }
    func login(email: String, password: String) async throws -> String {
      try await login(email, password)
    }
  }

  /// A destination where one case has no feature of its own (what `@ReducerCaseIgnored` marks in TCA).
  struct Destination: Reducer {
    enum State: Equatable, Sendable {
      case editor(Editor.State)
      case info(String)
    }
    enum Action: Equatable, Sendable {
      case editor(Editor.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.editor, action: Action.editor) { Editor() }
    }
  }

  struct Editor: Reducer {
    struct State: Equatable, Sendable { var text = "" }
    enum Action: Equatable, Sendable { case textChanged(String) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .textChanged(text):
        state.text = text
        return .none
      }
    }
  }

  /// Counts launches in a `@Shared` it declares itself: the value is in no `State`.
  struct Launcher: Reducer {
    struct State: Equatable, Sendable {}
    enum Action: Equatable, Sendable { case launched }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      @Shared(.inMemory("launches")) var launches = 0
      $launches.withLock { $0 += 1 }
      return .none
    }
  }
}

// The interface and test value (in TCA's split, one module)…
extension DependencyGuide.AccountClient: TestDependencyKey {
  static let testValue = DependencyGuide.AccountClient(
    search: { _ in throw Unimplemented("AccountClient.search") },
    login: { _, _ in throw Unimplemented("AccountClient.login") },
    unreadCount: {
      _ = Unimplemented("AccountClient.unreadCount")
      return 0
    }
  )
}

// …and the live value (in TCA's split, another module).
extension DependencyGuide.AccountClient: DependencyKey {
  static let liveValue = DependencyGuide.AccountClient(
    search: { query in ["\(query) result"] },
    login: { email, _ in "token for \(email)" },
    unreadCount: { 3 }
  )
}

@MainActor
@Suite struct MigrationDependencySpellings {
  @Test func labelledMethodsCallTheClosures() async throws {
    let client = DependencyGuide.AccountClient.liveValue
    #expect(try await client.search(query: "swift") == ["swift result"])
    #expect(
      try await client.login(email: "ada@example.com", password: "secret")
        == "token for ada@example.com")
  }

  @Test func theLiveValueIsUsedInALiveContextAndTheTestValueInATest() async throws {
    let live = withDependencies {
      $0.context = .live
    } operation: {
      DependencyValues.current[DependencyGuide.AccountClient.self]
    }
    #expect(live.unreadCount() == 3)
    let test = DependencyValues.current[DependencyGuide.AccountClient.self]
    await withKnownIssue {
      _ = try? await test.search(query: "swift")
    } matching: { issue in
      issue.description.contains("'AccountClient.search' was called")
    }
  }

  @Test func aNonThrowingEndpointsTestValueReportsAndReturnsAPlaceholder() {
    let test = DependencyValues.current[DependencyGuide.AccountClient.self]
    withKnownIssue {
      #expect(test.unreadCount() == 0)
    } matching: { issue in
      issue.description.contains("'AccountClient.unreadCount' was called")
    }
  }

  @Test func aCaseWithoutAFeatureIsStateOnly() async {
    let store = TestStore(initialState: DependencyGuide.Destination.State.editor(.init())) {
      DependencyGuide.Destination()
    }
    await store.send(.editor(.textChanged("x"))) { $0 = .editor(.init(text: "x")) }
    #expect(DependencyGuide.Destination.State.info("About") != .editor(.init()))
  }

  @Test func aSharedOnlyTheReducerDeclaresIsAssertedThroughTheTestsOwn() async {
    @Shared(.inMemory("launches")) var launches = 0
    let store = TestStore(initialState: DependencyGuide.Launcher.State()) {
      DependencyGuide.Launcher()
    }
    await store.send(.launched) { _ in $launches.withLock { $0 = 1 } }
    #expect(launches == 1)
  }
}
