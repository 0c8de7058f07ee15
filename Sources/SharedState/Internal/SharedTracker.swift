package import Dependencies
import Synchronization
import ValueDumping

/// What a `TestStore` knows about the shared references its state holds: for each, the value asserted so far.
///
/// References register when they are created or mutated with the tracker in the dependencies (the test store puts
/// one there). While an assertion closure runs, ``asserting`` is set: reads and `withLock` of a tracked reference go
/// to its snapshot, so the closure edits the expected value, never the live one. Afterwards the test store compares
/// every snapshot with the live value (``mismatches()``), reports each difference, and ``acceptLiveValues()``.
package final class SharedTracker: Sendable {
  /// One tracked reference.
  struct Entry: Sendable {
    let reference: any TrackedReference
    var snapshot: any Sendable
    let order: Int
  }

  /// One difference between the asserted and the live value of a reference.
  package struct Mismatch: Sendable {
    /// The key, as written (`.inMemory("count")`).
    package let key: String
    /// The asserted value.
    package let expected: any Sendable
    /// The live value.
    package let actual: any Sendable
  }

  /// The tracker whose snapshots an assertion closure is editing.
  @TaskLocal package static var asserting: SharedTracker?

  private let entries = Lock<[ObjectIdentifier: Entry]>([:])
  /// How many times `withLock` ran on a shared value with this tracker in the dependencies (outside assertions).
  private let locks = Atomic(0)

  package init() {}

  /// How many times `withLock` ran with this tracker in force, changing the value or not: a step that locked counts
  /// as a change for "expected state to change", as in TCA.
  package var lockCount: Int { locks.load(ordering: .relaxed) }

  /// Counts one `withLock`.
  func noteLock() { locks.add(1, ordering: .relaxed) }

  /// Starts tracking `reference` (if new), with its current value as the asserted one.
  func track<Value>(_ reference: SharedReference<Value>) {
    reference.markTracked()
    let id = ObjectIdentifier(reference)
    entries.withLock { entries in
      guard entries[id] == nil else { return }
      entries[id] = Entry(
        reference: reference, snapshot: reference.anyLiveValue, order: entries.count)
    }
  }

  /// The asserted value of `reference`, if it is tracked.
  func snapshot<Value>(of reference: SharedReference<Value>) -> Value? {
    entries.withLock { $0[ObjectIdentifier(reference)]?.snapshot as? Value }
  }

  /// Runs `body` on the asserted value of `reference` (tracking it first if needed).
  func withSnapshot<Value, R>(
    of reference: SharedReference<Value>, _ body: (inout Value) throws -> R
  ) rethrows -> R {
    track(reference)
    let id = ObjectIdentifier(reference)
    var value = entries.withLock { $0[id]?.snapshot as? Value } ?? reference.liveValue
    let result = try body(&value)
    let updated = value
    entries.withLock { $0[id]?.snapshot = updated }
    return result
  }

  /// The values of the tracked references at one moment (a step of the test store).
  package struct Values: Sendable {
    fileprivate var values: [ObjectIdentifier: any Sendable] = [:]
    /// Whether the step called `withLock` on a shared value (even one that wrote the value it held).
    package var didLock = false

    package init() {}
  }

  /// Whether no reference is tracked (the common case: a state without shared values), so checks can skip work.
  package var isEmpty: Bool { entries.withLock { $0.isEmpty } }

  /// The live value of every tracked reference, now.
  package func captureValues() -> Values {
    let current = entries.withLock { $0.isEmpty ? [] : Array($0) }
    guard !current.isEmpty else { return Values() }
    var values = Values()
    for (id, entry) in current { values.values[id] = entry.reference.anyLiveValue }
    return values
  }

  /// Whether `step` called `withLock`, or any tracked reference's value in `step` (or live, for one `step` lacks)
  /// differs from its asserted one.
  package func hasChanges(in step: Values?) -> Bool {
    step?.didLock == true || !mismatches(in: step).isEmpty
  }

  /// Every tracked reference whose value in `step` (or live value, for a reference `step` lacks or with no step)
  /// differs from its asserted one, in the order they were tracked.
  package func mismatches(in step: Values?) -> [Mismatch] {
    let current = entries.withLock { $0.isEmpty ? [] : Array($0) }
      .sorted { $0.value.order < $1.value.order }
    return current.compactMap { id, entry in
      let actual = step?.values[id] ?? entry.reference.anyLiveValue
      guard !entry.reference.isEqual(entry.snapshot, actual) else { return nil }
      return Mismatch(key: entry.reference.keyDescription, expected: entry.snapshot, actual: actual)
    }
  }

  /// Makes every value of `step` (or live value, for a reference `step` lacks or with no step) the asserted one.
  package func accept(_ step: Values?) {
    entries.withLock { entries in
      for (id, entry) in entries {
        entries[id]?.snapshot = step?.values[id] ?? entry.reference.anyLiveValue
      }
    }
  }
}

/// A shared reference seen without its value type.
protocol TrackedReference: AnyObject, Sendable {
  var anyLiveValue: any Sendable { get }
  var keyDescription: String { get }
  func isEqual(_ lhs: any Sendable, _ rhs: any Sendable) -> Bool
}

extension SharedReference: TrackedReference {
  var anyLiveValue: any Sendable { liveValue }

  func isEqual(_ lhs: any Sendable, _ rhs: any Sendable) -> Bool {
    valuesAreEqual(lhs, rhs)
  }
}

extension DependencyValues {
  /// The tracker of the test store whose dependencies these are; nil outside a test store.
  package var sharedTracker: SharedTracker? {
    get { self[UnsetDependencyKey<SharedTracker>.self] }
    set { self[UnsetDependencyKey<SharedTracker>.self] = newValue }
  }
}
