import Dependencies
public import ValueDumping

/// A read-only ``Shared``: a feature that only shows a shared value holds a `SharedReader`, so it cannot change it.
///
/// Make one from a key (`@SharedReader(.appStorage("haptics")) var haptics = true`), or from a `Shared` a parent
/// hands down (`SharedReader(state.$settings)`). It derives like `Shared` does: `$settings.name` is a
/// `SharedReader<String>`, `SharedReader($optional)` unwraps, `$rows[id: id]` reaches an element. Reads through a
/// store register with Observation like any shared read.
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value: Sendable>: Sendable {
  private let read: @Sendable () -> Value

  /// A read-only view of `shared`.
  public init(_ shared: Shared<Value>) {
    self.read = { shared.wrappedValue }
  }

  /// A read-only shared value stored under `key`, starting from `wrappedValue` when the key holds nothing yet.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(Shared(wrappedValue: wrappedValue(), key))
  }

  /// A read-only shared value stored under a key that carries its own default.
  public init<Base: SharedKey<Value>>(_ key: SharedKeyDefault<Base>) {
    self.init(Shared(key))
  }

  /// A read-only shared value stored under a key that carries its own default, with a default of the use site's
  /// (a literal is read as the key's value type).
  public init<Base: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: SharedKeyDefault<Base>
  ) {
    self.init(Shared(wrappedValue: wrappedValue(), key))
  }

  /// A reader that always reads `value`: for previews and tests of a feature that takes a reader.
  public static func constant(_ value: Value) -> Self {
    SharedReader(read: { value })
  }

  /// The same reader as `projectedValue`, for a child state's `init(name: SharedReader<String>)`.
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// Unwraps a read-only optional: nil when it holds nil; afterwards, the last value it saw when it becomes nil.
  public init?(_ base: SharedReader<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    let last = LastValue(value)
    self.read = {
      guard let value = base.wrappedValue else { return last.value }
      last.value = value
      return value
    }
  }

  private init(read: @escaping @Sendable () -> Value) {
    self.read = read
  }

  /// The current value.
  public var wrappedValue: Value { read() }

  /// The reader itself, to pass on.
  public var projectedValue: SharedReader<Value> { self }

  /// A reader of one field of this value.
  public subscript<Member: Sendable>(
    dynamicMember keyPath: any KeyPath<Value, Member> & Sendable
  ) -> SharedReader<Member> {
    let read = self.read
    return SharedReader<Member>(read: { read()[keyPath: keyPath] })
  }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Equal when the values are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension SharedReader: Identifiable where Value: Identifiable {
  /// The value's id (see `Shared`'s).
  public var id: Value.ID { wrappedValue.id }
}

extension SharedReader: Hashable where Value: Hashable {
  /// Hashes the value, agreeing with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension SharedReader: CustomDumpRepresentable {
  /// Dumps as its value.
  public var dumpRepresentation: Any { wrappedValue }
}

extension SharedReader: CustomStringConvertible {
  /// Its value's description.
  public var description: String { "\(wrappedValue)" }
}

extension SharedReader: PropertyWrapperDumpable {}
