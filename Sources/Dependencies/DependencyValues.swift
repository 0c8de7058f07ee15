import Synchronization

/// The bag of dependencies a piece of code runs with, stored as a task-local value.
///
/// Read values with ``Dependency``; change them for a scope with ``withDependencies(_:operation:)-(_,_)``. A value
/// nobody overrode comes from its key: `liveValue`, `testValue` or `previewValue`, picked by ``context``, computed
/// once per context (once per test in a test process) and shared by every reader.
///
/// Declare an accessor for each dependency:
///
/// ```swift
/// extension DependencyValues {
///   var searchClient: SearchClient {
///     get { self[SearchClient.self] }
///     set { self[SearchClient.self] = newValue }
///   }
/// }
/// ```
public struct DependencyValues: Sendable {
  /// The dependencies of the current task.
  @TaskLocal public static var current = DependencyValues()

  /// The values, immutable and shared: a copy of the bag is one reference, and every change makes a new storage,
  /// so a storage's identity names one exact set of values (``Dependency`` caches reads by it).
  @usableFromInline package private(set) var storage = Storage(values: [:], context: nil)

  /// An empty bag: every value comes from its key's default for the detected context.
  public init() {}

  package var values: [ObjectIdentifier: any Sendable] {
    get { storage.values }
    set { storage = Storage(values: newValue, context: storage.context) }
  }

  package var contextOverride: DependencyContext? {
    get { storage.context }
    set { storage = Storage(values: storage.values, context: newValue) }
  }

  /// One immutable set of overrides.
  @usableFromInline
  package final class Storage: Sendable {
    let values: [ObjectIdentifier: any Sendable]
    let context: DependencyContext?
    /// Unique for the life of the process (never reused, unlike an address): what ``Dependency``
    /// caches reads by, without holding the storage alive.
    @usableFromInline package let id: UInt64
    /// Where reads of keys are recorded (a probe made by ``recordingKeyReads()``); nil otherwise.
    let recorder: KeyReadRecorder?

    init(
      values: [ObjectIdentifier: any Sendable], context: DependencyContext?,
      recorder: KeyReadRecorder? = nil
    ) {
      self.values = values
      self.context = context
      self.recorder = recorder
      self.id = nextStorageID.add(1, ordering: .relaxed).newValue
    }
  }

  /// These values in a new storage that records the type of the value of each key read through it, and the
  /// recorder: what ``Dependency`` reads through once, to learn whether its key path reads one key's value as it is
  /// (a value it may cache) or computes something from it (`\.date.now`: read again every time).
  @usableFromInline
  func recordingKeyReads() -> (DependencyValues, KeyReadRecorder) {
    let recorder = KeyReadRecorder()
    var probe = self
    probe.storage = Storage(values: storage.values, context: storage.context, recorder: recorder)
    return (probe, recorder)
  }

  /// The value for `key`: the override if one was set, else the key's default for ``context``.
  ///
  /// - Parameters:
  ///   - key: the key whose value is read or written.
  ///   - accessor: the name of the accessor reading the key, the caller's `#function` by default: in an accessor's
  ///     getter (`get { self[ItemServiceKey.self] }`) it is the accessor (`itemService`), so a key with no
  ///     `testValue` reports "@Dependency(\.itemService) has no test implementation". In a function, an initialiser
  ///     or a closure the key is named by its type. A computed property that is not the key's accessor (another
  ///     key's `liveValue` reading this one) passes `accessor: ""`, or the report would name that property.
  public subscript<Key: DependencyKey>(
    key: Key.Type, accessor accessor: StaticString = #function
  ) -> Key.Value {
    get { value(for: key, accessor: accessor) { Key.liveValue } }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The value for a key whose live value may be declared in another module: the override if one was set, else
  /// the key's default for ``context``; in a live context, the `liveValue` of the key's ``DependencyKey``
  /// conformance, found at run time (a reported issue, and the `testValue`, when the process has none).
  ///
  /// - Parameters:
  ///   - key: the key whose value is read or written.
  ///   - accessor: the name of the accessor reading the key, the caller's `#function` by default (as for a
  ///     ``DependencyKey``).
  public subscript<Key: TestDependencyKey>(
    key: Key.Type, accessor accessor: StaticString = #function
  ) -> Key.Value {
    get { value(for: key, accessor: accessor) { LiveValueLookup.liveValue(of: Key.self) } }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The override of `key`, else its default for ``context``, where `live` gives the live value.
  ///
  /// A default is computed once per context (and per test in a test process) and then shared by every reader
  /// (``DefaultValueCache``): a `liveValue` that makes a recorder gives every feature the same recorder.
  @inline(__always)
  private func value<Key: TestDependencyKey>(
    for key: Key.Type, accessor: StaticString, live: () -> Key.Value
  ) -> Key.Value {
    if let recorder = storage.recorder { recorder.record(Key.Value.self) }
    if let stored = storage.values[ObjectIdentifier(key)], let value = stored as? Key.Value {
      return value
    }
    let context = self.context
    // Read to be changed in an override closure, a default is not kept as the test's (see `applyOverrides`).
    return DefaultValueCache.value(
      for: key, context: context, keep: context != .test || !OverrideClosure.isRunning
    ) {
      switch context {
      case .live: live()
      case .preview: Key.previewValue
      case .test: Self.testValue(of: key, readThrough: accessor)
      }
    }
  }

  /// The `testValue` of `key`, computed with the name of the accessor it was read through at hand (a key's default
  /// `testValue` names it in its report); bound to `nil` for a read by key type, so a key read while another key's
  /// test value is computed is never reported under the other's name. Out of line and static: the cold path of a
  /// read, and a read's closure that captured `self` for it cost a default read 8 ns (`dependency.subscript.default`).
  @inline(never)
  private static func testValue<Key: TestDependencyKey>(
    of key: Key.Type, readThrough accessor: StaticString
  ) -> Key.Value {
    AccessorBeingRead.$name.withValue(AccessorBeingRead.accessor(from: accessor)) {
      Key.testValue
    }
  }

  /// The ``TestClock``s among the overrides (the `continuousClock`, or a clock of a key of its own): a store made
  /// with these dependencies runs its effects where each clock's `advance` can wait for them to come to rest.
  package var overriddenTestClocks: [TestClock] {
    storage.values.values.compactMap { $0 as? TestClock }
  }

  /// Whether `key` has been overridden in this bag.
  public func isOverridden<Key: TestDependencyKey>(_ key: Key.Type) -> Bool {
    storage.values[ObjectIdentifier(key)] != nil
  }

  /// Returns a bag where every override of `other` replaces the one in `self`.
  public func merging(_ other: DependencyValues) -> DependencyValues {
    var merged = self
    merged.values.merge(other.values) { _, new in new }
    if let context = other.contextOverride { merged.contextOverride = context }
    return merged
  }
}

/// The types of the values of the keys read through a probe of ``DependencyValues/recordingKeyReads()``.
@usableFromInline
final class KeyReadRecorder: Sendable {
  private let reads = Lock<[ObjectIdentifier]>([])

  /// Records a read of a key whose value is a `valueType`.
  func record(_ valueType: Any.Type) {
    reads.withLock { $0.append(ObjectIdentifier(valueType)) }
  }

  /// Whether exactly one key was read, and its value is a `Value`: the reader returned that key's value as it is.
  @usableFromInline
  func readOneKey<Value>(of _: Value.Type) -> Bool {
    reads.withLock { $0 == [ObjectIdentifier(Value.self)] }
  }
}

/// The last ``DependencyValues/Storage`` id handed out.
private let nextStorageID = Atomic<UInt64>(0)
