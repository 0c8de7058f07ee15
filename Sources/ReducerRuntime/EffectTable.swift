/// The running effects of one store, as a pure state machine: every method returns what the caller must do
/// (cancel these tasks), and ``EffectRegistry`` performs it outside its lock.
///
/// An effect moves through explicit phases:
///
/// ```
/// register ──▶ registered ──attach──▶ running ──finish──▶ (removed)
///                  │                     │
///                  └──cancel──▶ cancelRequested ◀──cancel─┘
/// ```
///
/// `cancelRequested` may be entered before the task exists (`registered`): `attach` then answers "cancel it now",
/// so no cancellation is ever lost. Effects belong to a **lineage** — the effects started by one `store.send`,
/// and by the actions those effects send back — which a `StoreTask` waits for or cancels. An effect registered
/// into a lineage that was already cancelled is cancelled at once.
package struct EffectTable {
  /// Where an effect is in its life.
  package enum Phase: Sendable, Equatable {
    /// Reserved; its task is being created.
    case registered
    /// Its task runs (or waits).
    case running
    /// Cancelled; its task (once attached) has been or will be told to stop.
    case cancelRequested
  }

  /// One running effect.
  package struct Entry: Sendable {
    /// The action whose reduction started the effect.
    package var action: any Sendable
    /// Where the effect was created.
    package var fileID: StaticString
    /// Where the effect was created.
    package var line: UInt
    /// The cancellation ids it answers to.
    package var cancelIDs: [CancelID]
    /// The lineage (send) it belongs to, if any.
    package var lineage: Int?
    /// The top-level effect it is part of (itself, unless it is a cancellable part of a concatenation).
    package var root: Int
    /// Its phase.
    package var phase: Phase
    /// Its task, once attached.
    package var task: Task<Void, Never>?
    /// Whether the test store still reports it as in flight.
    package var tracked: Bool
    /// Whether its lineage is in the table's lineages. A lineage opened by its first effect
    /// (``EffectTable/registerOpeningLineage(action:fileID:line:cancelIDs:)``) is not, while that effect is its
    /// only one: its id is the effect's, and the entry is the whole lineage (no look-up to open or end it).
    var lineageInTable = true

    /// Whether it was cancelled.
    package var cancelled: Bool { phase == .cancelRequested }

    /// What ``EffectEntries`` holds in its free inline slot: no action, no task, no cancellation id.
    static let placeholder = Entry(
      action: (), fileID: "", line: 0, cancelIDs: [], lineage: nil, root: 0, phase: .registered,
      task: nil, tracked: false)
  }

  /// The effects of one send while any of them runs.
  struct Lineage {
    var members = LineageMembers()
    var cancelled = false
    var finished = 0
    var finishedCancelled = 0
  }

  /// How a lineage ended, kept by its handle once the table forgets it.
  package enum LineageOutcome: UInt8, Sendable {
    case running = 0
    case finished = 1
    case cancelled = 2
  }

  private(set) var nextID = 0
  /// The running effects (one of them inline, see ``EffectEntries``).
  private(set) var entries = EffectEntries()
  private var byCancelID: [CancelID: Set<Int>] = [:]
  /// The lineages with more than their first effect, or opened without one; a lineage's id is its first
  /// effect's when it was opened with it (ids of both kinds come from `nextID`, so they never collide).
  private var lineages: [Int: Lineage] = [:]
  /// Tasks waiting for an effect's task to be attached (or for the effect to finish first), by effect id.
  private var attachWaiters: [Int: [CheckedContinuation<Void, Never>]] = [:]

  package init() {}

  /// Starts a lineage for a send; its id.
  package mutating func openLineage() -> Int {
    defer { nextID += 1 }
    lineages[nextID] = Lineage()
    return nextID
  }

  /// Puts lineage `id` in the table when it still lives only in its first effect's entry (a second effect joins
  /// it, or it is cancelled as a whole): the effect is its one member. False when there is no such lineage (it
  /// ended, or is in the table already).
  private mutating func moveLineageToTable(_ id: Int) -> Bool {
    guard lineages[id] == nil, var first = entries[id], first.lineage == id, !first.lineageInTable
    else { return false }
    first.lineageInTable = true
    entries[id] = first
    var lineage = Lineage()
    lineage.members.insert(id)
    lineages[id] = lineage
    return true
  }

  /// The oldest running effect of `lineage`, if any.
  private func oldestMember(of lineage: Int) -> Int? {
    if let state = lineages[lineage] { return state.members.min() }
    guard let first = entries[lineage], first.lineage == lineage, !first.lineageInTable else {
      return nil
    }
    return lineage
  }

  /// Reserves an id for an effect about to start; `cancelNow` when its lineage was already cancelled.
  package mutating func register(
    action: any Sendable, fileID: StaticString, line: UInt, cancelIDs: [CancelID],
    lineage: Int?, root: Int?, tracked: Bool
  ) -> (id: Int, cancelNow: Bool) {
    let id = nextID
    nextID += 1
    if let lineage { _ = moveLineageToTable(lineage) }
    let cancelled = lineage.flatMap { lineages[$0]?.cancelled } ?? false
    entries.insert(
      Entry(
        action: action, fileID: fileID, line: line, cancelIDs: cancelIDs, lineage: lineage,
        root: root ?? id, phase: cancelled ? .cancelRequested : .registered, task: nil,
        tracked: tracked),
      for: id)
    for cancelID in cancelIDs { byCancelID[cancelID, default: []].insert(id) }
    if let lineage { lineages[lineage]?.members.insert(id) }
    return (id, cancelled)
  }

  /// Registers an effect as the first of a new lineage (a send's first effect): ``openLineage()`` and
  /// ``register(action:fileID:line:cancelIDs:lineage:root:tracked:)`` in one. The lineage's id is the effect's,
  /// and it lives in the effect's entry until a second effect joins it or it is cancelled as a whole: an effect
  /// that is its send's only one (most are) opens and ends its lineage with no look-up of its own.
  package mutating func registerOpeningLineage(
    action: any Sendable, fileID: StaticString, line: UInt, cancelIDs: [CancelID]
  ) -> (id: Int, lineage: Int) {
    let id = nextID
    nextID += 1
    var entry = Entry(
      action: action, fileID: fileID, line: line, cancelIDs: cancelIDs, lineage: id,
      root: id, phase: .registered, task: nil, tracked: true)
    entry.lineageInTable = false
    entries.insert(entry, for: id)
    for cancelID in cancelIDs { byCancelID[cancelID, default: []].insert(id) }
    return (id, id)
  }

  /// Attaches the task of effect `id`; returns it when it must be cancelled at once.
  package mutating func attach(_ task: Task<Void, Never>, to id: Int) -> Task<Void, Never>? {
    guard var entry = entries[id] else { return nil }  // Finished before it was attached.
    entry.task = task
    if entry.phase == .registered { entry.phase = .running }
    entries[id] = entry
    return entry.phase == .cancelRequested ? task : nil
  }

  /// Whether effect `id` is still registered and was asked to cancel.
  package func isCancelRequested(_ id: Int) -> Bool {
    entries[id]?.phase == .cancelRequested
  }

  /// Forgets effect `id`: it finished. Returns the outcome of its lineage when that lineage ended with it.
  package mutating func finish(_ id: Int, wasCancelled: Bool) -> (lineage: Int, LineageOutcome)? {
    guard let entry = entries.removeValue(forKey: id) else { return nil }
    for cancelID in entry.cancelIDs {
      byCancelID[cancelID]?.remove(id)
      if byCancelID[cancelID]?.isEmpty == true { byCancelID.removeValue(forKey: cancelID) }
    }
    guard let lineageID = entry.lineage else { return nil }
    // A lineage that lives in this entry ends with it.
    if !entry.lineageInTable {
      let cancelled = wasCancelled || entry.phase == .cancelRequested
      return (lineageID, cancelled ? .cancelled : .finished)
    }
    // Taken out of the table while it changes, so that its members are not copied on write.
    guard var lineage = lineages.removeValue(forKey: lineageID) else { return nil }
    lineage.members.remove(id)
    lineage.finished += 1
    if wasCancelled || entry.phase == .cancelRequested { lineage.finishedCancelled += 1 }
    guard lineage.members.isEmpty else {
      lineages[lineageID] = lineage
      return nil
    }
    let allCancelled = lineage.cancelled || lineage.finishedCancelled == lineage.finished
    return (lineageID, allCancelled ? .cancelled : .finished)
  }

  /// Marks `ids` cancelled; returns the tasks to cancel.
  private mutating func requestCancel(_ ids: some Sequence<Int>) -> [Task<Void, Never>] {
    var tasks: [Task<Void, Never>] = []
    for id in ids {
      guard var entry = entries[id] else { continue }
      entry.phase = .cancelRequested
      entries[id] = entry
      if let task = entry.task { tasks.append(task) }
    }
    return tasks
  }

  /// Cancels every effect marked with `cancelID`.
  package mutating func cancel(id cancelID: CancelID) -> [Task<Void, Never>] {
    guard let ids = byCancelID.removeValue(forKey: cancelID) else { return [] }
    return requestCancel(ids.sorted())
  }

  /// Cancels every effect of `lineage`, and every effect that joins it later.
  package mutating func cancel(lineage lineageID: Int) -> [Task<Void, Never>] {
    _ = moveLineageToTable(lineageID)
    guard var lineage = lineages[lineageID] else { return [] }
    lineage.cancelled = true
    lineages[lineageID] = lineage
    return requestCancel(lineage.members.sorted())
  }

  /// Cancels every effect.
  package mutating func cancelAll() -> [Task<Void, Never>] {
    byCancelID.removeAll()
    let ids = entries.ids.sorted()
    for id in ids where entries[id]?.lineageInTable == false { _ = moveLineageToTable(id) }
    for key in lineages.keys { lineages[key]?.cancelled = true }
    return requestCancel(ids)
  }

  /// Stops reporting the effects running now as in flight (they keep running and stay cancellable).
  package mutating func untrackAll() -> Int {
    var count = 0
    for id in entries.ids where entries[id]?.tracked == true {
      entries[id]?.tracked = false
      count += 1
    }
    return count
  }

  /// The oldest effect of `lineage` still running: its task, or `nil` while it is being attached.
  package func oldestRunning(lineage: Int) -> (present: Bool, task: Task<Void, Never>?) {
    guard let id = oldestMember(of: lineage) else { return (false, nil) }
    return (true, entries[id]?.task)
  }

  /// Keeps `waiter` until the oldest effect of `lineage` has its task attached or finished; returns `false`
  /// (keeping nothing) when there is no need to wait: the lineage has no effect left, or its oldest has a task.
  mutating func waitForOldestAttached(
    lineage: Int, _ waiter: CheckedContinuation<Void, Never>
  ) -> Bool {
    guard let id = oldestMember(of: lineage), entries[id]?.task == nil else { return false }
    attachWaiters[id, default: []].append(waiter)
    return true
  }

  /// The waiters of ``waitForOldestAttached(lineage:_:)`` for effect `id`, now that it was attached or finished:
  /// resume them.
  mutating func takeAttachWaiters(_ id: Int) -> [CheckedContinuation<Void, Never>] {
    // Usually nobody waits: no hash of `id` then.
    guard !attachWaiters.isEmpty else { return [] }
    return attachWaiters.removeValue(forKey: id) ?? []
  }

  /// Whether every effect of `lineage` was cancelled (through its `StoreTask`, or each one otherwise).
  package func isCancelled(lineage lineageID: Int) -> Bool {
    guard let lineage = lineages[lineageID] else {
      // A lineage that lives in its one effect's entry is cancelled when that effect is.
      return oldestMember(of: lineageID).map { entries[$0]?.phase == .cancelRequested } ?? false
    }
    if lineage.cancelled { return true }
    guard !lineage.members.isEmpty || lineage.finished > 0 else { return false }
    return lineage.finishedCancelled == lineage.finished
      && lineage.members.allSatisfy { entries[$0]?.phase == .cancelRequested }
  }

  /// The tracked effects, oldest first, with their ids.
  package var inFlight: [(id: Int, entry: Entry)] {
    entries.sorted.filter(\.entry.tracked)
  }

  /// The top-level effects that still have work (tracked or not).
  package var liveRoots: Set<Int> { Set(entries.values.map(\.root)) }

  /// Whether no effect is running.
  package var isEmpty: Bool { entries.isEmpty }
}
