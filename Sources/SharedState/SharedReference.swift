public import Observation
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
  private let observedKeyPath: any KeyPath<SharedReference<Value>, Value> & Sendable =
    \.observedValue

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
    return box.withLock { $0 }
  }

  /// What observers of this reference register a read of.
  private var observedValue: Value { box.withLock { $0 } }

  /// Whether a test store's tracker has seen this reference.
  var isTracked: Bool { tracked.load(ordering: .acquiring) }

  /// Marks the reference as tracked by a test store.
  func markTracked() { tracked.store(true, ordering: .releasing) }

  /// The current value without registering with Observation.
  var liveValue: Value { box.withLock { $0 } }

  /// Runs `body` on the value under the lock; when the value changed (or is not `Equatable`), notifies observers
  /// and the persistence hook after the lock is released.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    let (result, changed) = try box.withLock { value throws -> (R, Bool) in
      let old = value
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
