import Reducer
import ReducerTesting
import Testing

/// Every `receive` overload takes its caller's location once and reports its failures there (issue 37: the
/// overloads share one implementation, handed the location as one value).
@MainActor
@Suite struct TestStoreReceiveLocationTests {
  struct Feature: Reducer {
    struct State: Equatable, Sendable {}
    enum Action: Equatable, Sendable {
      case tap
      case value(Int)
      case pair(Int, String)
      case row(id: Int, action: Row)
    }
    enum Row: Equatable, Sendable { case pressed(Int) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  @Test func everyReceiveOverloadReportsItsFailureAtTheCallersLine() async {
    let log = IssueLog()
    var lines: [Int] = []
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      let value = AnyCasePath(Feature.Action.value)
      lines.append(#line + 1)
      await store.receive(.tap)
      lines.append(#line + 1)
      await store.receive(Feature.Action.value)
      lines.append(#line + 1)
      await store.receive(Feature.Action.pair)
      lines.append(#line + 1)
      await store.receive(case: .tap)
      lines.append(#line + 1)
      await store.receive(where: { $0 == .tap })
      lines.append(#line + 1)
      await store.receive(value)
      lines.append(#line + 1)
      await store.receive(value, 1)
      lines.append(#line + 1)
      await store.receive(Feature.Action.row, id: 1, Feature.Row.pressed)
      lines.append(#line + 1)
      await store.receive(.tap, timeout: .seconds(1)) { _ in }
    } matching: {
      log.match($0, "Expected to receive")
    }
    #expect(log.lines == lines)
    #expect(
      log.all.allSatisfy {
        $0.sourceLocation?.fileID == "ReducerTestingTests/TestStore+ReceiveLocationTests.swift"
      })
  }

  /// A helper forwarding its own caller's location: one `sourceLocation`, as Swift Testing's helpers take it.
  private func receiveTap(
    _ store: TestStoreOf<Feature>, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await store.receive(.tap, sourceLocation: sourceLocation)
  }

  @Test func aHelperForwardingItsSourceLocationReportsAtTheHelpersCaller() async {
    let log = IssueLog()
    let line = #line + 3
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await receiveTap(store)
    } matching: {
      log.match($0, "Expected to receive")
    }
    #expect(log.lines == [line])
    // The helper call's column (where its argument list opens, as a `#column` default gives it).
    #expect(log.all.map { $0.sourceLocation?.column } == [23])
  }

  /// An installed reporter gets the issue as production code's reports come: `ReportedIssue`'s `StaticString`
  /// file ID and path hold the caller's, non-ASCII path included, with its line and column.
  @Test func anInstalledReporterGetsTheCallersFileIDPathLineAndColumn() async {
    let reporter = CountingIssueReporter()
    let location = SourceLocation(
      fileID: "Élan/Tëst.swift", filePath: "/tmp/Élan/Tëst.swift", line: 12, column: 7)
    await withIssueReporters([reporter]) {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.receive(.tap, sourceLocation: location)
      await store.receive(case: .tap, sourceLocation: location)
    }
    #expect(reporter.issues.count == 2)
    for issue in reporter.issues {
      #expect("\(issue.fileID)" == "Élan/Tëst.swift")
      #expect("\(issue.filePath)" == "/tmp/Élan/Tëst.swift")
      #expect(issue.line == 12 && issue.column == 7)
      #expect(issue.description.hasPrefix("Élan/Tëst.swift:12:7: error: Expected to receive"))
    }
  }
}
