import Dependencies
import Reducer
import Testing

@testable import ReducerTesting

/// The queue of received actions: first in, first out, at O(1) per action taken.
@MainActor
@Suite struct ReceivedQueueTests {
  /// Sends `count` numbered actions from one effect.
  struct Burst: Reducer {
    struct State: Equatable, Sendable {
      var last = -1
      var total = 0
    }
    enum Action: Equatable, Sendable {
      case start(count: Int)
      case queue(count: Int)
      case value(Int)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .start(count):
        return .run { send in
          for index in 0..<count { await send(.value(index)) }
        }
      case let .queue(count):
        // The same actions as `.start`'s, sent as `.send` effects: all are received within the send, with no hop
        // to the main actor each (20,000 hops, each queued behind the other tests' main-actor work, made this the
        // suite's slowest test: 26–48 s in a parallel debug run).
        return .concatenate((0..<count).map { .send(.value($0)) })
      case let .value(index):
        state.last = index
        state.total += index
        return .none
      }
    }
  }

  @Test func twentyThousandQueuedActionsAreReceivedInTheOrderSent() async {
    let count = 20_000
    let store = TestStore(initialState: Burst.State()) { Burst() }
    await store.send(.queue(count: count))
    // Every action is queued before the first receive, so the queue is 20k deep when taking begins.
    #expect(store.description.contains("received, not yet asserted: \(count)"))
    var total = 0
    for index in 0..<count {
      total += index
      let expectedTotal = total
      await store.receive(.value(index)) {
        $0.last = index
        $0.total = expectedTotal
      }
    }
    #expect(store.state.last == count - 1)
    #expect(store.description.contains("received, not yet asserted: 0"))
  }

  @Test func anActionReceivedOutOfOrderFailsAndIsConsumed() async {
    let store = TestStore(initialState: Burst.State()) { Burst() }
    await store.send(.start(count: 3))
    await store.finish()
    await withKnownIssue {
      await store.receive(.value(1))
    } matching: {
      $0.description.contains("Received unexpected action: …")
    }
    await store.receive(.value(1)) {
      $0.last = 1
      $0.total = 1
    }
    await store.receive(.value(2)) {
      $0.last = 2
      $0.total = 3
    }
  }

  @Test func nonExhaustiveReceiveSkipsToTheMatchAndKeepsTheRestInOrder() async {
    let store = TestStore(initialState: Burst.State()) { Burst() }
    store.exhaustivity = .off(showSkippedAssertions: false)
    await store.send(.start(count: 100))
    await store.finish()
    await store.receive(.value(40)) { $0.last = 40 }
    #expect(store.state.total == (0...40).reduce(0, +))
    await store.receive(.value(41)) { $0.last = 41 }
    await store.skipReceivedActions()
    #expect(store.state.last == 99)
  }

  @Test func takingFromTheFrontKeepsTheOrderAcrossCompactions() {
    var queue = ReceivedQueue<Int>()
    var model: [Int] = []
    var next = 0
    // Interleave appends and takes so the head passes the compaction threshold many times.
    for round in 0..<200 {
      for _ in 0..<(round % 7 + 3) {
        queue.append(next)
        model.append(next)
        next += 1
      }
      let take = round % 5
      queue.removeFirst(take)
      model.removeFirst(Swift.min(take, model.count))
      #expect(Array(queue) == model)
      #expect(queue.first == model.first && queue.last == model.last)
    }
    let front = queue.removeFirst()
    #expect(front == model.removeFirst())
    queue.removeFirst(queue.count + 10)
    #expect(queue.isEmpty)
    queue.append(7)
    #expect(Array(queue) == [7])
    queue.removeAll()
    #expect(queue.isEmpty && queue.count == 0)
  }
}
