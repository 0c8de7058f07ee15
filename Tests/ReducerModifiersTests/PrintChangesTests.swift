import Reducer
import Testing

@MainActor
@Suite struct PrintChangesTests {
  struct Counter: Reducer {
    struct State: Equatable, Sendable {
      var count = 0
      var label = "zero"
    }
    enum Action: Equatable, Sendable { case incremented, noop }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incremented:
        state.count += 1
        return .none
      case .noop:
        return .none
      }
    }
  }

  final class Lines: Sendable {
    let lines = Lock<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
  }

  @Test func printsTheActionAndTheDiffOfTheStateItChanged() {
    let lines = Lines()
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges(to: { lines.append($0) })
    }
    store.send(.incremented)
    store.send(.noop)
    #expect(lines.all.count == 2)
    #expect(lines.all[0].hasPrefix("received action:\n  .incremented\n"))
    #expect(lines.all[0].contains("  -   count: 0"))
    #expect(lines.all[0].contains("  +   count: 1"))
    #expect(!lines.all[0].contains("label"))
    #expect(lines.all[1] == "received action:\n  .noop\n  (No state changes)")
  }
}
