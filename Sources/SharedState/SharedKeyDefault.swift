public import Dependencies

/// A key that carries its default value, so a feature declares `@Shared(.teamNames) var names` with no default at
/// the use site.
///
/// Declare the key once, with its default, as a static member of this type:
///
/// ```swift
/// extension SharedKey where Self == InMemoryKey<[String]>.Default {
///   static var teamNames: Self {
///     Self[.inMemory("teamNames"), default: ["Core"]]
///   }
/// }
///
/// @Shared(.teamNames) var names             // ["Core"] until changed
/// @Shared(.teamNames) var names = ["Web"]   // a default of its own still wins
/// ```
public struct SharedKeyDefault<Base: SharedKey>: SharedKey {
  /// The key the value is stored under.
  public let base: Base
  /// The default value, used when the key holds nothing yet.
  public let defaultValue: @Sendable () -> Base.Value

  /// `key`, with `value` as its default.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  /// The base key's reference, created with `defaultValue` (this key's default, unless the use site gave one).
  public func reference(
    defaultValue: () -> Base.Value, dependencies: DependencyValues
  ) -> SharedReference<Base.Value> {
    base.reference(defaultValue: defaultValue, dependencies: dependencies)
  }
}

extension SharedKey {
  /// This key with a default value of its own: `FileStorageKey<Settings>.Default`.
  public typealias Default = SharedKeyDefault<Self>
}
