import Dependencies
import Foundation
import Observation
import Reducer
import ReducerTesting
import Testing

// Every Swift sample of Docs/Architecture.md, Docs/Composition.md and Docs/Effects.md, as written there: types
// inside one suite per article (so that two articles may both declare a `Counter`), statements inside its tests.
// `DocSamplesTests.docSamplesAreMirroredHere` fails when an article's sample and this file drift apart.

// MARK: - Docs/Architecture.md

@Suite(.timeLimit(.minutes(1)))
struct ArchitectureDocSamples {
  struct Counter: Reducer {
    struct State: Equatable, Sendable {
      var count = 0
      var fact: String?
    }
    enum Action: Equatable, Sendable {
      case decrementTapped
      case incrementTapped
      case factButtonTapped
      case factResponse(String)
    }

    @Dependency(\.numberFact) var numberFact

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .decrementTapped:
        state.count -= 1
        state.fact = nil
        return .none
      case .incrementTapped:
        state.count += 1
        state.fact = nil
        return .none
      case .factButtonTapped:
        let count = state.count
        return .run { send in
          await send(.factResponse(try await numberFact.fetch(count)))
        } catch: { error, send in
          await send(.factResponse("No fact today: \(error)"))
        }
      case let .factResponse(fact):
        state.fact = fact
        return .none
      }
    }
  }

  @MainActor @Test func storeSampleRunsAndObservationSampleNotifies() async {
    let changes = EffectProbe()
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.numberFact.fetch = { number in "\(number) is odd." }
    }
    store.send(.incrementTapped)
    await store.send(.factButtonTapped).finish()
    print(store.count, store.fact ?? "")  // 1 1 is odd.

    #expect(store.count == 1)
    #expect(store.fact == "1 is odd.")

    withObservationTracking {
      _ = store.count
    } onChange: {
      print("count changed")
    }
    store.send(.factButtonTapped)  // the count does not change: nothing is printed
    store.send(.incrementTapped)  // prints "count changed"

    #expect(store.count == 2)

    withObservationTracking {
      _ = store.count
    } onChange: {
      changes.record("count")
    }
    store.send(.decrementTapped)
    #expect(changes.events == ["count"])
  }

  @MainActor @Test func factErrorsReachTheCatchHandler() async {
    struct Offline: Error {}
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw Offline() }
    }
    await store.send(.factButtonTapped).finish()
    #expect(store.fact?.hasPrefix("No fact today") == true)
  }

  @MainActor @Test func theServiceFailsATestThatDidNotOverrideIt() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    await withKnownIssue {
      await store.send(.factButtonTapped).finish()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("'NumberFactClient.fetch' was called")
    }
    #expect(store.fact?.hasPrefix("No fact today") == true)
  }
}

struct NumberFactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient { number in
    // The app's real work goes here, e.g. a request through its API client.
    "\(number) is the number of the day."
  }
  static let testValue = NumberFactClient { _ in
    throw Unimplemented("NumberFactClient.fetch")
  }
  static let previewValue = NumberFactClient { number in "\(number) is a good number." }
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

// MARK: - Docs/Composition.md

@Suite(.timeLimit(.minutes(1)))
struct CompositionDocSamples {
  struct Counter: Reducer {
    struct State: Equatable, Sendable {
      var count = 0
    }
    enum Action: Equatable, Sendable {
      case decrementTapped
      case incrementTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .decrementTapped:
        state.count -= 1
        return .none
      case .incrementTapped:
        state.count += 1
        return .none
      }
    }
  }

  struct Row: Reducer {
    struct State: Equatable, Identifiable, Sendable {
      let id: Int
      var title: String
      var isDone = false
    }
    enum Action: Equatable, Sendable {
      case toggled
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .toggled:
        state.isDone.toggle()
        return .none
      }
    }
  }

  struct Editor: Reducer {
    struct State: Equatable, Identifiable, Sendable {
      let id: Int
      var text: String
      var savedText: String
    }
    enum Action: Equatable, Sendable {
      case textChanged(String)
      case autosaved
    }
    private enum CancelID { case autosave }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .textChanged(text):
        state.text = text
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.autosaved)
        }
        .cancellable(id: CancelID.autosave, cancelInFlight: true)
      case .autosaved:
        state.savedText = state.text
        return .none
      }
    }
  }

  struct TodoApp: Reducer {
    struct State: Equatable, Sendable {
      var counter = Counter.State()
      var editor: Editor.State?
      var rows: IdentifiedArrayOf<Row.State> = []
    }
    enum Action: Equatable, Sendable {
      case counter(Counter.Action)
      case editor(Editor.Action)
      case row(id: Row.State.ID, action: Row.Action)
      case editTapped(id: Row.State.ID)
      case editorClosed
      case clearDoneTapped
    }

    var body: some Reducer<State, Action> {
      Scope(state: \.counter, action: Action.counter) { Counter() }
      Reduce { state, action in
        switch action {
        case .counter, .row:
          return .none
        case .editor(.autosaved):
          if let editor = state.editor {
            state.rows[id: editor.id]?.title = editor.savedText
          }
          return .none
        case .editor:
          return .none
        case let .editTapped(id):
          guard let row = state.rows[id: id] else { return .none }
          state.editor = Editor.State(id: id, text: row.title, savedText: row.title)
          return .none
        case .editorClosed:
          state.editor = nil
          return .none
        case .clearDoneTapped:
          state.rows.removeAll(where: \.isDone)
          return .none
        }
      }
      .ifLet(\.editor, action: Action.editor) { Editor() }
      .forEach(\.rows, action: Action.row) { Row() }
    }
  }

  struct Tally: Reducer {
    struct State: Equatable, Sendable {
      var total = 0
      var history: [Int] = []
    }
    enum Action: Equatable, Sendable {
      case added(Int)
    }

    let bonuses: [Int]
    let keepsHistory: Bool

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case let .added(amount):
          state.total += amount
          return .none
        }
      }
      for bonus in bonuses {
        Reduce { state, _ in
          state.total += bonus
          return .none
        }
      }
      if keepsHistory {
        Reduce { state, _ in
          state.history.append(state.total)
          return .none
        }
      }
    }
  }

  struct Playground: Reducer {
    struct State: Equatable, Sendable {
      var counter = Counter.State()
      var taps = 0
      var editor: Editor.State?
    }
    enum Action: Equatable, Sendable {
      case counter(Counter.Action)
      case editor(Editor.Action)
    }

    var body: some Reducer<State, Action> {
      CombineReducers {
        Scope(state: \.counter, action: Action.counter) { Counter() }
        Reduce { state, _ in
          state.taps += 1
          return .none
        }
      }
      .ifLet(\.editor, action: Action.editor) { Editor() }
    }
  }

  struct FastCounterHost: Reducer {
    static let toCounter = AnyCasePath<Playground.Action, Counter.Action>(
      embed: Playground.Action.counter,
      extract: { action in
        guard case let .counter(action) = action else { return nil }
        return action
      }
    )

    var body: some Reducer<Playground.State, Playground.Action> {
      Scope(state: \.counter, action: Self.toCounter) { Counter() }
    }
  }

  @MainActor @Test func storeScopingSampleRuns() {
    let store = Store(initialState: TodoApp.State(rows: [Row.State(id: 1, title: "Milk")])) {
      TodoApp()
    }
    let counter = store.scope(state: \.counter, action: TodoApp.Action.counter)
    counter.send(.incrementTapped)

    let rows = store.scope(state: \.rows, action: TodoApp.Action.row)
    for row in rows {
      row.send(.toggled)
    }
    print(store.counter.count, store.rows[id: 1]?.isDone ?? false)  // 1 true

    #expect(store.counter.count == 1)
    #expect(store.rows[id: 1]?.isDone == true)
  }

  @MainActor @Test func todoAppRoutesEditorAndRowsAndCancelsAutosave() async {
    let clock = TestClock()
    let store = Store(
      initialState: TodoApp.State(
        rows: [Row.State(id: 1, title: "Milk"), Row.State(id: 2, title: "Eggs")])
    ) {
      TodoApp()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.editTapped(id: 1))
    let autosave = store.send(.editor(.textChanged("Oat milk")))
    await yieldUntil { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(1))
    await autosave.finish()
    #expect(store.rows[id: 1]?.title == "Oat milk")

    let cancelled = store.send(.editor(.textChanged("Soy milk")))
    await yieldUntil { clock.sleeperCount == 1 }
    store.send(.editTapped(id: 2))
    await cancelled.finish()
    #expect(cancelled.isCancelled)
    #expect(store.rows[id: 1]?.title == "Oat milk")
    #expect(store.editor?.id == 2)

    store.send(.row(id: 2, action: .toggled))
    store.send(.clearDoneTapped)
    #expect(store.rows.map(\.id) == [1])
  }

  @MainActor @Test func tallyRunsItsRepeatedAndConditionalReducers() {
    let store = Store(initialState: Tally.State()) {
      Tally(bonuses: [1, 2], keepsHistory: true)
    }
    store.send(.added(10))
    #expect(store.total == 13)
    #expect(store.history == [13])

    let plain = Store(initialState: Tally.State()) { Tally(bonuses: [], keepsHistory: false) }
    plain.send(.added(10))
    #expect(plain.state == Tally.State(total: 10, history: []))
  }

  @MainActor @Test func playgroundAndFastCounterHostRouteTheCounter() {
    let store = Store(initialState: Playground.State()) { Playground() }
    store.send(.counter(.incrementTapped))
    #expect(store.counter.count == 1)
    #expect(store.taps == 1)

    let fast = Store(initialState: Playground.State()) { FastCounterHost() }
    fast.send(.counter(.decrementTapped))
    #expect(fast.counter.count == -1)
    #expect(fast.taps == 0)
  }
}

// MARK: - Docs/Effects.md

@Suite(.timeLimit(.minutes(1)))
struct EffectsDocSamples {
  struct BookSearch: Reducer {
    struct State: Equatable, Sendable {
      var query = ""
      var results: [String] = []
      var errorMessage: String?
    }
    enum Action: Equatable, Sendable {
      case queryChanged(String)
      case searchResponse(Result<[String], BookSearchError>)
    }
    private enum CancelID { case search }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.bookClient) var bookClient

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .queryChanged(query):
        state.query = query
        guard !query.isEmpty else {
          state.results = []
          return .cancel(id: CancelID.search)
        }
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.searchResponse(.success(try await bookClient.search(query))))
        } catch: { error, send in
          await send(.searchResponse(.failure(BookSearchError(message: "\(error)"))))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
      case let .searchResponse(.success(results)):
        state.results = results
        state.errorMessage = nil
        return .none
      case let .searchResponse(.failure(error)):
        state.results = []
        state.errorMessage = error.message
        return .none
      }
    }
  }

  struct Onboarding: Reducer {
    struct State: Equatable, Sendable {
      var steps: [String] = []
    }
    enum Action: Equatable, Sendable {
      case startTapped
      case stepFinished(String)
    }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .startTapped:
        return .concatenate(
          .send(.stepFinished("welcome")),
          .merge(
            .run { send in
              try await clock.sleep(for: .seconds(2))
              await send(.stepFinished("profile"))
            },
            .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.stepFinished("settings"))
            }
          ),
          .send(.stepFinished("done"))
        )
      case let .stepFinished(step):
        state.steps.append(step)
        return .none
      }
    }
  }

  struct Autosave: Reducer {
    struct State: Equatable, Sendable {
      var text = ""
      var savedText = ""
    }
    enum Action: Equatable, Sendable {
      case textChanged(String)
      case saveRequested
    }
    private enum CancelID { case save }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .textChanged(text):
        state.text = text
        return .send(.saveRequested)
          .debounce(id: CancelID.save, for: .seconds(1), clock: clock)
      case .saveRequested:
        state.savedText = state.text
        return .none
      }
    }
  }

  @MainActor @Test func storeTaskSampleRuns() async {
    let store = Store(initialState: BookSearch.State()) {
      BookSearch()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.bookClient.search = { query in ["\(query) in depth"] }
    }
    await store.send(.queryChanged("swift")).finish()
    print(store.results)  // ["swift in depth"]

    let task = store.send(.queryChanged("concurrency"))
    task.cancel()
    await task.finish()
    print(task.isCancelled, store.results)  // true ["swift in depth"]

    #expect(store.results == ["swift in depth"])
    #expect(store.query == "concurrency")
  }

  @MainActor @Test func onboardingRunsItsStepsInOrder() async {
    let clock = TestClock()
    let store = TestStore(initialState: Onboarding.State()) {
      Onboarding()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTapped)
    await store.receive(.stepFinished("welcome")) { $0.steps = ["welcome"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.stepFinished("settings")) { $0.steps.append("settings") }
    await clock.advance(by: .seconds(1))
    await store.receive(.stepFinished("profile")) { $0.steps.append("profile") }
    await store.receive(.stepFinished("done")) { $0.steps.append("done") }
  }

  @MainActor @Test func bookSearchReportsFailuresAndClearsOnEmptyQuery() async {
    struct Offline: Error, CustomStringConvertible {
      var description: String { "offline" }
    }
    let store = Store(initialState: BookSearch.State()) {
      BookSearch()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.bookClient.search = { _ in throw Offline() }
    }
    await store.send(.queryChanged("swift")).finish()
    #expect(store.errorMessage == "offline")
    await store.send(.queryChanged("")).finish()
    #expect(store.state == BookSearch.State(query: "", results: [], errorMessage: "offline"))
  }

  @MainActor @Test func autosaveDebouncesTyping() async {
    let clock = TestClock()
    let store = TestStore(initialState: Autosave.State()) {
      Autosave()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.textChanged("a")) { $0.text = "a" }
    await clock.advance(by: .milliseconds(500))
    await store.send(.textChanged("ab")) { $0.text = "ab" }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.saveRequested) { $0.savedText = "ab" }
  }
}

struct BookSearchError: Error, Equatable, Sendable {
  var message: String
}

struct BookClient: Sendable {
  var search: @Sendable (String) async throws -> [String]
}

extension BookClient: DependencyKey {
  static let liveValue = BookClient { _ in [] }
  static let testValue = BookClient { _ in throw Unimplemented("BookClient.search") }
}

extension DependencyValues {
  var bookClient: BookClient {
    get { self[BookClient.self] }
    set { self[BookClient.self] = newValue }
  }
}

// MARK: - The check

@Suite struct DocSamplesTests {
  @Test(arguments: ["Architecture", "Composition", "Effects"])
  func docSamplesAreMirroredHere(_ article: String) throws {
    let here = URL(fileURLWithPath: #filePath)
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let doc = try String(
      contentsOf: root.appendingPathComponent("Docs/\(article).md"), encoding: .utf8)
    let mirror = normalizedLines(try String(contentsOf: here, encoding: .utf8))
    let samples = swiftBlocks(in: doc)
    #expect(!samples.isEmpty)
    #expect(doc.contains("compiled and run by"), "the article says its samples are tested")
    for sample in samples {
      let lines = normalizedLines(sample)
      let mirrored = contains(mirror, lines)
      #expect(
        mirrored,
        "Docs/\(article).md: the sample starting '\(lines.first ?? "")' is not in this file")
    }
  }

  private func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append((current ?? []).joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  private func normalizedLines(_ text: String) -> [String] {
    text.split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  private func contains(_ haystack: [String], _ needle: [String]) -> Bool {
    guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
    return (0...(haystack.count - needle.count)).contains { start in
      haystack[start..<(start + needle.count)].elementsEqual(needle)
    }
  }
}
