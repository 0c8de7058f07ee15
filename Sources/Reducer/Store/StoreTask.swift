import Synchronization

/// The effects started by one `store.send`: await them, or cancel them.
///
/// ```swift
/// await store.send(.refreshPulled).finish()   // e.g. in SwiftUI's .refreshable
/// ```
public struct StoreTask: Hashable, Sendable {
  @usableFromInline let lineage: EffectLineage?

  @usableFromInline
  package init(lineage: EffectLineage?) {
    self.lineage = lineage
  }

  /// Waits until every effect started by the send has finished, including the effects started by the actions
  /// those effects send back (as TCA's `StoreTask` does). Cancelling the waiting task cancels them.
  public func finish() async {
    guard let lineage else { return }
    await withTaskCancellationHandler {
      while let task = lineage.oldestRunning() {
        await task.value
      }
    } onCancel: {
      lineage.cancelAll()
    }
  }

  /// Cancels the effects started by the send (and by the actions they sent).
  public func cancel() {
    lineage?.cancelAll()
  }

  /// Whether every effect of the send (and of the actions they sent) has finished.
  package var isFinished: Bool {
    lineage?.oldestRunning() == nil
  }

  /// Whether every effect of the send was cancelled (true when it started none).
  public var isCancelled: Bool {
    lineage?.allCancelled ?? true
  }

  public static func == (lhs: StoreTask, rhs: StoreTask) -> Bool {
    lhs.lineage === rhs.lineage
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(lineage.map(ObjectIdentifier.init))
  }
}

/// The effects started by one send, and by the actions those effects sent back, while they run.
///
/// Finished effects leave the lineage, so a long-living effect that keeps sending does not make it grow.
@usableFromInline
package final class EffectLineage: Sendable {
  private struct State {
    var running: [Int: Task<Void, Never>] = [:]
    var finishedEarly: Set<Int> = []
    var cancelled = false
    var finished = 0
    var finishedCancelled = 0
  }

  private let state = Mutex(State())

  package init() {}

  /// Adds the task of effect `id` (unless it already finished).
  func add(_ task: Task<Void, Never>, id: Int) {
    state.withLock { state in
      if state.finishedEarly.remove(id) == nil { state.running[id] = task }
    }
  }

  /// Removes effect `id`: it finished (cancelled or not).
  func finish(_ id: Int, wasCancelled: Bool) {
    state.withLock { state in
      if state.running.removeValue(forKey: id) == nil { state.finishedEarly.insert(id) }
      state.finished += 1
      if wasCancelled { state.finishedCancelled += 1 }
    }
  }

  /// The earliest-started effect still running.
  func oldestRunning() -> Task<Void, Never>? {
    state.withLock { state in state.running.min { $0.key < $1.key }?.value }
  }

  func cancelAll() {
    let tasks = state.withLock { state in
      state.cancelled = true
      return Array(state.running.values)
    }
    for task in tasks { task.cancel() }
  }

  /// Whether the send's effects were cancelled (through the `StoreTask`, or each one otherwise).
  var allCancelled: Bool {
    state.withLock { state in
      state.cancelled
        || ((!state.running.isEmpty || state.finished > 0)
          && state.running.values.allSatisfy(\.isCancelled)
          && state.finishedCancelled == state.finished)
    }
  }
}
