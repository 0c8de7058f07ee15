public import Observation
import Dependencies
import Synchronization
import ValueDumping
import Dependencies

/// The one value behind every ``Shared`` of the same key: a lock-guarded box that Observation tracks.
///
/// You never create one yourself; keys (``SharedKey``) hand them out, one per key and storage, so every holder of
/// the key reads and writes the same value. Reads register with Observation (`withObservationTracking`, SwiftUI),
/// and a ``Shared/withLock(_:)`` that changes the value notifies every observer, whichever store or effect made it.
public final class SharedReference<Value: Sendable>: Sendable, Observable {
  private let box: Lock<Value>
  private let registrar = ObservationRegistrar()
  /// How the key is spelled in failure messages, e.g. `.inMemory("count")`.
  let keyDescription: String
  /// Called after every change, outside the lock (persistence: save to a file, write to `UserDefaults`). It is
  /// given the reference, not the new value: two changes on two threads may call it in either order, so it must
  /// read ``liveValue`` when it acts, under a lock of its own, to never persist an older value last.
  private let didChange: (@Sendable (SharedReference<Value>) -> Void)?
  /// The key path observers register, built once (a key path into a generic class is built at run time).
  /// Typed, not an existential: opening an `any KeyPath` on every read looked up generic metadata.
  // NB: `nonisolated(unsafe)` only because `KeyPath` is not `Sendable`; a key path is immutable, and this one is
  // only read (handed to the registrar).
  private nonisolated(unsafe) let observedKeyPath: KeyPath<SharedReference<Value>, Value> =
    \.observedValue

  /// The thread running a ``withLock(_:)`` body on this reference (`CurrentThread.id`), 0 when none: a read
  /// from inside that body (of this reference, or of a `Shared` derived from it) is told apart by it.
  private let lockOwner = Atomic<UInt>(0)
  /// The value as it was when the running ``withLock(_:)`` began: what a read from inside its body gives.
  // NB: `nonisolated(unsafe)` because only the thread holding `box`'s lock writes it (before it publishes itself in
  // `lockOwner`, and back to nil after clearing it), and only a thread that finds its own id in `lockOwner` reads it
  // — that is, the writer itself, inside the body it runs. Every other thread goes through `box`'s lock instead.
  private nonisolated(unsafe) var valueAtLock: Value?

  /// Whether a test store tracks this reference: only then can a read or `withLock` be redirected to an asserted
  /// snapshot, so only then does ``Shared`` look up the task-local assertion context.
  private let tracked = Atomic(false)

  init(
    _ value: Value, keyDescription: String,
    didChange: (@Sendable (SharedReference<Value>) -> Void)? = nil
  ) {
    self.box = Lock(value)
    self.keyDescription = keyDescription
    self.didChange = didChange
  }

  /// The current value; reading it registers with Observation.
  var value: Value {
    registrar.access(self, keyPath: observedKeyPath)
    return liveValue
  }

  /// What observers of this reference register a read of.
  private var observedValue: Value { liveValue }

  /// Whether a test store's tracker has seen this reference.
  var isTracked: Bool { tracked.load(ordering: .acquiring) }

  /// Marks the reference as tracked by a test store.
  func markTracked() { tracked.store(true, ordering: .releasing) }

  /// The current value without registering with Observation.
  ///
  /// Read from inside a ``withLock(_:)`` body of this reference (directly, or through a derived `Shared`), it is
  /// the value as it was when that `withLock` began: the lock is held by the reading thread itself, so the read
  /// does not take it again (which would trap), and the body's changes show once it returns.
  var liveValue: Value {
    if lockOwner.load(ordering: .relaxed) != 0 { return liveValueWhileLocked() }
    return box.withLock { $0 }
  }

  /// ``liveValue`` while some thread runs a ``withLock(_:)`` body: the value at the lock when it is this thread.
  ///
  /// Out of line: reading `valueAtLock` (an optional) needs `Value`'s type metadata, which the common read (no lock
  /// held) never looks up.
  @inline(never)
  private func liveValueWhileLocked() -> Value {
    if lockOwner.load(ordering: .relaxed) == CurrentThread.id, let held = valueAtLock {
      return held
    }
    return box.withLock { $0 }
  }

  /// Runs `body` on the value under the lock; when the value changed (or is not `Equatable`), notifies observers
  /// and the persistence hook after the lock is released.
  ///
  /// A `withLock` of this reference called from inside `body` on the same thread (the lock is not re-entrant) is a
  /// reported issue, and its change is dropped, instead of a trap.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    let thread = CurrentThread.id
    if lockOwner.load(ordering: .relaxed) == thread, var held = valueAtLock {
      reportIssue(
        """
        withLock of \(keyDescription) was called inside a withLock of the same shared value (directly or through \
        a Shared derived from it). The lock is not re-entrant, so this inner change is dropped: make the change in \
        the outer withLock's body.
        """
      )
      return try body(&held)
    }
    let (result, changed) = try box.withLock { value throws -> (R, Bool) in
      let old = value
      valueAtLock = old
      lockOwner.store(thread, ordering: .relaxed)
      defer {
        lockOwner.store(0, ordering: .relaxed)
        valueAtLock = nil
      }
      let result = try body(&value)
      return (result, !valuesAreEqual(old, value))
    }
    if changed {
      registrar.willSet(self, keyPath: observedKeyPath)
      registrar.didSet(self, keyPath: observedKeyPath)
      didChange?(self)
    }
    return result
  }
}
