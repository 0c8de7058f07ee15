public import Dependencies
import Synchronization

/// Where `.inMemory` shared values live: one reference per name.
///
/// The live storage is one per process. In test and preview context every `Store` and `TestStore` gets a fresh
/// one (unless you pass one), so two stores of one test share values only when they are given the same storage:
///
/// ```swift
/// let storage = InMemorySharedStorage()
/// let first = Store(initialState: Counter.State()) { Counter() } withDependencies: {
///   $0.defaultInMemoryStorage = storage
/// }
/// ```
public final class InMemorySharedStorage: Sendable {
  private let references = Mutex<[String: any Sendable]>([:])

  /// An empty storage.
  public init() {}

  /// The reference stored under `name`, created from `defaultValue()` the first time.
  ///
  /// A name already used for a different value type is a reported issue; the caller then gets a reference of its
  /// own, shared with nobody.
  func reference<Value: Sendable>(
    name: String, keyDescription: String, defaultValue: () -> Value
  ) -> SharedReference<Value> {
    let found = references.withLock { references -> (SharedReference<Value>?, Bool) in
      guard let existing = references[name] else { return (nil, false) }
      return (existing as? SharedReference<Value>, true)
    }
    if let reference = found.0 { return reference }
    let reference = SharedReference(defaultValue(), keyDescription: keyDescription)
    if found.1 {
      reportIssue(
        """
        @Shared(\(keyDescription)) is already in use for another type of value; this \(Value.self) is not \
        shared with it. Give each type of value its own name.
        """)
      return reference
    }
    return references.withLock { references in
      if let existing = references[name] as? SharedReference<Value> { return existing }
      references[name] = reference
      return reference
    }
  }
}

enum InMemorySharedStorageKey: DependencyKey {
  static let liveValue = InMemorySharedStorage()
  static var previewValue: InMemorySharedStorage { InMemorySharedStorage() }
  static var testValue: InMemorySharedStorage { InMemorySharedStorage() }
}

extension DependencyValues {
  /// The storage of `.inMemory` shared values.
  ///
  /// Live: one per process. Test and preview: a fresh one for every store (`Store`, `TestStore`, a scenario's
  /// dependencies), so tests running in parallel never see each other's values. Override it to share values
  /// between two stores of one test.
  public var defaultInMemoryStorage: InMemorySharedStorage {
    get { self[InMemorySharedStorageKey.self] }
    set { self[InMemorySharedStorageKey.self] = newValue }
  }
}
