/// A wrapper that marks a value `Sendable` on your word, for values the compiler cannot prove safe to share.
///
/// Reach for it at the boundary with code that predates strict concurrency: a non-`Sendable` type you know is
/// only used from one task at a time, or is immutable in practice, and must cross into a `@Sendable` closure:
///
/// ```swift
/// let formatter = UncheckedSendable(LegacyFormatter())
/// return .run { send in
///   await send(.formatted(formatter.value.format(count)))
/// }
/// ```
///
/// Nothing is locked or copied: the wrapper only silences the compiler.
///
/// > Important: prefer a `Sendable` type, or ``LockIsolated`` for mutable state. Using the wrapped value from
/// > two tasks at once is the data race the compiler would have reported.
@dynamicMemberLookup
@propertyWrapper
public struct UncheckedSendable<Value>: @unchecked Sendable {
  // NB: the caller vouches that `value` is never used from two concurrency domains at once (that is the whole
  // point of this type, and its documentation says so); the wrapper adds no shared state of its own.
  /// The wrapped value.
  public var value: Value

  /// Wraps `value`.
  ///
  /// - Parameter value: the value to send across concurrency domains on your word.
  public init(_ value: Value) {
    self.value = value
  }

  /// Wraps `wrappedValue`, for `@UncheckedSendable var formatter = LegacyFormatter()`.
  public init(wrappedValue: Value) {
    self.value = wrappedValue
  }

  /// The wrapped value, as a property wrapper.
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// The wrapper itself: `$formatter` is the `UncheckedSendable` that can cross into a `@Sendable` closure.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Reads a property of the wrapped value.
  public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    value[keyPath: keyPath]
  }

  /// Reads and writes a property of the wrapped value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }
}

extension UncheckedSendable: Equatable where Value: Equatable {}

extension UncheckedSendable: Hashable where Value: Hashable {}
