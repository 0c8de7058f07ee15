/// Reads one dependency from the current ``DependencyValues``.
///
/// Use it in reducers, services, effects and plain types. Every read resolves against the task-local values at the
/// moment of the read, so a reducer run by a store sees the store's dependencies, and an effect sees them too.
///
/// ```swift
/// struct Search: Reducer {
///   @Dependency(\.continuousClock) var clock
///   @Dependency(\.searchClient) var searchClient
///   // …
/// }
/// ```
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  private let read: @Sendable (DependencyValues) -> Value

  /// A dependency read through an accessor on ``DependencyValues``.
  public init(_ keyPath: any KeyPath<DependencyValues, Value> & Sendable) {
    self.read = { $0[keyPath: keyPath] }
  }

  /// A dependency read by its key type: `@Dependency(ItemService.self) var itemService`.
  public init<Key: DependencyKey>(_ key: Key.Type) where Key.Value == Value {
    self.read = { $0[Key.self] }
  }

  /// The current value.
  public var wrappedValue: Value {
    read(DependencyValues.current)
  }
}
