import Dependencies
public import ValueDumping

/// A value that every holder of the same key sees, and that only ``withLock(_:)`` changes.
///
/// Declare it in a feature's state with a key and a default value; every `@Shared` of the same key (in this
/// feature, another feature, an effect) reads and writes one reference:
///
/// ```swift
/// struct State: Equatable, Sendable {
///   @Shared(.inMemory("sessionCount")) var sessionCount = 0
///   @Shared(.fileStorage(.settingsFile)) var settings = UserSettings()
///   @Shared(.appStorage("hapticsEnabled")) var haptics = true
/// }
///
/// state.$sessionCount.withLock { $0 += 1 }
/// ```
///
/// - Reading `state.sessionCount` gives the current value; through a store it registers with Observation, so a
///   change made anywhere notifies every store (and view) that read it.
/// - Two `Shared` are equal when their values are equal (whether or not they share a reference); a `Shared` dumps
///   and diffs as its value.
/// - In a `TestStore`, shared changes are part of the exhaustive assertion: change the expected value with
///   `$0.$sessionCount.withLock { $0 = 1 }` in the assertion closure.
/// - `Shared(value:)` makes an unkeyed reference, shared only by the copies of that `Shared` (pass `$x` to a
///   child to share it).
/// - A `Shared` can be *derived* from another: `$settings.name` is a `Shared<String>` that reads and writes the
///   `name` of the same value (``subscript(dynamicMember:)``), `Shared($optional)` unwraps a `Shared<Value?>`, and
///   `$rows[id: id]` reaches one element of a shared identified collection. A derived reference writes through the
///   root's lock: every holder of the root sees the change, stores that read the root are notified, and a
///   `TestStore` asserts it as a change of the root value.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value: Sendable>: Sendable {
  /// Where the value lives: a reference of its own, or a path into another `Shared`.
  let source: SharedSource<Value>

  /// A shared value stored under `key`, starting from `wrappedValue` when the key holds nothing yet.
  ///
  /// The storage comes from the dependencies in force (`defaultInMemoryStorage`, `defaultFileStorage`,
  /// `defaultAppStorage`); a key already in use in that storage gives its existing reference, and the default is
  /// ignored.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(key, default: wrappedValue)
  }

  /// A shared value stored under a key that carries its own default: `@Shared(.teamNames) var names`.
  ///
  /// The same as `@Shared(key) var value = default` with the default the key was declared with
  /// (``SharedKeyDefault``); writing `= value` at the use site still overrides it.
  public init<Base: SharedKey<Value>>(_ key: SharedKeyDefault<Base>) {
    self.init(key, default: key.defaultValue)
  }

  /// A shared value stored under a key that carries its own default, with a default of the use site's:
  /// `@Shared(.syncUps) var syncUps = [syncUp]`.
  ///
  /// The use site's value wins over the key's. With this form a literal is read as the key's value type (an
  /// `IdentifiedArray`, a `Set`), as it is when the key is written out.
  public init<Base: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: SharedKeyDefault<Base>
  ) {
    self.init(key, default: wrappedValue)
  }

  /// The reference `key` names in the dependencies in force, created with `defaultValue` if the key holds nothing.
  init(_ key: some SharedKey<Value>, default defaultValue: () -> Value) {
    let dependencies = DependencyValues.current
    let reference = key.reference(defaultValue: defaultValue, dependencies: dependencies)
    self.source = .root(reference)
    dependencies.sharedTracker?.track(reference)
  }

  /// An unkeyed shared value: the copies of this `Shared` (and of its projected value) share it, nothing else.
  public init(value: Value) {
    let reference = SharedReference(value, keyDescription: "Shared(value:)")
    self.source = .root(reference)
    DependencyValues.current.sharedTracker?.track(reference)
  }

  /// The same reference as `projectedValue`, for a child state's `init(count: Shared<Int>) { _count = count }`.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// The current value (in a `TestStore` assertion closure, the value asserted so far).
  public var wrappedValue: Value {
    switch source {
    case let .root(reference):
      if reference.isTracked { return Self.valueInAssertion(of: reference) }
      return reference.value
    case let .derived(derived):
      return derived.projection.value
    }
  }

  /// The value of a reference a test store tracks: inside an assertion closure, the value asserted so far.
  ///
  /// Out of line: its optionals need `Value`'s type metadata, which the common read (untracked) never looks up.
  @inline(never)
  private static func valueInAssertion(of reference: SharedReference<Value>) -> Value {
    if let tracker = SharedTracker.asserting, let snapshot = tracker.snapshot(of: reference) {
      return snapshot
    }
    return reference.value
  }

  /// The `Shared` itself: `$x.withLock { }` mutates, `$x` passes the reference on.
  public var projectedValue: Shared<Value> { self }

  /// Mutates the shared value under its lock and returns what `body` returns.
  ///
  /// This is the only way to change a shared value. Every holder sees the change at once; observers are notified
  /// and persistent keys save (a file key after its debounce) once `body` returns, unless the value is unchanged.
  /// In a `TestStore` assertion closure, it changes the *expected* value instead.
  ///
  /// ```swift
  /// state.$settings.withLock { $0.name = state.draftName }
  /// ```
  ///
  /// Reading this value (or a `Shared` derived from the same root) inside `body` gives the value as it was when
  /// `withLock` began; `body`'s changes show once it returns. Calling `withLock` of the same value from inside
  /// `body` is a reported issue and its change is dropped (the lock is not re-entrant): make every change in one
  /// body.
  public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    switch source {
    case let .root(reference):
      if let tracker = SharedTracker.asserting {
        return try tracker.withSnapshot(of: reference, body)
      }
      if let tracker = DependencyValues.current.sharedTracker {
        tracker.track(reference)
        tracker.noteLock()
      }
      return try reference.withLock(body)
    case let .derived(derived):
      return try derived.projection.withLock(body)
    }
  }

  /// The root reference this `Shared` reads and writes, whether it is its own or the one it was derived from.
  var rootIdentity: ObjectIdentifier {
    switch source {
    case let .root(reference): ObjectIdentifier(reference)
    case let .derived(derived): derived.projection.rootIdentity
    }
  }

  /// The key and the path from it to this value, as failure messages name it: `.inMemory("teams")[id: 2]`.
  var pathDescription: String {
    switch source {
    case let .root(reference): reference.keyDescription
    case let .derived(derived): derived.projection.pathDescription
    }
  }
}

extension Shared: Equatable where Value: Equatable {
  /// Equal when the values are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if case let .root(left) = lhs.source, case let .root(right) = rhs.source, left === right {
      return true
    }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The value's id, so that a collection of shared elements drives `ForEach` and `List` (`$row.id` is the id, not
  /// a `Shared` of it).
  public var id: Value.ID { wrappedValue.id }
}

extension Shared: Hashable where Value: Hashable {
  /// Hashes the value, agreeing with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension Shared: CustomDumpRepresentable {
  public var dumpRepresentation: Any { wrappedValue }
}

extension Shared: CustomStringConvertible {
  public var description: String { "\(wrappedValue)" }
}

extension Shared: PropertyWrapperDumpable {}
