import Synchronization

/// The running effects of one store: their tasks, the action that started each, and their cancellation ids.
///
/// Guarded by a mutex so that effects finishing on any thread, and a store's nonisolated deinit, can update it.
package final class EffectRegistry: Sendable {
  /// One running effect.
  package struct Entry: Sendable {
    /// The action whose reduction started the effect, printed.
    package var action: any Sendable
    /// Where the effect was created.
    package var fileID: StaticString
    /// Where the effect was created.
    package var line: UInt
    package var cancelIDs: [CancelID]
    package var task: Task<Void, Never>?
    package var cancelled = false
    package var tracked = true
  }

  private struct State {
    var nextID = 0
    var entries: [Int: Entry] = [:]
    var byCancelID: [CancelID: Set<Int>] = [:]
    var finishedEarly: Set<Int> = []
  }

  private let state = Mutex(State())

  package init() {}

  /// Reserves an id for an effect about to start.
  package func register(
    action: any Sendable, fileID: StaticString, line: UInt, cancelIDs: [CancelID],
    tracked: Bool = true
  ) -> Int {
    state.withLock { state in
      let id = state.nextID
      state.nextID += 1
      state.entries[id] = Entry(
        action: action, fileID: fileID, line: line, cancelIDs: cancelIDs, tracked: tracked)
      for cancelID in cancelIDs { state.byCancelID[cancelID, default: []].insert(id) }
      return id
    }
  }

  /// Attaches the task running effect `id`; cancels it at once if the effect was cancelled meanwhile.
  package func attach(_ task: Task<Void, Never>, to id: Int) {
    let cancel = state.withLock { state -> Bool in
      if state.finishedEarly.remove(id) != nil { return false }
      guard state.entries[id] != nil else { return true }
      state.entries[id]?.task = task
      return state.entries[id]?.cancelled ?? false
    }
    if cancel { task.cancel() }
  }

  /// Forgets effect `id`: it finished.
  package func finish(_ id: Int) {
    state.withLock { state in
      guard let entry = state.entries.removeValue(forKey: id) else { return }
      if entry.task == nil { state.finishedEarly.insert(id) }
      for cancelID in entry.cancelIDs {
        state.byCancelID[cancelID]?.remove(id)
        if state.byCancelID[cancelID]?.isEmpty == true {
          state.byCancelID.removeValue(forKey: cancelID)
        }
      }
    }
  }

  /// Cancels every effect marked with `cancelID`.
  package func cancel(id cancelID: CancelID) {
    let tasks = state.withLock { state -> [Task<Void, Never>] in
      guard let ids = state.byCancelID.removeValue(forKey: cancelID) else { return [] }
      var tasks: [Task<Void, Never>] = []
      for id in ids {
        state.entries[id]?.cancelled = true
        if let task = state.entries[id]?.task { tasks.append(task) }
      }
      return tasks
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels every running effect.
  package func cancelAll() {
    let tasks = state.withLock { state -> [Task<Void, Never>] in
      state.byCancelID.removeAll()
      var tasks: [Task<Void, Never>] = []
      for id in state.entries.keys {
        state.entries[id]?.cancelled = true
        if let task = state.entries[id]?.task { tasks.append(task) }
      }
      return tasks
    }
    for task in tasks { task.cancel() }
  }

  /// Stops reporting the effects running now as in flight (they keep running and stay cancellable).
  package func untrackAll() {
    state.withLock { state in
      for id in state.entries.keys { state.entries[id]?.tracked = false }
    }
  }

  /// The tracked running effects, oldest first.
  package var inFlight: [Entry] {
    state.withLock { state in
      state.entries.sorted { $0.key < $1.key }.map(\.value).filter(\.tracked)
    }
  }

  /// The tasks of the running effects.
  package var tasks: [Task<Void, Never>] {
    state.withLock { state in state.entries.values.compactMap(\.task) }
  }

  /// Whether no effect is running.
  package var isEmpty: Bool { state.withLock { $0.entries.isEmpty } }
}
