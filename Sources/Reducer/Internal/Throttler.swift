import Dependencies

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
  /// `body` sends into a stream that this task drains, so a held action can wait for its time without holding up
  /// the body; both stop when the effect is cancelled.
  func run(
    _ body: @escaping @Sendable (Send<Action>) async -> Void, sendingTo send: Send<Action>
  ) async {
    let (actions, continuation) = AsyncStream<Action>.makeStream()
    let inner = Send<Action>(tracker: send.tracker) { continuation.yield($0) }
    await withDiscardingTaskGroup { group in
      group.addTask {
        await body(inner)
        continuation.finish()
      }
      for await action in actions {
        await deliver(action, to: send)
      }
    }
  }

  /// Sends `action` now, later (held until the interval ends), or not at all (cancelled while held).
  func deliver(_ action: Action, to send: Send<Action>) async {
    guard let storage = EffectStorage.current else {
      reportIssue(
        """
        A 'throttle' effect ran outside a store, so it cannot keep time between runs; the action is sent \
        unthrottled. Return the throttled effect from a reducer that a 'Store' or 'TestStore' runs.
        """,
        fileID: location.fileID, filePath: location.filePath, line: location.line,
        column: location.column)
      await send(action)
      return
    }
    await deliver(action, to: send, storage: storage, clock: clock)
  }

  private func deliver<C: Clock<Duration>>(
    _ action: Action, to send: Send<Action>, storage: EffectStorage, clock: C
  ) async {
    let now = clock.now
    let decision = storage.withValue(for: id, as: ThrottleState<C.Instant, Action>.self) { state in
      ThrottleState.decide(
        &state, action: action, now: now, interval: interval, latest: latest)
    }
    switch decision {
    case let .sendNow(action):
      await send(action)
    case let .hold(action, until: deadline):
      do {
        try await clock.sleep(until: deadline, tolerance: nil)
      } catch {
        return
      }
      if Task.isCancelled { return }
      let sentAt = clock.now
      storage.withValue(for: id, as: ThrottleState<C.Instant, Action>.self) { state in
        state = ThrottleState(lastSent: sentAt, held: nil)
      }
      await send(action)
    }
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
    /// Wait until `deadline`, then send this action, unless a newer throttled effect cancels the wait first.
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
    let value = latest ? action : (current.held ?? action)
    guard current.lastSent.duration(to: now) < interval else {
      state = ThrottleState(lastSent: now, held: nil)
      return .sendNow(value)
    }
    current.held = value
    state = current
    return .hold(value, until: current.lastSent.advanced(by: interval))
  }
}
