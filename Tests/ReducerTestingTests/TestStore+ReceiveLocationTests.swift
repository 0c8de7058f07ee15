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

  /// A helper forwarding its own caller's location: the four parameters are still the public spelling.
  private func receiveTap(
    _ store: TestStoreOf<Feature>, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    await store.receive(.tap, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  @Test func aHelperForwardingItsCallersLocationReportsThere() async {
    let log = IssueLog()
    let line = #line + 3
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await receiveTap(store)
    } matching: {
      log.match($0, "Expected to receive")
    }
    #expect(log.lines == [line])
  }
}
