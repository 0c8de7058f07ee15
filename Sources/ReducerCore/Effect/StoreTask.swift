public import ReducerRuntime
/// The effects started by one `store.send`: await them, or cancel them.
///
/// ```swift
/// await store.send(.refreshPulled).finish()   // e.g. in SwiftUI's .refreshable
/// ```
public struct StoreTask: Hashable, Sendable {
  @usableFromInline let lineage: LineageHandle?

  @usableFromInline
  package init(lineage: LineageHandle?) {
    self.lineage = lineage
  }

  /// Waits until every effect started by the send has finished, including the effects started by the actions
  /// those effects send back (as TCA's `StoreTask` does). Cancelling the waiting task cancels them.
  ///
  /// It waits where it is called (`isolation`): on the main actor, an effect that started and ended within the
  /// send costs no thread hop here.
  public func finish(isolation: isolated (any Actor)? = #isolation) async {
    guard let lineage, lineage.oldestRunning().present else { return }
    // Capturing `isolation` keeps the loop on the caller's actor.
    await withTaskCancellationHandler(
      operation: {
        _ = isolation
        while true {
          let (present, task) = lineage.oldestRunning()
          guard present else { return }
          if let task {
            await task.value
          } else {
            // The effect is being attached to its task: wait for that event (or for the effect to finish).
            await lineage.waitForOldestAttached()
          }
        }
      },
      onCancel: { lineage.cancelAll() },
      isolation: isolation)
  }

  /// Cancels the effects started by the send (and by the actions they sent), including any that start later.
  public func cancel() {
    lineage?.cancelAll()
  }

  /// Whether every effect of the send (and of the actions they sent) has finished.
  package var isFinished: Bool {
    lineage?.oldestRunning().present != true
  }

  /// Whether every effect of the send was cancelled (true when it started none).
  public var isCancelled: Bool {
    lineage?.isCancelled ?? true
  }

  public static func == (lhs: StoreTask, rhs: StoreTask) -> Bool {
    lhs.lineage === rhs.lineage
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(lineage.map(ObjectIdentifier.init))
  }
}
