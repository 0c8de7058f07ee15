import Synchronization
import Dependencies

/// The running effects of one store: the thin, locked storage around ``EffectTable``.
///
/// Every method takes the lock, asks the table what to do, and does it (cancels tasks, records a lineage's
/// outcome) after the lock is released, so a task's cancellation handler never runs under it.
package final class EffectRegistry: Sendable {
  package typealias Entry = EffectTable.Entry

  private let table = Lock(EffectTable())
  /// Bumped under the lock before any effect is marked cancelled: while it has not moved since an effect was
  /// registered, that effect was not asked to cancel, which ``isCancelRequested(_:since:)`` then answers without
  /// the lock and the table's look-up (an effect that starts at once asks twice per round trip).
  private let cancelEpoch = Atomic<UInt64>(0)

  package init() {}

  /// Opens the lineage of one send.
  package func openLineage() -> LineageHandle {
    LineageHandle(id: table.withLock { $0.openLineage() }, registry: self)
  }

  /// Reserves an id for an effect about to start. `root` is the top-level effect it is a part of, if any.
  package func register(
    action: any Sendable, fileID: StaticString, line: UInt, cancelIDs: [CancelID],
    lineage: LineageHandle? = nil, root: Int? = nil, tracked: Bool = true
  ) -> Int {
    table.withLock {
      $0.register(
        action: action, fileID: fileID, line: line, cancelIDs: cancelIDs, lineage: lineage?.id,
        root: root, tracked: tracked
      ).id
    }
  }

  /// Reserves an id for an effect about to start as part of `lineage`, opening a lineage first when it is nil (the
  /// first effect of a send): one lock for both. `epoch` is what ``isCancelRequested(_:since:)`` needs.
  package func register(
    action: any Sendable, fileID: StaticString, line: UInt, cancelIDs: [CancelID],
    joining lineage: LineageHandle?
  ) -> (id: Int, lineage: LineageHandle, epoch: UInt64) {
    let (id, lineageID, epoch) = table.withLock { table in
      // Read before registering: an effect joining a cancelled lineage is marked cancelled (and the epoch
      // bumped) as it registers.
      let epoch = cancelEpoch.load(ordering: .relaxed)
      guard let lineage else {
        let (id, lineageID) = table.registerOpeningLineage(
          action: action, fileID: fileID, line: line, cancelIDs: cancelIDs)
        return (id, lineageID, epoch)
      }
      let (id, cancelled) = table.register(
        action: action, fileID: fileID, line: line, cancelIDs: cancelIDs, lineage: lineage.id,
        root: nil, tracked: true)
      if cancelled { cancelEpoch.add(1, ordering: .relaxed) }
      return (id, lineage.id, epoch)
    }
    return (id, lineage ?? LineageHandle(id: lineageID, registry: self), epoch)
  }

  /// The top-level effect effect `id` is a part of (itself, unless it is a cancellable part of a concatenation);
  /// `nil` once it finished. What its suspensions are recorded under, so the runtime can tell it is parked.
  package func root(of id: Int) -> Int? {
    table.withLock { $0.entries[id]?.root }
  }

  /// Attaches the task running effect `id`; cancels it at once if the effect was cancelled meanwhile.
  package func attach(_ task: Task<Void, Never>, to id: Int) {
    let (cancel, waiters) = table.withLock { ($0.attach(task, to: id), $0.takeAttachWaiters(id)) }
    cancel?.cancel()
    for waiter in waiters { waiter.resume() }
  }

  /// Forgets effect `id`: it finished.
  package func finish(_ id: Int, wasCancelled: Bool, lineage: LineageHandle?) {
    let (ended, waiters) = table.withLock {
      ($0.finish(id, wasCancelled: wasCancelled), $0.takeAttachWaiters(id))
    }
    if let ended, let lineage, ended.lineage == lineage.id { lineage.record(ended.1) }
    for waiter in waiters { waiter.resume() }
  }

  /// Returns once the oldest running effect of `lineage` has its task attached, or finished (at once when it
  /// already has a task, or the lineage has no effect left): the event ``StoreTask`` waits for, never a poll.
  package func waitForOldestAttached(_ lineage: LineageHandle) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let kept = table.withLock { $0.waitForOldestAttached(lineage: lineage.id, continuation) }
      if !kept { continuation.resume() }
    }
  }

  /// Attaches the task running effect `id` of `lineage`, unless the lineage already ended (the effect, started at
  /// once, finished before its task handle existed: there is nothing left to attach to).
  package func attach(_ task: Task<Void, Never>, to id: Int, of lineage: LineageHandle) {
    guard lineage.ended == .running else { return }
    attach(task, to: id)
  }

  /// Whether effect `id` was asked to cancel before its task was attached (an effect that started at once
  /// reads this while it runs before it has a task handle).
  package func isCancelRequested(_ id: Int) -> Bool {
    table.withLock { $0.isCancelRequested(id) }
  }

  /// ``isCancelRequested(_:)`` for an effect registered at `epoch` (see
  /// ``register(action:fileID:line:cancelIDs:joining:)``): no lock while no effect was cancelled since.
  package func isCancelRequested(_ id: Int, since epoch: UInt64) -> Bool {
    // Acquiring: pairs with the bump made under the lock before a cancellation marks its effects.
    if cancelEpoch.load(ordering: .acquiring) == epoch { return false }
    return isCancelRequested(id)
  }

  /// Cancels every effect marked with `cancelID`.
  package func cancel(id cancelID: CancelID) {
    let tasks = table.withLock {
      cancelEpoch.add(1, ordering: .releasing)
      return $0.cancel(id: cancelID)
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels every effect of `lineage`, and every effect that joins it later.
  package func cancel(lineage: LineageHandle) {
    let tasks = table.withLock {
      cancelEpoch.add(1, ordering: .releasing)
      return $0.cancel(lineage: lineage.id)
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels every running effect.
  package func cancelAll() {
    let tasks = table.withLock {
      cancelEpoch.add(1, ordering: .releasing)
      return $0.cancelAll()
    }
    for task in tasks { task.cancel() }
  }

  /// Stops reporting the effects running now as in flight; returns how many were tracked.
  @discardableResult
  package func untrackAll() -> Int { table.withLock { $0.untrackAll() } }

  /// The oldest effect of `lineage` still running (nil task while it is being attached).
  package func oldestRunning(_ lineage: LineageHandle) -> (present: Bool, task: Task<Void, Never>?)
  {
    table.withLock { $0.oldestRunning(lineage: lineage.id) }
  }

  package func isCancelled(_ lineage: LineageHandle) -> Bool {
    table.withLock { $0.isCancelled(lineage: lineage.id) }
  }

  /// The tracked running effects, oldest first.
  package var inFlight: [Entry] { table.withLock { $0.inFlight.map(\.entry) } }

  /// The tracked running effects with their ids, oldest first.
  package var inFlightWithIDs: [(id: Int, entry: Entry)] { table.withLock { $0.inFlight } }

  /// The top-level effects still running, tracked or not.
  package var liveRoots: Set<Int> { table.withLock { $0.liveRoots } }

  /// Whether no effect is running.
  package var isEmpty: Bool { table.withLock { $0.isEmpty } }
}

/// One send's lineage, as a `StoreTask` holds it: its id in the registry, and its outcome once it ended.
@usableFromInline
package final class LineageHandle: Sendable {
  let id: Int
  private let registry: EffectRegistry
  private let outcome = Atomic<UInt8>(EffectTable.LineageOutcome.running.rawValue)

  init(id: Int, registry: EffectRegistry) {
    self.id = id
    self.registry = registry
  }

  func record(_ outcome: EffectTable.LineageOutcome) {
    self.outcome.store(outcome.rawValue, ordering: .releasing)
  }

  var ended: EffectTable.LineageOutcome {
    EffectTable.LineageOutcome(rawValue: outcome.load(ordering: .acquiring)) ?? .running
  }

  /// The oldest running effect's task; `present` is false once every effect finished.
  package func oldestRunning() -> (present: Bool, task: Task<Void, Never>?) {
    guard ended == .running else { return (false, nil) }
    return registry.oldestRunning(self)
  }

  package func cancelAll() { registry.cancel(lineage: self) }

  /// Returns once the oldest running effect has its task attached, or finished.
  package func waitForOldestAttached() async { await registry.waitForOldestAttached(self) }

  /// Whether every effect of the send was cancelled.
  package var isCancelled: Bool {
    switch ended {
    case .cancelled: true
    case .finished: false
    case .running: registry.isCancelled(self)
    }
  }
}
