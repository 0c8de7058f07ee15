public import Dependencies

/// Where `.inMemory` shared values live: one reference per name.
///
/// The live storage is one per process. In a test, every store, scenario and `@Shared` of the test uses the test's
/// own storage (a fresh one for each test, so parallel tests never see each other's values). In previews and demo
/// cards each store gets a fresh one. Pass one to share values on your own terms:
///
/// ```swift
/// let storage = InMemorySharedStorage()
/// let first = Store(initialState: Counter.State()) { Counter() } withDependencies: {
///   $0.defaultInMemoryStorage = storage
/// }
/// ```
public final class InMemorySharedStorage: Sendable {
  private let references = Lock<[String: any Sendable]>([:])
  /// The references of ``CustomSharedKey``s, by key type and id.
  private let customReferences = Lock<[CustomKeyIdentity: any Sendable]>([:])

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

extension InMemorySharedStorage {
  /// The reference of `key`, loaded (or made from `defaultValue()`) the first time, saving every change.
  func reference<Key: CustomSharedKey>(
    for key: Key, defaultValue: () -> Key.Value, dependencies: DependencyValues
  ) -> SharedReference<Key.Value> {
    let identity = CustomKeyIdentity(type: ObjectIdentifier(Key.self), id: key.id)
    if let existing = customReferences.withLock({ $0[identity] as? SharedReference<Key.Value> }) {
      return existing
    }
    let keyDescription = key.keyDescription
    let value: Key.Value
    do {
      value = try key.load(dependencies: dependencies) ?? defaultValue()
    } catch {
      reportIssue(
        """
        @Shared(\(keyDescription)) could not be loaded: \(error). Using the default value; it replaces the stored \
        one at the next change.
        """)
      value = defaultValue()
    }
    let saves = Lock(())
    let reference = SharedReference(value, keyDescription: keyDescription) { reference in
      // Read and save under one lock, so the last save always stores the newest value.
      saves.withLock { _ in
        do {
          try key.save(reference.liveValue, dependencies: dependencies)
        } catch {
          reportIssue(
            """
            @Shared(\(keyDescription)) could not be saved: \(error). The change is kept in memory; the next \
            change saves again.
            """)
        }
      }
    }
    return customReferences.withLock { references in
      if let raced = references[identity] as? SharedReference<Key.Value> { return raced }
      references[identity] = reference
      return reference
    }
  }
}

/// A custom key's place in a storage: its type and its id.
private struct CustomKeyIdentity: Hashable, Sendable {
  let type: ObjectIdentifier
  let id: any Hashable & Sendable

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.type == rhs.type && AnyHashable(lhs.id) == AnyHashable(rhs.id)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(id)
  }
}

extension DependencyValues {
  /// The storage of `.inMemory` shared values.
  ///
  /// Live: one per process. Test: one per test, shared by every store, scenario and `@Shared` of the test, so tests
  /// running in parallel never see each other's values. Preview: a fresh one for every store (a preview, a demo
  /// card). Override it to choose yourself.
  public var defaultInMemoryStorage: InMemorySharedStorage {
    get { sharedStorage(InMemorySharedStorage.self) }
    set { self[SharedStorageKey<InMemorySharedStorage>.self] = newValue }
  }
}
