public import Dependencies

/// A key for a value kept in `UserDefaults` under a name.
///
/// ```swift
/// @Shared(.appStorage("hapticsEnabled")) var haptics = true
/// @Shared(.appStorage("theme")) var theme = Theme.system   // enum Theme: String
/// ```
///
/// A change is written to the defaults at once. Values written to the defaults by other code are read the first
/// time the key is used in a storage, not watched afterwards.
public struct AppStorageKey<Value: Sendable>: SharedKey {
  /// The name in the defaults.
  public let name: String
  let encode: @Sendable (Value) -> any Sendable
  let decode: @Sendable (Any) -> Value?

  /// The reference stored under ``name`` in `dependencies.defaultAppStorage`.
  public func reference(
    defaultValue: () -> Value, dependencies: DependencyValues
  ) -> SharedReference<Value> {
    dependencies.defaultAppStorage.reference(for: self, defaultValue: defaultValue)
  }
}

extension SharedKey {
  /// A `Bool`, `Int`, `Double`, `String`, `URL` or `Data` kept in `UserDefaults` under `name`.
  public static func appStorage<Value: AppStorageValue>(_ name: String) -> Self
  where Self == AppStorageKey<Value> {
    AppStorageKey(
      name: name, encode: { $0.appStorageObject }, decode: { Value(appStorageObject: $0) })
  }

  /// A `RawRepresentable` value (such as a `String` or `Int` enum) kept in `UserDefaults` as its raw value.
  public static func appStorage<Value: RawRepresentable & Sendable>(_ name: String) -> Self
  where Self == AppStorageKey<Value>, Value.RawValue: AppStorageValue {
    AppStorageKey(
      name: name, encode: { $0.rawValue.appStorageObject },
      decode: { Value.RawValue(appStorageObject: $0).flatMap(Value.init(rawValue:)) })
  }
}
