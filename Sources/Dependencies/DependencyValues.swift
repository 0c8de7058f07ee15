/// The bag of dependencies a piece of code runs with, stored as a task-local value.
///
/// Read values with ``Dependency``; change them for a scope with ``withDependencies(_:operation:)-(_,_)``. A value
/// nobody overrode comes from its key: `liveValue`, `testValue` or `previewValue`, picked by ``context``.
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

  package var storage: [ObjectIdentifier: any Sendable] = [:]
  package var contextOverride: DependencyContext?

  /// An empty bag: every value comes from its key's default for the detected context.
  public init() {}

  /// The value for `key`: the override if one was set, else the key's default for ``context``.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let stored = storage[ObjectIdentifier(key)], let value = stored as? Key.Value {
        return value
      }
      switch context {
      case .live: return Key.liveValue
      case .preview: return Key.previewValue
      case .test: return Key.testValue
      }
    }
    set {
      storage[ObjectIdentifier(key)] = newValue
    }
  }

  /// Whether `key` has been overridden in this bag.
  public func isOverridden<Key: DependencyKey>(_ key: Key.Type) -> Bool {
    storage[ObjectIdentifier(key)] != nil
  }

  /// Returns a bag where every override of `other` replaces the one in `self`.
  public func merging(_ other: DependencyValues) -> DependencyValues {
    var merged = self
    merged.storage.merge(other.storage) { _, new in new }
    if let context = other.contextOverride { merged.contextOverride = context }
    return merged
  }
}
