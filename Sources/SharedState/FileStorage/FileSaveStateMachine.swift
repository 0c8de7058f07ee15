/// When a file-storage reference writes its file: the pure heart of ``FileSaver``.
///
/// A change marks the value dirty and asks for a save at a deadline (one debounce interval later); changes before
/// the deadline ride along with it, so a burst of changes is one write, at most one interval after the first. A
/// change while the file is being written asks for one more save after the write. A write that fails keeps the
/// change pending (``State/failed``): the next change schedules another save, and a flush writes it at once, so a
/// change is never dropped because one write failed. The machine holds no value, no clock and no lock: the saver
/// calls it under its lock and performs the returned action outside.
struct FileSaveStateMachine: Sendable, Equatable {
  /// Where the saver is.
  enum State: Sendable, Equatable {
    /// Nothing to save: the file holds the latest value (or the value never changed).
    case idle
    /// The value changed; a save is scheduled for the deadline.
    case dirty
    /// The file is being written; `dirtyAgain` when the value changed since the write began.
    case writing(dirtyAgain: Bool)
    /// The last write failed (and was reported): the change is still pending, and is written again on the next
    /// change or flush.
    case failed
  }

  /// What the saver must do next.
  enum Action: Sendable, Equatable {
    /// Nothing.
    case none
    /// Wait one debounce interval, then report ``FileSaveStateMachine/deadlineReached()``.
    case scheduleSave
    /// Write the latest value now, then report ``FileSaveStateMachine/writeFinished(succeeded:)``.
    case write
  }

  private(set) var state = State.idle

  /// The value changed.
  mutating func valueChanged() -> Action {
    switch state {
    case .idle, .failed:
      state = .dirty
      return .scheduleSave
    case .dirty, .writing(dirtyAgain: true):
      return .none
    case .writing(dirtyAgain: false):
      state = .writing(dirtyAgain: true)
      return .none
    }
  }

  /// The scheduled deadline passed.
  mutating func deadlineReached() -> Action {
    guard state == .dirty else { return .none }
    state = .writing(dirtyAgain: false)
    return .write
  }

  /// The owner asked for the pending change to be written now (the app is about to end): a change waiting for its
  /// deadline, or one whose last write failed.
  mutating func flushRequested() -> Action {
    guard state == .dirty || state == .failed else { return .none }
    state = .writing(dirtyAgain: false)
    return .write
  }

  /// The write ended: `succeeded` when the file holds the value (written, or skipped because it already did), false
  /// when it failed and was reported.
  mutating func writeFinished(succeeded: Bool) -> Action {
    switch state {
    case .writing(dirtyAgain: true):
      // A newer change is pending whatever happened: its save writes it (and retries a failed one).
      state = .dirty
      return .scheduleSave
    case .writing(dirtyAgain: false):
      state = succeeded ? .idle : .failed
      return .none
    case .idle, .dirty, .failed:
      return .none
    }
  }

  /// Whether nothing is waiting to be written.
  var isIdle: Bool { state == .idle }

  /// Whether nothing happens until the next change or flush: idle, or holding a change whose write failed.
  var isSettled: Bool { state == .idle || state == .failed }
}
