import Dependencies
import ReducerCore
import ReducerRuntime

/// Where a `throttle` was written, for its diagnostics.
struct ThrottleLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

/// Decides, action by action, what a throttled effect sends and when; its state lives in the store's
/// ``EffectStorage`` under the throttle's id.
struct Throttler<Action: Sendable>: Sendable {
  let id: CancelID
  let interval: Duration
  let clock: any Clock<Duration>
  let latest: Bool
  let location: ThrottleLocation

  /// Runs `body`, throttling every action it sends before passing it on to `send`.
  ///
  /// `body` sends into a stream that this task drains, so a held action waits for its time without holding up the
  /// body, and a newer action sent meanwhile replaces it (`latest: true`) as it would from a newer effect.
  nonisolated(nonsending) func run(
    _ body: @escaping EffectBody<Action>, sendingTo send: Send<Action>
  ) async {
    await run(body, sendingTo: send, clock: clock)
  }

  nonisolated(nonsending) private func run<C: Clock<Duration>>(
    _ body: @escaping EffectBody<Action>, sendingTo send: Send<Action>, clock: C
  ) async {
    let (actions, continuation) = AsyncStream<Action>.makeStream()
    let inner = Send<Action>(context: send.context) { continuation.yield($0) }
    await withDiscardingTaskGroup { group in
      group.addTask {
        await body(inner, nil)
        continuation.finish()
      }
      // The deadline a sleeper of this run already waits for: holding again until then needs no second one.
      var pending: C.Instant?
      for await action in actions {
        guard let (storage, deadline) = await sendOrHold(action, to: send, clock: clock),
          pending != deadline
        else { continue }
        pending = deadline
        group.addTask {
          await sendHeld(at: deadline, storage: storage, clock: clock, send: send)
        }
      }
    }
  }

  /// Sends `action` now, later (held until the interval ends), or not at all (cancelled while held).
  func deliver(_ action: Action, to send: Send<Action>) async {
    await deliver(action, to: send, clock: clock)
  }

  private func deliver<C: Clock<Duration>>(
    _ action: Action, to send: Send<Action>, clock: C
  ) async {
    guard let (storage, deadline) = await sendOrHold(action, to: send, clock: clock) else { return }
    await sendHeld(at: deadline, storage: storage, clock: clock, send: send)
  }

  /// Sends `action` now when it goes through (or when there is no store to keep time in); else says until when to
  /// hold it, and the storage that holds it.
  nonisolated(nonsending) private func sendOrHold<C: Clock<Duration>>(
    _ action: Action, to send: Send<Action>, clock: C
  ) async -> (storage: EffectStorage, deadline: C.Instant)? {
    guard let storage = storage(of: send) else {
      await send(action)
      return nil
    }
    switch decide(action, storage: storage, clock: clock) {
    case let .sendNow(action):
      await send(action)
      return nil
    case let .hold(_, deadline):
      return (storage, deadline)
    }
  }

  /// The storage of the store `send` delivers to (an app store's effect binds no task-local for it), else of the
  /// store whose effect the task runs; nil (and a reported issue) outside a store.
  private func storage(of send: Send<Action>) -> EffectStorage? {
    if let storage = send.storage ?? EffectStorage.current { return storage }
    reportIssue(
      """
      A 'throttle' effect ran outside a store, so it cannot keep time between runs; the action is sent \
      unthrottled. Return the throttled effect from a reducer that a 'Store' or 'TestStore' runs.
      """,
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
    return nil
  }

  private func decide<C: Clock<Duration>>(
    _ action: Action, storage: EffectStorage, clock: C
  ) -> ThrottleState<C.Instant, Action>.Decision {
    let now = clock.now
    return storage.withValue(for: id, as: ThrottleState<C.Instant, Action>.self) { state in
      ThrottleState.decide(&state, action: action, now: now, interval: interval, latest: latest)
    }
  }

  /// Waits until `deadline`, then sends the action held by then (unless cancelled first).
  private func sendHeld<C: Clock<Duration>>(
    at deadline: C.Instant, storage: EffectStorage, clock: C, send: Send<Action>
  ) async {
    do {
      try await clock.sleep(until: deadline, tolerance: nil)
    } catch {
      return
    }
    if Task.isCancelled { return }
    let now = clock.now
    let held = storage.withValue(for: id, as: ThrottleState<C.Instant, Action>.self) { state in
      ThrottleState.release(&state, now: now)
    }
    if let held { await send(held) }
  }
}

/// What one throttle id remembers: when it last let an action through, and the action it holds, if any.
struct ThrottleState<Instant: InstantProtocol<Duration>, Action: Sendable>: Sendable {
  var lastSent: Instant
  var held: Action?

  /// What to do with an action that arrives.
  enum Decision {
    /// Send this action (the arriving one, or the first held) now.
    case sendNow(Action)
    /// Hold this action (now the one held) until `deadline`; then send whatever is held by then, unless a newer
    /// throttled effect cancels the wait first.
    case hold(Action, until: Instant)
  }

  /// Decides what happens to `action` arriving at `now`, and updates `state` (nil: nothing went through yet).
  static func decide(
    _ state: inout ThrottleState?, action: Action, now: Instant, interval: Duration, latest: Bool
  ) -> Decision {
    guard var current = state else {
      state = ThrottleState(lastSent: now, held: nil)
      return .sendNow(action)
    }
    // As in TCA, a held action whose wait was cancelled from outside (`.cancel(id:)`) stays held, and with
    // `latest: false` it is what goes out next.
    let value = latest ? action : (current.held ?? action)
    guard current.lastSent.duration(to: now) < interval else {
      state = ThrottleState(lastSent: now, held: nil)
      return .sendNow(value)
    }
    current.held = value
    state = current
    return .hold(value, until: current.lastSent.advanced(by: interval))
  }

  /// Takes the held action at the end of an interval (`now`), restarting the interval; nil if none is held.
  static func release(_ state: inout ThrottleState?, now: Instant) -> Action? {
    guard let held = state?.held else { return nil }
    state = ThrottleState(lastSent: now, held: nil)
    return held
  }
}
