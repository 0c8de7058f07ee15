import Dependencies
import Foundation
import Reducer
import Testing

@MainActor
@Suite
struct EffectTests {
  // MARK: - Dependencies

  @Test func effectReturnedInsideWithDependenciesRunsWithTheOverride() async {
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        guard action == "go" else { return .none }
        return withDependencies {
          $0.date = .constant(Date(timeIntervalSince1970: 42))
        } operation: {
          .run { send in
            @Dependency(\.date) var date
            await send(.append("\(Int(date.now.timeIntervalSince1970))"))
          }
        }
      }
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 7))
    }
    await store.send(.append("go")).finish()
    #expect(store.entries == ["go", "42"])
  }

  /// An effect's send reduces with the store's dependencies; when the effect runs with them already (the usual
  /// case), the send skips binding them again: an effect running with other values must not hand them to it.
  @Test func anActionSentByAnEffectCreatedUnderOtherDependenciesIsReducedWithTheStoresOwn() async {
    let store = Store(initialState: DateLog.State()) {
      DateLog { .run { send in await send(.response) } }
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 7))
    }
    await store.send(.go).finish()
    #expect(store.seen == ["go 7", "response 7"])
  }

  @Test func anActionSentFromWithDependenciesInsideAnEffectIsReducedWithTheStoresOwn() async {
    let store = Store(initialState: DateLog.State()) {
      DateLog(overridingInEffect: true) { .run { send in await send(.response) } }
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 7))
    }
    await store.send(.go).finish()
    #expect(store.seen == ["go 7", "response 7"])
  }

  // MARK: - Merge and concatenate

  @Test func mergeStartsEveryEffectAtOnce() async {
    let probe = EffectProbe()
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        guard action == "go" else { return .none }
        return .merge(
          .run { send in
            _ = await probe.hold("slow")
            await send(.append("slow"))
          },
          .run { send in
            await send(.append("fast"))
            probe.record("fast sent")
          }
        )
      }
    }
    let task = store.send(.append("go"))
    // "fast" is reduced while "slow" is still held: merged effects run side by side.
    await probe.wait(for: "fast sent")
    #expect(store.entries == ["go", "fast"])
    probe.release("slow")
    await task.finish()
    #expect(store.entries == ["go", "fast", "slow"])
  }

  @Test func concatenateStartsEachEffectWhenThePreviousOneFinished() async {
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        guard action == "go" else { return .none }
        return .concatenate(
          .run { send in
            await send(.append("a1"))
            await Task.yield()
            await send(.append("a2"))
          },
          .run { send in await send(.append("b")) },
          .send(.append("c"))
        )
      }
    }
    await store.send(.append("go")).finish()
    #expect(store.entries == ["go", "a1", "a2", "b", "c"])
  }

  @Test func sendAfterRunInMergeIsReducedBeforeTheRunStartsButInConcatenateOnlyAfterTheRun() async {
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        let run = Effect<LogReducer.Action>.run { send in await send(.append("run")) }
        switch action {
        case "merge": return .merge([.send(.append("m1")), run, .send(.append("m2"))])
        case "concatenate":
          return .concatenate([.send(.append("c1")), run, .send(.append("c2"))])
        default: return .none
        }
      }
    }
    // The send's own actions are reduced first; then the run starts at once and sends before `send` returns.
    let merged = store.send(.append("merge"))
    #expect(store.entries == ["merge", "m1", "m2", "run"])
    await merged.finish()
    #expect(store.entries == ["merge", "m1", "m2", "run"])

    // In a concatenation, c2 waits for the run; the rest starts at once too, so all of it ran by now.
    let concatenated = store.send(.append("concatenate"))
    #expect(store.entries.suffix(4) == ["concatenate", "c1", "run", "c2"])
    await concatenated.finish()
    #expect(store.entries.suffix(4) == ["concatenate", "c1", "run", "c2"])
  }

  @Test func mergeAndConcatenateOfNothingAreNone() {
    #expect(Effect<Int>.merge().isNone)
    #expect(Effect<Int>.merge([.none, .none]).isNone)
    #expect(Effect<Int>.concatenate().isNone)
    #expect(Effect<Int>.concatenate([.none]).isNone)
    #expect(!Effect<Int>.concatenate(.none, .send(1)).isNone)
    #expect(Effect<Int>.none.map { $0 + 1 }.isNone)
  }

  // MARK: - .send

  @Test func sendEffectIsReducedBeforeSendReturns() {
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in action == "a" ? .send(.append("b")) : .none }
    }
    store.send(.append("a"))
    #expect(store.entries == ["a", "b"])
  }

  @Test func mergedSendEffectsAreReducedInOrderBeforeSendReturns() {
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        switch action {
        case "a": .merge(.send(.append("b")), .send(.append("c")))
        case "b": .send(.append("b1"))
        default: .none
        }
      }
    }
    store.send(.append("a"))
    #expect(store.entries == ["a", "b", "c", "b1"])
  }

  @Test func concatenatedSendEffectsAreReducedInOrderBeforeSendReturns() {
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        action == "a" ? .concatenate(.send(.append("b")), .send(.append("c"))) : .none
      }
    }
    let task = store.send(.append("a"))
    #expect(store.entries == ["a", "b", "c"])
    #expect(task.isCancelled, "no async work was started")
  }

  // MARK: - Cancellation

  @Test func cancelInFlightCancelsTheRunningEffectWithTheSameID() async {
    let probe = EffectProbe()
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        guard action == "first" || action == "second" else { return .none }
        return .run { send in
          if await probe.hold(action) { await send(.append("\(action) done")) }
        }
        .cancellable(id: CancelID.work, cancelInFlight: true)
      }
    }
    let first = store.send(.append("first"))
    await probe.wait(for: "first started")
    let second = store.send(.append("second"))
    probe.release("first")
    probe.release("second")
    await first.finish()
    await second.finish()
    #expect(probe.events.contains("first cancelled"))
    #expect(!probe.events.contains("first completed"))
    #expect(probe.events.contains("second completed"))
    #expect(store.entries == ["first", "second", "second done"])
  }

  @Test func cancellableWithoutCancelInFlightLetsEffectsRunSideBySide() async {
    let probe = EffectProbe()
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        .run { _ in _ = await probe.hold(action) }.cancellable(id: CancelID.work)
      }
    }
    let first = store.send(.append("first"))
    await probe.wait(for: "first started")
    let second = store.send(.append("second"))
    probe.release("first")
    probe.release("second")
    await first.finish()
    await second.finish()
    #expect(probe.events.contains("first completed"))
    #expect(probe.events.contains("second completed"))
  }

  @Test func cancelByIDCancelsOnlyEffectsWithThatID() async {
    let probe = EffectProbe()
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        switch action {
        case "work":
          .run { _ in _ = await probe.hold("work") }.cancellable(id: CancelID.work)
        case "other":
          .run { _ in _ = await probe.hold("other") }.cancellable(id: CancelID.other)
        case "stop": .cancel(id: CancelID.work)
        default: .none
        }
      }
    }
    let work = store.send(.append("work"))
    let other = store.send(.append("other"))
    await probe.wait(for: "work started")
    await probe.wait(for: "other started")
    store.send(.append("stop"))
    probe.release("work")
    probe.release("other")
    await work.finish()
    await other.finish()
    #expect(probe.events.contains("work cancelled"))
    #expect(!probe.events.contains("work completed"))
    #expect(probe.events.contains("other completed"))
    #expect(!probe.events.contains("other cancelled"))
  }

  @Test func cancellingAnIDWithNothingRunningDoesNothing() {
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in action == "stop" ? .cancel(id: CancelID.work) : .none }
    }
    let task = store.send(.append("stop"))
    #expect(task.isCancelled)
    #expect(store.entries == ["stop"])
  }

  @Test func cancellationIDsAreScopedToTheirStore() async {
    let probe = EffectProbe()
    func makeStore(_ name: String) -> StoreOf<LogReducer> {
      Store(initialState: LogReducer.State()) {
        LogReducer { action in
          switch action {
          case "start":
            .run { send in
              if await probe.hold(name) { await send(.append("done")) }
            }
            .cancellable(id: CancelID.work)
          case "stop": .cancel(id: CancelID.work)
          default: .none
          }
        }
      }
    }
    let one = makeStore("one")
    let two = makeStore("two")
    let oneTask = one.send(.append("start"))
    let twoTask = two.send(.append("start"))
    await probe.wait(for: "one started")
    await probe.wait(for: "two started")

    two.send(.append("stop"))
    probe.release("one")
    probe.release("two")
    await oneTask.finish()
    await twoTask.finish()

    #expect(one.entries == ["start", "done"])
    #expect(two.entries == ["start", "stop"])
    #expect(probe.events.contains("two cancelled"))
    #expect(!probe.events.contains("one cancelled"))
  }

  // MARK: - Debounce

  @Test func debounceWithTheDependencyClockRunsOnlyTheLastEffect() async {
    let clock = TestClock()
    let store = Store(initialState: DebouncedSearch.State()) {
      DebouncedSearch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let first = store.send(.queryChanged("s"))
    await yieldUntil { clock.sleeperCount == 1 }
    await clock.advance(by: .milliseconds(200))
    let second = store.send(.queryChanged("sw"))
    await yieldUntil { clock.sleeperCount == 1 }
    await clock.advance(by: .milliseconds(299))
    #expect(store.searches.isEmpty, "the quiet period has not passed yet")

    await clock.advance(by: .milliseconds(1))
    await second.finish()
    await first.finish()
    #expect(store.searches == ["sw"])
    #expect(first.isCancelled)
  }

  @Test func debounceOfNoneIsNone() {
    let effect = Effect<Int>.none.debounce(
      id: CancelID.work, for: .seconds(1), clock: ImmediateClock())
    #expect(effect.isNone)
  }

  // MARK: - map

  @Test func mapTransformsTheActionsOfSendAndRun() async {
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        guard action == "go" else { return .none }
        let numbers = Effect<Int>.merge(
          .send(1),
          .run { send in await send(2) }
        )
        return numbers.map { LogReducer.Action.append("number \($0 * 10)") }
      }
    }
    // An app store starts the run at once, after the send's own `.send`: both are reduced when `send` returns.
    let task = store.send(.append("go"))
    #expect(store.entries == ["go", "number 10", "number 20"])
    await task.finish()
    #expect(store.entries == ["go", "number 10", "number 20"])
  }

  // MARK: - Errors

  @Test func unhandledErrorInRunIsReportedNamingTheEffectsLocation() async {
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in action == "fail" ? failingEffect() : .none }
    }
    await withKnownIssue {
      await store.send(.append("fail")).finish()
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined()
      return message.contains("An 'Effect.run' created at ReducerCoreTests/EffectTests.swift:")
        && message.contains("EffectTests.swift:\(failingEffectLine)")
        && message.contains("threw an unhandled error")
        && message.contains("Boom")
        && issue.sourceLocation?.line == Int(failingEffectLine)
    }
  }

  @Test func unhandledErrorGoesToTheInstalledIssueReporter() async {
    let reporter = CountingIssueReporter()
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in action == "fail" ? failingEffect() : .none }
    }
    await withIssueReporters([reporter]) {
      await store.send(.append("fail")).finish()
    }
    #expect(reporter.issues.count == 1)
    #expect(reporter.issues.first?.line == failingEffectLine)
    #expect(reporter.issues.first?.severity == .failure)
    #expect(reporter.messages.first?.contains("pass a 'catch:' handler") == true)
  }

  @Test func catchReceivesTheErrorAndCanSend() async {
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        guard action == "fail" else { return .none }
        return .run { _ in
          throw Boom()
        } catch: { error, send in
          await send(.append("caught \(error)"))
        }
      }
    }
    await store.send(.append("fail")).finish()
    #expect(store.entries == ["fail", "caught Boom"])
  }

  @Test func catchNeverReceivesCancellation() async {
    let probe = EffectProbe()
    let clock = TestClock()
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        switch action {
        case "sleep":
          .run { _ in
            probe.record("sleeping")
            try await clock.sleep(for: .seconds(1))
          } catch: { error, _ in
            probe.record("caught \(error)")
          }
          .cancellable(id: CancelID.work)
        case "throwAfterCancel":
          .run { _ in
            if await !probe.hold("work") { throw Boom() }
          } catch: { error, _ in
            probe.record("caught \(error)")
          }
          .cancellable(id: CancelID.work)
        case "stop": .cancel(id: CancelID.work)
        default: .none
        }
      }
    }
    let sleeping = store.send(.append("sleep"))
    await probe.wait(for: "sleeping")
    store.send(.append("stop"))
    await sleeping.finish()

    let throwing = store.send(.append("throwAfterCancel"))
    await probe.wait(for: "work started")
    store.send(.append("stop"))
    await throwing.finish()

    #expect(probe.events.contains("work cancelled"))
    #expect(!probe.events.contains { $0.hasPrefix("caught") })
  }

  // MARK: - Send

  @Test func awaitingSendReturnsAfterTheActionWasReduced() async {
    let probe = EffectProbe()
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        probe.record("reduced \(action)")
        guard action == "go" else { return .none }
        return .run { send in
          await send(.append("x"))
          probe.record("send returned")
          await send(.append("y"))
          probe.record("send returned")
        }
      }
    }
    await store.send(.append("go")).finish()
    #expect(
      probe.events == [
        "reduced go", "reduced x", "send returned", "reduced y", "send returned",
      ])
  }

  @Test func sendFromACancelledEffectIsIgnored() async {
    let probe = EffectProbe()
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        switch action {
        case "start":
          .run { send in
            _ = await probe.hold("work")
            await send(.append("late"))
          }
          .cancellable(id: CancelID.work)
        case "stop": .cancel(id: CancelID.work)
        default: .none
        }
      }
    }
    let task = store.send(.append("start"))
    await probe.wait(for: "work started")
    store.send(.append("stop"))
    await task.finish()
    #expect(store.entries == ["start", "stop"])
  }
}

// MARK: - Fixtures

private enum CancelID { case work, other }

private struct Boom: Error, CustomStringConvertible {
  var description: String { "Boom" }
}

private let failingEffectLine: UInt = #line + 2
private func failingEffect() -> Effect<LogReducer.Action> {
  .run { _ in throw Boom() }
}

/// The contract's debounce idiom, written with `Effect.debounce` and the dependency clock.
private struct DebouncedSearch: Reducer {
  struct State: Equatable, Sendable {
    var query = ""
    var searches: [String] = []
  }
  enum Action: Equatable, Sendable {
    case queryChanged(String)
    case search(String)
  }
  private enum CancelID { case search }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .queryChanged(query):
      state.query = query
      return .send(.search(query))
        .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
    case let .search(query):
      state.searches.append(query)
      return .none
    }
  }
}

/// Logs the date its dependencies give for each action; `go` returns the effect built under `date` 42 (or, with
/// `overridingInEffect`, an effect that sends from inside `withDependencies` setting it to 42).
private struct DateLog: Reducer {
  struct State: Equatable { var seen: [String] = [] }
  enum Action: Equatable, Sendable { case go, response }

  var overridingInEffect = false
  let effect: @Sendable () -> Effect<Action>

  init(overridingInEffect: Bool = false, effect: @escaping @Sendable () -> Effect<Action>) {
    self.overridingInEffect = overridingInEffect
    self.effect = effect
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.seen.append("\(action) \(Int(DependencyValues.current.date.now.timeIntervalSince1970))")
    guard action == .go else { return .none }
    if overridingInEffect {
      return .run { send in
        await withDependencies {
          $0.date = .constant(Date(timeIntervalSince1970: 42))
        } operation: {
          await send(.response)
        }
      }
    }
    return withDependencies {
      $0.date = .constant(Date(timeIntervalSince1970: 42))
    } operation: {
      effect()
    }
  }
}
