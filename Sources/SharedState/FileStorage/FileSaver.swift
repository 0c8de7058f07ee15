import Dependencies
import Foundation

/// Saves one file-storage reference's value to its file: runs ``FileSaveStateMachine`` under a lock and performs
/// its actions (sleep on the clock, encode, write) outside it.
final class FileSaver<Value: Encodable & Sendable>: Sendable, PendingSaving {
  private struct State: Sendable {
    var machine = FileSaveStateMachine()
    /// Reads the reference's current value: what a write saves (read when writing, so the newest value wins). Held
    /// only while a change is pending (cleared once the file holds it), so a pending change keeps its value alive
    /// until it is written, even when nothing else holds the reference any more.
    var current: (@Sendable () -> Value?)?
    /// The bytes the file is known to hold (read at load or last written): a value that encodes to them is not
    /// written again.
    var fileData: Data?
    var pending: Task<Void, Never>?
    /// Whether the pending save's deadline has passed on the clock.
    var isDue: (@Sendable () -> Bool)?
    /// The number of the scheduled save whose deadline counts: a scheduled task with another number was overtaken
    /// (by a flush) and must not write when its sleep ends, which may be before the deadline of a newer change.
    var generation: UInt64 = 0
    /// Bumped by every step the saver takes (a save scheduled, a deadline reached, a write done or failed): what
    /// ``FileSaver/waitUntilSaved()`` waits on instead of polling.
    var steps: UInt64 = 0
    /// Tasks in ``FileSaver/waitUntilSaved()`` waiting for the next step.
    var stepWaiters: [CheckedContinuation<Void, Never>] = []
  }

  private let url: URL
  private let system: any FileStorageSystem
  /// How long after a change the file is written; nil writes at once.
  private let delay: Duration?
  private let clock: (any Clock<Duration>)?
  private let state: Lock<State>

  init(
    url: URL, system: any FileStorageSystem, delay: Duration?, clock: (any Clock<Duration>)?,
    fileData: Data?
  ) {
    self.url = url
    self.system = system
    self.delay = delay
    self.clock = clock
    self.state = Lock(State(fileData: fileData))
  }

  /// The reference's value changed; `current` reads its value now.
  func valueChanged(_ current: @escaping @Sendable () -> Value?) {
    let action = state.withLock { state in
      state.current = current
      return state.machine.valueChanged()
    }
    perform(action)
  }

  /// Writes a pending change now, without waiting for its deadline (the scheduled save then does nothing).
  func flush() {
    perform(
      state.withLock { state in
        state.generation &+= 1
        return state.machine.flushRequested()
      })
  }

  /// Returns once nothing is waiting to be written, or what is waiting failed to be written and was reported (it
  /// waits for the next change or flush).
  func waitUntilSaved() async {
    while true {
      let (task, settled, isDue, steps) = state.withLock {
        ($0.pending, $0.machine.isSettled, $0.isDue, $0.steps)
      }
      // A failed write waits for the next change or flush: it was reported, and waiting here would never end.
      guard !settled, let task else { return }
      if isDue?() == true {
        // The save is due: make it here instead of waiting for the scheduled task, which may not be sleeping yet.
        // On a `TestClock` advanced exactly to the deadline, a task that starts its sleep only then would wait
        // for the next advance, and this wait with it. A write in progress elsewhere is let finish: its end is
        // the next step.
        if state.withLock({ $0.machine.state == .dirty }) {
          flush()
        } else {
          await nextStep(after: steps)
        }
        continue
      }
      await task.value
      let unchanged = state.withLock { $0.pending == task && !$0.machine.isSettled }
      // The scheduled task ended without settling (a flush overtook it): the flush's write is the next step.
      if unchanged { await nextStep(after: steps) }
    }
  }

  /// Returns once the saver took a step after the one numbered `seen` (at once if it already has).
  private func nextStep(after seen: UInt64) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let now = state.withLock { state in
        guard state.steps == seen else { return true }
        state.stepWaiters.append(continuation)
        return false
      }
      if now { continuation.resume() }
    }
  }

  /// Records that the saver took a step, and wakes the tasks waiting for one.
  private func stepTaken() {
    let waiters = state.withLock { state in
      state.steps &+= 1
      defer { state.stepWaiters.removeAll() }
      return state.stepWaiters
    }
    for waiter in waiters { waiter.resume() }
  }

  private func perform(_ action: FileSaveStateMachine.Action) {
    defer { stepTaken() }
    switch action {
    case .none:
      return
    case .scheduleSave:
      guard let delay, let clock else {
        perform(state.withLock { $0.machine.deadlineReached() })
        return
      }
      let (sleep, isDue) = sleepUntilDeadline(clock, delay)
      let generation = state.withLock { state in
        state.generation &+= 1
        return state.generation
      }
      // Not detached: the save inherits the task-local context, so a failed save is reported to the running test.
      let task = Task(priority: .utility) {
        try? await sleep()
        self.perform(
          self.state.withLock { state in
            state.generation == generation ? state.machine.deadlineReached() : .none
          })
      }
      state.withLock {
        $0.pending = task
        $0.isDue = isDue
      }
    case .write:
      let succeeded = write()
      perform(
        state.withLock { state in
          let next = state.machine.writeFinished(succeeded: succeeded)
          if state.machine.isIdle { state.current = nil }
          return next
        })
    }
  }

  /// Writes the current value; returns whether the file now holds it. A failure is reported, naming the file and
  /// why (the system's own words, e.g. "Permission denied"), and the change stays pending.
  private func write() -> Bool {
    let (current, fileData) = state.withLock { ($0.current, $0.fileData) }
    guard let value = current?() ?? nil else { return true }
    let path = OutsideText.sanitized(url.path, keepingNewlines: false)
    let data: Data
    do {
      data = try fileStorageEncoder().encode(value)
    } catch {
      reportIssue(
        "@Shared(.fileStorage(\(path))) could not encode \(Value.self), so it was not saved: "
          + OutsideText.sanitized(String(describing: error))
          + ". The change stays pending; the next change or save() tries again.")
      return false
    }
    guard data != fileData else { return true }
    do {
      try system.write(data, to: url)
      state.withLock { $0.fileData = data }
      return true
    } catch {
      reportIssue(
        "@Shared(.fileStorage(\(path))) could not save to \(path): "
          + OutsideText.sanitized(String(describing: error))
          + ". The file keeps its previous contents; the change stays pending and the next change or save() "
          + "tries again.")
      return false
    }
  }
}

/// A saver seen without its value type.
protocol PendingSaving: Sendable {
  func flush()
  func waitUntilSaved() async
}

/// A sleep until one debounce interval after now, with the deadline taken now (so advancing a test clock right
/// after the change reaches it, however late the sleeping task starts), and whether that deadline has passed.
private func sleepUntilDeadline<C: Clock<Duration>>(
  _ clock: C, _ delay: Duration
) -> (sleep: @Sendable () async throws -> Void, isDue: @Sendable () -> Bool) {
  let deadline = clock.now.advanced(by: delay)
  return (
    { try await clock.sleep(until: deadline, tolerance: nil) },
    { clock.now >= deadline }
  )
}

/// The encoder of file-storage values: pretty, with sorted keys, so files are readable and stable.
func fileStorageEncoder() -> JSONEncoder {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  return encoder
}
