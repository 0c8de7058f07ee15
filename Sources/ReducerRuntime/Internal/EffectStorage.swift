import Dependencies

/// Values that effects of one store keep between runs, keyed by cancellation id (the state of `throttle`).
///
/// Each store owns one, so state never leaks from one store to another and nothing is global. An app store's
/// effect finds it through its `Send` (no task-local is bound around its task); a test or demo store's effect, and
/// the task of any concatenation, also finds it as ``current``. Outside a store's effects there is none, and
/// operators that need it say so (a reported issue) instead of guessing.
package final class EffectStorage: Sendable {
  /// The storage of the store whose effect the current task is running, if any (see ``EffectContext``).
  package static var current: EffectStorage? { EffectContext.current?.storage }

  private let values = Lock<[CancelID: any Sendable]>([:])

  package init() {}

  /// Runs `body` with exclusive access to the value stored for `id`, nil when there is none yet or when it has a
  /// different type; whatever `body` leaves there is stored. Leaving nil removes a value of this type, and leaves
  /// a value of another type alone.
  ///
  /// `body` runs under a lock: keep it short, and never suspend or call out from it.
  package func withValue<Value: Sendable, Result>(
    for id: CancelID, as type: Value.Type = Value.self,
    _ body: (inout Value?) -> sending Result
  ) -> sending Result {
    values.withLock { values in
      var value = values[id] as? Value
      let owned = value != nil
      let result = body(&value)
      if let value {
        values[id] = value
      } else if owned {
        values[id] = nil
      }
      return result
    }
  }

  /// How many ids hold a value (for tests).
  package var count: Int { values.withLock { $0.count } }
}
