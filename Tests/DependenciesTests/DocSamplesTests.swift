// Every code sample in Docs/Dependencies.md, verbatim and in order, so the article cannot drift
// from the API. The checks at the bottom run the samples that are not tests themselves.

import Dependencies
import Foundation
import Reducer
import ReducerTesting
import Testing

// MARK: Sample 1

struct FactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

extension FactClient: DependencyKey {
  static let liveValue = FactClient { number in
    // The real work: a request, a database read…
    "\(number) is a fine number."
  }
  static let testValue = FactClient { _ in throw Unimplemented("FactClient.fetch") }
  static let previewValue = FactClient { number in "\(number) is a preview number." }
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

// MARK: Sample 2

protocol FavoritesServicing: Sendable {
  func favorites() async throws -> [String]
}

struct LiveFavoritesService: FavoritesServicing {
  func favorites() async throws -> [String] {
    // Read from disk, the network…
    []
  }
}

struct MockFavoritesService: FavoritesServicing {
  var stored: [String]
  func favorites() async throws -> [String] { stored }
}

private enum FavoritesServiceKey: DependencyKey {
  static let liveValue: any FavoritesServicing = LiveFavoritesService()
  static let testValue: any FavoritesServicing = MockFavoritesService(stored: [])
  static let previewValue: any FavoritesServicing = MockFavoritesService(stored: ["Swift", "Linux"])
}

extension DependencyValues {
  var favoritesService: any FavoritesServicing {
    get { self[FavoritesServiceKey.self] }
    set { self[FavoritesServiceKey.self] = newValue }
  }
}

// MARK: Sample 3

struct FactFeature: Reducer {
  struct State: Equatable, Sendable {
    var number = 0
    var fact: String?
  }
  enum Action: Equatable, Sendable {
    case factButtonTapped
    case factResponse(String)
  }

  @Dependency(\.factClient) var factClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .factButtonTapped:
      let number = state.number
      return .run { send in
        await send(.factResponse(try await factClient.fetch(number)))
      } catch: { _, send in
        await send(.factResponse("No fact today."))
      }
    case let .factResponse(fact):
      state.fact = fact
      return .none
    }
  }
}

func favoritesCount() async throws -> Int {
  @Dependency(\.favoritesService) var favoritesService
  return try await favoritesService.favorites().count
}

// MARK: Sample 4

func previewFact() async throws -> String {
  try await withDependencies {
    $0.context = .preview
  } operation: {
    @Dependency(\.factClient) var factClient
    return try await factClient.fetch(7)  // FactClient.previewValue: "7 is a preview number."
  }
}

// MARK: Sample 5

@MainActor
@Test func factIsShown() async {
  let store = TestStore(initialState: FactFeature.State(number: 42)) {
    FactFeature()
  } withDependencies: {
    $0.factClient.fetch = { "\($0) is the answer." }
  }
  await store.send(.factButtonTapped)
  await store.receive(.factResponse("42 is the answer.")) { $0.fact = "42 is the answer." }
}

// MARK: Sample 6

@Test func notesAreStampedDeterministically() {
  let note = withDependencies {
    $0.uuid = .incrementing
    $0.date = .constant(Date(timeIntervalSince1970: 0))
  } operation: {
    makeNote("Buy milk")
  }
  #expect(note.id.uuidString == "00000000-0000-0000-0000-000000000000")
  #expect(note.createdAt == Date(timeIntervalSince1970: 0))
}

struct Note: Equatable, Sendable {
  var id: UUID
  var createdAt: Date
  var text: String
}

func makeNote(_ text: String) -> Note {
  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date
  return Note(id: uuid(), createdAt: date.now, text: text)
}

// MARK: Sample 7

func loadLater(completion: @escaping @Sendable (Date) -> Void) {
  withEscapedDependencies { dependencies in
    DispatchQueue.global().async {
      dependencies.yield {
        @Dependency(\.date) var date
        completion(date.now)
      }
    }
  }
}

// MARK: Sample 8

@MainActor
func makeFactPreview() -> StoreOf<FactFeature> {
  Store(initialState: FactFeature.State(number: 7)) {
    FactFeature()
  } withDependencies: {
    $0.context = .preview
    $0.continuousClock = ImmediateClock()
  }
}

// MARK: Sample 9

func applicationDidLaunch() {
  prepareDependencies {
    $0.favoritesService = MockFavoritesService(stored: ["Staging"])
  }
}

// MARK: Sample 10

struct TypeaheadFeature: Reducer {
  struct State: Equatable, Sendable {
    var query = ""
    var searched: [String] = []
  }
  enum Action: Equatable, Sendable {
    case queryChanged(String)
    case searchTriggered(String)
  }
  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .queryChanged(query):
      state.query = query
      return .run { send in
        try await clock.sleep(for: .milliseconds(300))
        await send(.searchTriggered(query))
      }
      .cancellable(id: CancelID.search, cancelInFlight: true)
    case let .searchTriggered(query):
      state.searched.append(query)
      return .none
    }
  }
}

@MainActor
@Test func typingDebouncesTheSearch() async {
  let clock = TestClock()
  let store = TestStore(initialState: TypeaheadFeature.State()) {
    TypeaheadFeature()
  } withDependencies: {
    $0.continuousClock = clock
  }
  await store.send(.queryChanged("s")) { $0.query = "s" }
  await clock.advance(by: .milliseconds(200))
  await store.send(.queryChanged("sw")) { $0.query = "sw" }
  await clock.advance(by: .milliseconds(300))
  await store.receive(.searchTriggered("sw")) { $0.searched = ["sw"] }
}

// MARK: Sample 11

@Test func timeoutFiresAfterFiveSeconds() async throws {
  let clock = TestClock()
  let task = Task {
    try await clock.sleep(for: .seconds(5))
    return "timed out"
  }
  while clock.sleeperCount == 0 { await Task.yield() }
  await clock.advance(by: .seconds(4))
  #expect(clock.sleeperCount == 1)
  await clock.advance(by: .seconds(1))
  #expect(try await task.value == "timed out")
}

// MARK: Sample 12

@Test func immediateClockSkipsTheWait() async throws {
  let clock = ImmediateClock()
  try await clock.sleep(for: .seconds(60))
  #expect(clock.now.offset == .seconds(60))
}

// MARK: Sample 13

func parseAge(_ text: String) -> Int {
  guard let age = Int(text) else {
    reportIssue("'\(text)' is not an age: pass whole years as digits, e.g. \"42\".")
    return 0
  }
  return age
}

// MARK: Sample 14

@Test func missingOverrideIsReported() {
  let reporter = CountingIssueReporter()
  withIssueReporters([reporter]) {
    @Dependency(\.uuid) var uuid
    _ = uuid()  // not overridden: reported to `reporter`, not to the test
  }
  #expect(reporter.messages.count == 1)
  #expect(reporter.messages[0].contains(#"@Dependency(\.uuid)"#))
}

struct PrintingIssueReporter: IssueReporter {
  func report(_ issue: ReportedIssue) {
    print("[issue] \(issue)")
  }
}

// MARK: Checks for the samples above

@Suite struct DocSamplesTests {
  @Test func factClientTestValueIsUnimplemented() async {
    let reporter = CountingIssueReporter()
    await withIssueReporters([reporter]) {
      @Dependency(\.factClient) var factClient
      await #expect(throws: Unimplemented.self) { try await factClient.fetch(1) }
    }
    #expect(reporter.messages.first?.contains("'FactClient.fetch'") == true)
  }

  @Test func previewValuesAreUsedInPreviewContext() async throws {
    #expect(try await previewFact() == "7 is a preview number.")
    let count = try await withDependencies {
      $0.context = .preview
    } operation: {
      try await favoritesCount()
    }
    #expect(count == 2)
  }

  @Test func protocolDependencyCanBeOverridden() async throws {
    #expect(try await favoritesCount() == 0)
    let count = try await withDependencies {
      $0.favoritesService = MockFavoritesService(stored: ["a", "b", "c"])
    } operation: {
      try await favoritesCount()
    }
    #expect(count == 3)
  }

  @Test func liveValuesAreUsedInLiveContext() async throws {
    let fact = try await withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(FactClient.self) var factClient
      return try await factClient.fetch(3)
    }
    #expect(fact == "3 is a fine number.")
  }

  @Test func escapedDependenciesReachTheCompletion() async {
    let date = await withDependencies {
      $0.date = .constant(Date(timeIntervalSince1970: 99))
    } operation: {
      await withCheckedContinuation { continuation in
        loadLater { continuation.resume(returning: $0) }
      }
    }
    #expect(date == Date(timeIntervalSince1970: 99))
  }

  @MainActor
  @Test func previewStoreUsesPreviewValues() async {
    let store = makeFactPreview()
    await store.send(.factButtonTapped).finish()
    #expect(store.fact == "7 is a preview number.")
  }

  @Test func parseAgeReportsBadInput() {
    let reporter = CountingIssueReporter()
    let ages = withIssueReporters([reporter]) { (parseAge("42"), parseAge("forty")) }
    #expect(ages == (42, 0))
    #expect(
      reporter.messages == [#"'forty' is not an age: pass whole years as digits, e.g. "42"."#])
  }

  @Test func customReporterReceivesIssues() {
    withIssueReporters([PrintingIssueReporter()]) {
      reportIssue("printed by PrintingIssueReporter, not recorded", severity: .info)
    }
  }

  @Test func unimplementedEndpointCanBeExpectedAsAKnownIssue() async {
    await withKnownIssue {
      @Dependency(\.factClient) var factClient
      _ = try? await factClient.fetch(1)
    } matching: {
      $0.description.contains("FactClient.fetch")
    }
  }
}
