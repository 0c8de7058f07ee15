import Observation
import Reducer
import Testing

/// How an app store starts its `.run` effects: at once on the main actor, once the send ended.
@MainActor
struct EffectStartTests {
  private enum ID { case work }

  @Test func anEffectRunsUpToItsFirstSuspensionBeforeSendReturns() async {
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        guard action == "go" else { return .none }
        return .run { send in
          await send(.append("at once"))
          await Task.yield()
          await send(.append("after a suspension"))
        }
      }
    }
    let task = store.send(.append("go"))
    #expect(store.entries == ["go", "at once"])
    await task.finish()
    #expect(store.entries == ["go", "at once", "after a suspension"])
  }

  @Test func anEffectStartsOnlyAfterEveryActionOfTheSendWasReduced() async {
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        switch action {
        case "go": .merge(.run { send in await send(.append("run")) }, .send(.append("queued")))
        case "queued": .send(.append("queued by queued"))
        default: .none
        }
      }
    }
    await store.send(.append("go")).finish()
    #expect(store.entries == ["go", "queued", "queued by queued", "run"])
  }

  @Test func anEffectThatCancelsItselfThroughAnActionItSentSendsNothingMore() async {
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        switch action {
        case "go":
          .run { send in
            await send(.append("stop"))
            await send(.append("after stop"))
          }
          .cancellable(id: ID.work)
        case "stop": .cancel(id: ID.work)
        default: .none
        }
      }
    }
    let task = store.send(.append("go"))
    await task.finish()
    #expect(store.entries == ["go", "stop"])
    #expect(task.isCancelled)
  }

  @Test func anEffectCancelledBeforeItStartedNeverSends() async {
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        switch action {
        case "go":
          .merge(
            .run { send in await send(.append("from the run")) }.cancellable(id: ID.work),
            .send(.append("stop")))
        case "stop": .cancel(id: ID.work)
        default: .none
        }
      }
    }
    await store.send(.append("go")).finish()
    #expect(store.entries == ["go", "stop"])
  }

  /// A send whose reducer returns `.none` (the fast path, which skips the pending-effects check) from inside an
  /// effect that started at once leaves the outer send's other effects to it: they still all start, in order.
  @Test func aNoneSendFromAnEffectThatStartedAtOnceLeavesTheOtherEffectsToStart() async {
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        guard action == "go" else { return .none }
        return .merge(
          .run { send in await send(.append("first")) },
          .run { send in await send(.append("second")) })
      }
    }
    let task = store.send(.append("go"))
    #expect(store.entries == ["go", "first", "second"])
    await task.finish()
    _ = store.send(.append("after"))
    #expect(store.entries == ["go", "first", "second", "after"])
  }

  @Test func aLongChainOfEffectsThatEachSendAtOnceDoesNotGrowTheStack() async {
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        guard let n = Int(action), n < 20_000 else { return .none }
        return .run { send in await send(.append("\(n + 1)")) }
      }
    }
    await store.send(.append("0")).finish()
    #expect(store.entries.count == 20_001)
    #expect(store.entries.last == "20000")
  }

  @Test func anObserverOfStateThatAnEffectChangesAtOnceIsNotifiedOnce() async {
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        guard action == "go" else { return .none }
        return .run { send in await send(.append("run")) }
      }
    }
    let seen = Seen()
    withObservationTracking {
      _ = store.entries
    } onChange: {
      seen.changes += 1
    }
    await store.send(.append("go")).finish()
    #expect(seen.changes == 1)
    #expect(store.entries == ["go", "run"])
  }
}

/// Counts observation notifications.
private final class Seen: @unchecked Sendable {
  // NB: written by `onChange`, which the store calls on the main actor, and read there after the send.
  var changes = 0
}
