public import Dependencies
public import Foundation
import ValueDumping

/// Where `.appStorage` shared values live: a `UserDefaults`, or memory in tests and previews.
///
/// One reference per name: every `@Shared(.appStorage(name))` of one storage shares it. The defaults are read the
/// first time a name is used; every change is written at once. A stored value of the wrong type is a reported
/// issue, and the default value is used (and replaces it at the next change).
///
/// ```swift
/// // A test of the real UserDefaults path, in a suite it removes afterwards:
/// let suite = "convergence.tests.\(name)"
/// if let defaults = UserDefaults(suiteName: suite) { $0.defaultAppStorage = .userDefaults(defaults) }
/// ```
public final class AppStorage: Sendable {
  private let backend: any AppStorageBackend
  private let references = Lock<[String: any Sendable]>([:])
  /// Serializes writes to the backend.
  private let writes = WriteLock()

  private init(backend: any AppStorageBackend) {
    self.backend = backend
  }

  /// The app's standard defaults.
  public static var standard: AppStorage { .userDefaults(.standard) }

  /// A storage over `defaults` (a suite-named one, for instance).
  public static func userDefaults(_ defaults: UserDefaults) -> AppStorage {
    AppStorage(backend: UserDefaultsBackend(defaults: defaults))
  }

  /// Values in memory, starting with `values` (property-list values, as `UserDefaults` holds them).
  public static func inMemory(_ values: [String: any Sendable] = [:]) -> AppStorage {
    AppStorage(backend: MemoryBackend(values))
  }

  /// The property-list value stored under `name`, or nil.
  public func object(forKey name: String) -> Any? {
    backend.object(forKey: name)
  }

  func reference<Value>(
    for key: AppStorageKey<Value>, defaultValue: () -> Value
  ) -> SharedReference<Value> {
    let keyDescription = ".appStorage(\(dumpValue(key.name)))"
    let existing = references.withLock { $0[key.name] }
    if let existing {
      if let reference = existing as? SharedReference<Value> { return reference }
      reportIssue(
        """
        @Shared(\(keyDescription)) is already in use for another type of value; this \(Value.self) is not \
        shared with it and is never saved. Give each type of value its own name.
        """)
      return SharedReference(defaultValue(), keyDescription: keyDescription)
    }
    let value: Value
    if let object = backend.object(forKey: key.name) {
      if let decoded = key.decode(object) {
        value = decoded
      } else {
        reportIssue(
          """
          @Shared(\(keyDescription)) found \(dumpValue(object)) in the defaults, which is not a \(Value.self). \
          Using the default value; it replaces the stored one at the next change.
          """)
        value = defaultValue()
      }
    } else {
      value = defaultValue()
    }
    let backend = self.backend
    let writes = self.writes
    let reference = SharedReference(value, keyDescription: keyDescription) { reference in
      // Read and write under one lock, so the last write always stores the newest value.
      writes.withLock { _ in backend.set(key.encode(reference.liveValue), forKey: key.name) }
    }
    return references.withLock { references in
      if let raced = references[key.name] as? SharedReference<Value> { return raced }
      references[key.name] = reference
      return reference
    }
  }
}

/// A lock guarding nothing but the order of writes.
private final class WriteLock: Sendable {
  private let mutex = Lock(())

  func withLock(_ body: (inout ()) -> Void) { mutex.withLock { body(&$0) } }
}

/// What an ``AppStorage`` reads and writes.
private protocol AppStorageBackend: Sendable {
  func object(forKey name: String) -> Any?
  func set(_ object: any Sendable, forKey name: String)
}

// NB: UserDefaults is documented as thread-safe (its methods may be called from any thread), but is not marked
// Sendable in swift-corelibs-foundation; the box only calls those methods.
private struct UserDefaultsBackend: AppStorageBackend, @unchecked Sendable {
  let defaults: UserDefaults

  func object(forKey name: String) -> Any? { defaults.object(forKey: name) }
  func set(_ object: any Sendable, forKey name: String) { defaults.set(object, forKey: name) }
}

private final class MemoryBackend: AppStorageBackend {
  private let values: Lock<[String: any Sendable]>

  init(_ values: [String: any Sendable]) { self.values = Lock(values) }

  func object(forKey name: String) -> Any? {
    let value: (any Sendable)? = values.withLock { $0[name] }
    return value
  }
  func set(_ object: any Sendable, forKey name: String) { values.withLock { $0[name] = object } }
}

extension DependencyValues {
  /// The storage of `.appStorage` shared values.
  ///
  /// Live: `UserDefaults.standard`. Test: in-memory values of the running test, shared by its stores and `@Shared`
  /// values (a fresh set per test); preview: fresh in-memory values for every store. Neither touches the real
  /// defaults. Override it with `.inMemory([name: value])` to seed values, or with
  /// `.userDefaults(defaults)` with a suite-named `UserDefaults` (its initializer is failable) to test the real defaults.
  public var defaultAppStorage: AppStorage {
    get { sharedStorage(AppStorage.self) }
    set { self[SharedStorageKey<AppStorage>.self] = newValue }
  }
}
