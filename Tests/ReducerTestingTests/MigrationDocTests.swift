import Dependencies
import Foundation
import Reducer
import ReducerTesting
import Testing

// The spellings of Docs/MigratingFromTCA.md, compiled and run here. Every code span in the "Convergence" column of a
// row marked "compiled" must appear in this file, whitespace aside: `MigrationDocTests.compiledSpellingsAreHere`
// fails when the article and this file drift apart.

enum MigrationGuide {
  struct FactClient: Sendable {
    var fetch: @Sendable (Int) async throws -> String
  }

  struct FactError: Error, Equatable {}

  /// `@Reducer struct Counter` in TCA: a plain conformance here, no macro.
  struct Counter: Reducer {
    struct State: Equatable, Sendable, Identifiable {
      var id = 0
      var count = 0
      var ids: [UUID] = []
      var changes = 0
      var ticks = 0
      var stamp: Date?
    }
    enum Action: Equatable, Sendable {
      case incrementTapped
      case stampTapped
      case timerStartTapped
      case timerStopTapped
      case timerTicked
      case scrolled(Int)
      case searchChanged(String)
      case subscribeTapped
      case unsubscribeTapped
    }
    enum CancelID { case timer, scroll, search, subscription }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.uuid) var uuid
    @Dependency(\.date.now) var now

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementTapped:
          state.count += 1
          return .none
        case .stampTapped:
          state.ids.append(uuid())
          state.stamp = now
          return .none
        case .timerStartTapped:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) {
              await send(.timerTicked)
            }
          }
          .cancellable(id: CancelID.timer, cancelInFlight: true)
        case .timerStopTapped:
          return .cancel(id: CancelID.timer)
        case .timerTicked:
          state.ticks += 1
          return .none
        case let .scrolled(offset):
          return .send(.searchChanged("\(offset)"))
            .throttle(id: CancelID.scroll, for: .seconds(1), clock: clock, latest: true)
        case .searchChanged:
          return .run { _ in try await clock.sleep(for: .seconds(1)) }
            .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
        case .subscribeTapped:
          return .run { _ in try await Task.never() }
            .cancellable(id: CancelID.subscription)
        case .unsubscribeTapped:
          return .cancel(id: CancelID.subscription)
        }
      }
      .onChange(of: \.count) { oldValue, newValue in
        Reduce { state, _ in
          state.changes += newValue - oldValue
          return .none
        }
      }
    }
  }

  /// A feature whose action is not `Equatable` (it carries `Result<String, any Error>`), received by case.
  struct NumberFact: Reducer {
    struct State: Equatable, Sendable {
      var count = 0
      var fact: String?
    }
    enum Action: Sendable {
      case factButtonTapped
      case factResponse(Result<String, any Error>)
    }

    @Dependency(FactClient.self) var factClient

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .factButtonTapped:
        let count = state.count
        return .run { send in
          await send(.factResponse(Result { try await factClient.fetch(count) }))
        }
      case let .factResponse(.success(fact)):
        state.fact = fact
        return .none
      case .factResponse(.failure):
        state.fact = nil
        return .none
      }
    }
  }

  /// Composition: `Scope`, `ifLet`, `forEach`, and the dependency modifiers.
  struct AppFeature: Reducer {
    struct State: Equatable, Sendable {
      var counter = Counter.State()
      var detail: Counter.State?
      var rows: IdentifiedArrayOf<Counter.State> = []
    }
    enum Action: Equatable, Sendable {
      case counter(Counter.Action)
      case detail(Counter.Action)
      case row(id: Counter.State.ID, action: Counter.Action)
      case detailButtonTapped
    }

    var body: some Reducer<State, Action> {
      CombineReducers {
        Scope(state: \.counter, action: Action.counter) { Counter() }
        EmptyReducer()
      }
      .dependency(\.uuid, .incrementing)
      .transformDependency(\.continuousClock) { $0 = ImmediateClock() }
      Reduce { state, action in
        switch action {
        case .detailButtonTapped:
          state.detail = Counter.State()
          return .none
        case .counter, .detail, .row:
          return .none
        }
      }
      .ifLet(\.detail, action: Action.detail) { Counter() }
      .forEach(\.rows, action: Action.row) { Counter() }
    }
  }
}

extension MigrationGuide.FactClient: DependencyKey {
  static let liveValue = MigrationGuide.FactClient { "\($0) is a number." }
  static let testValue = MigrationGuide.FactClient { _ in throw Unimplemented("FactClient.fetch") }
  static let previewValue = MigrationGuide.FactClient { "\($0) is a good number." }
}

// The type aliases, as a TCA user writes them.
extension MigrationGuide {
  typealias CounterStore = StoreOf<Counter>
  typealias CounterEffect = EffectOf<Counter>
  typealias CounterState = StateOf<Counter>
  typealias CounterAction = ActionOf<Counter>

  /// Compiled, never called: it would print, or change the dependencies of the whole test process.
  static func spellingsThatAreOnlyCompiled() {
    _ = Counter()._printChanges()
    prepareDependencies { $0.uuid = .incrementing }
    _ = Effect<Counter.Action>.merge(.send(.incrementTapped), .none)
      .concatenate(with: .concatenate(.send(.stampTapped)))
      .map { $0 }
    _ = Effect<Counter.Action>.run(priority: .background) { send in await send(.incrementTapped) }
    _ = Effect<Counter.Action>.run { send in
      await send(.incrementTapped)
    } catch: { error, send in
      await send(.stampTapped)
    }
  }
}

@MainActor
@Suite struct MigrationDocTests {
  typealias Counter = MigrationGuide.Counter
  typealias NumberFact = MigrationGuide.NumberFact
  typealias AppFeature = MigrationGuide.AppFeature

  @Test func storeSpellings() async {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    store.send(.counter(.incrementTapped))
    await store.send(.counter(.timerStopTapped)).finish()
    let counter = store.scope(state: \.counter, action: AppFeature.Action.counter)
    #expect(counter.count == 1)
    #expect(store.state.counter.changes == 1)
    store.send(.detailButtonTapped)
    if let detail = store.scope(state: \.detail, action: AppFeature.Action.detail) {
      detail.send(.incrementTapped)
    }
    #expect(store.detail?.count == 1)
    let rows = store.scope(state: \.rows, action: AppFeature.Action.row)
    #expect(rows.isEmpty)
  }

  @Test func testStoreSpellings() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    }
    store.timeout = .seconds(5)
    await store.send(.incrementTapped) {
      $0.count = 1
      $0.changes = 1
    }
    await store.send(.stampTapped) {
      $0.ids = [UUID(0)]
      $0.stamp = Date(timeIntervalSince1970: 0)
    }
    let task = await store.send(.timerStartTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.ticks = 1 }
    await task.cancel()
    await store.send(.scrolled(1))
    await store.receive(.searchChanged("1"))
    await clock.run()
    await store.finish()
  }

  @Test func exhaustivitySpellings() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.dependencies.uuid = .incrementing
    store.exhaustivity = .off
    await store.send(.incrementTapped)
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.subscribeTapped)
    await store.withExhaustivity(.off) {
      await store.send(.incrementTapped)
    }
    await store.skipReceivedActions()
    await store.skipInFlightEffects()
    store.exhaustivity = .on
    await store.send(.unsubscribeTapped)
  }

  @Test func receiveByCaseForNonEquatableActions() async {
    let store = TestStore(initialState: NumberFact.State()) {
      NumberFact()
    } withDependencies: {
      $0[MigrationGuide.FactClient.self].fetch = { "\($0) is zero." }
    }
    await store.send(.factButtonTapped)
    await store.receive(NumberFact.Action.factResponse) { $0.fact = "0 is zero." }
    await store.send(.factButtonTapped)
    // Same fact again: the state does not change, so no assertion closure.
    await store.receive(where: { if case .factResponse(.success) = $0 { true } else { false } })
  }

  @Test func failureSpellings() async {
    withKnownIssue {
      reportIssue("Something went wrong.")
    } matching: {
      $0.description.contains("Something went wrong.")
    }
    let store = TestStore(initialState: NumberFact.State()) { NumberFact() }
    await withKnownIssue {
      await store.send(.factButtonTapped)
      await store.receive(NumberFact.Action.factResponse)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("'FactClient.fetch' was called")
    }
  }

  @Test func dependencySpellings() async {
    let id = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      @Dependency(\.uuid) var uuid
      return uuid()
    }
    #expect(id == UUID(0))
    let escaped = withDependencies {
      $0.uuid = .constant(UUID(7))
    } operation: {
      withEscapedDependencies { continuation in continuation }
    }
    escaped.yield {
      @Dependency(\.uuid) var uuid
      #expect(uuid() == UUID(7))
    }
  }

  @Test func dumpSpellings() {
    #expect(diffValues(Counter.State(count: 1), Counter.State(count: 1)) == nil)
    #expect(dumpValue(Counter.State()).contains("count: 0"))
  }

  // MARK: - The article stays in step with this file

  /// Every code span of a "compiled" row's "Convergence" cell appears in this file.
  @Test func compiledSpellingsAreHere() throws {
    let rows = try Self.tableRows()
    #expect(rows.count > 60, "the table lists every TCA API the Examples use")
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let files = [
      "MigrationDocTests.swift", "MigrationNavigationTests.swift",
      "Support/ItemListFeature.swift", "../SharedStateTests/SharedStateDocSamplesTests.swift",
      "MigrationHelpersDocTests.swift",
      "MigrationParityCoreSpellings.swift", "MigrationDependencySpellings.swift",
      "../ReducerTestingXCTests/WithFreshSharedStoragesXCTests.swift",
    ]
    let source = Self.normalized(
      files.compactMap {
        try? String(contentsOf: here.appendingPathComponent($0), encoding: .utf8)
      }.joined(separator: "\n"))
    for row in rows where row.status == .compiled {
      #expect(!row.spellings.isEmpty, "row '\(row.tca)' is marked compiled but names no spelling")
      for spelling in row.spellings {
        let isCompiled = source.contains(Self.normalized(spelling))
        #expect(
          isCompiled,
          "Docs/MigratingFromTCA.md: '\(spelling)' (row '\(row.tca)') is not compiled in this file")
      }
    }
  }

  /// Every code span of a "type-checked" row's "Convergence" cell appears in a swift sample of Docs/SwiftUI.md
  /// (compiled by `Scripts/swiftui-planted-errors.sh`) or in a file the build compiles against SwiftUI (the glue, the
  /// sample app's views), whitespace aside. An
  /// elision (`…`, `...`) splits a spelling into pieces that must each appear; `name(label:)` must appear as
  /// `name(label:` followed by an argument.
  @Test func typeCheckedSpellingsAreCompiled() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let guide = try String(
      contentsOf: root.appendingPathComponent("Docs/SwiftUI.md"), encoding: .utf8)
    var checked = Self.swiftSamples(in: guide)
    for folder in ["Sources/ReducerSwiftUI", "Sources/Features"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let file = enumerator?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        checked += "\n" + (try String(contentsOf: file, encoding: .utf8))
      }
    }
    let source = Self.normalized(checked)
    let rows = try Self.tableRows().filter { $0.status == .typeChecked }
    #expect(!rows.isEmpty, "Docs/MigratingFromTCA.md has type-checked rows")
    for row in rows {
      #expect(
        !row.spellings.isEmpty, "row '\(row.tca)' is marked type-checked but names no spelling")
      for spelling in row.spellings {
        for piece in Self.pieces(of: spelling) {
          #expect(
            source.contains(Self.normalized(piece)),
            "Docs/MigratingFromTCA.md: '\(piece)' (row '\(row.tca)') is in no type-checked sample or view"
          )
        }
      }
    }
  }

  @Test func aSpellingMissingFromTheTypeCheckedSamplesIsReported() {
    let source = Self.normalized("Text(textState)\n.sheet(item: $store.scope(state: \\.editor))")
    #expect(Self.pieces(of: "Text(textState)").allSatisfy { source.contains($0) })
    #expect(Self.pieces(of: ".sheet(item:)").allSatisfy { source.contains($0) })
    #expect(!Self.pieces(of: "Button(buttonState) { … }").allSatisfy { source.contains($0) })
  }

  /// The code of the ```swift blocks of a Markdown text.
  static func swiftSamples(in markdown: String) -> String {
    var inside = false
    var lines: [Substring] = []
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "```swift" {
        inside = true
      } else if line == "```" {
        inside = false
      } else if inside {
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The pieces of a spelling that must appear in code: split at elisions, `name(label:)` as `name(label:`, bare
  /// punctuation dropped.
  static func pieces(of spelling: String) -> [String] {
    spelling.replacingOccurrences(of: "...", with: "…").split(separator: "…").map { piece in
      let trimmed = piece.trimmingCharacters(in: .whitespaces)
      return trimmed.hasSuffix(":)") ? String(trimmed.dropLast()) : trimmed
    }.filter { piece in piece.contains { $0.isLetter } }
  }

  /// Every row says whether its spelling is compiled, being built, or why there is none.
  @Test func everyRowHasAStatus() throws {
    for row in try Self.tableRows() {
      #expect(
        row.status != nil,
        "row '\(row.tca)' has no status (compiled, in progress, type-checked, or none)")
    }
  }

  /// The TCA APIs the brief names are all in the table.
  @Test func tableCoversTheAPIsTCAExamplesUse() throws {
    let tca = try Self.tableRows().map(\.tca).joined(separator: "\n")
    let required = [
      "@Reducer", "@ObservableState", "@Presents", "@Shared", "BindableAction", "Effect.run",
      "receive(\\.", "@Dependency", "TestStore", "ifLet", "forEach", "Scope", "IdentifiedArrayOf",
      "AlertState", "StackState", "dismiss", "TaskResult", "timer", "throttle", "debounce",
      "withDependencies", "ViewStore", "@Bindable", "exhaustivity", "TestClock", "UUID(0)",
      "onChange", ".dependency", "Task.never", "ReducerOf", "DependencyKey", "@DependencyClient",
      "@CasePathable", "@ViewAction", "store.assert", "skipReceivedActions",
    ]
    for name in required {
      #expect(tca.contains(name), "Docs/MigratingFromTCA.md has no row for '\(name)'")
    }
  }

  enum Status { case compiled, inProgress, unavailable, typeChecked }

  struct Row {
    let tca: String
    let spellings: [String]
    let status: Status?
  }

  /// The rows of the article's tables: TCA | Convergence | status and notes.
  static func tableRows() throws -> [Row] {
    let here = URL(fileURLWithPath: #filePath)
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let doc = try String(
      contentsOf: root.appendingPathComponent("Docs/MigratingFromTCA.md"), encoding: .utf8)
    var rows: [Row] = []
    for line in doc.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 5, cells[1] != "TCA", !cells[1].hasPrefix("---") else { continue }
      let note = cells[3]
      let status: Status? =
        note.hasPrefix("compiled")
        ? .compiled
        : note.hasPrefix("in progress")
          ? .inProgress
          : note.hasPrefix("none")
            ? .unavailable : note.hasPrefix("type-checked") ? .typeChecked : nil
      rows.append(Row(tca: cells[1], spellings: codeSpans(in: cells[2]), status: status))
    }
    return rows
  }

  static func codeSpans(in text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }
      .map { String($0.element) }
  }

  static func normalized(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
