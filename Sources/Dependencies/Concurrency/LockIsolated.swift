/// A value guarded by a lock, shareable between tasks and closures that must be `Sendable`.
///
/// Use it where a test or a test double needs mutable state that a `@Sendable` closure writes and the test then
/// reads, such as recording what an endpoint was called with:
///
/// ```swift
/// let savedNames = LockIsolated<[String]>([])
/// let store = TestStore(initialState: Editor.State()) { Editor() } withDependencies: {
///   $0.nameClient.save = { name in savedNames.withValue { $0.append(name) } }
/// }
/// await store.send(.saveTapped)
/// #expect(savedNames.value == ["Ada"])
/// ```
///
/// Each access takes the lock once, so ``withValue(_:)`` is the way to read and write in one step; reading
/// ``value`` and then calling ``setValue(_:)`` lets another task write in between.
///
/// > Important: the lock is not recursive. Touching the same box again from inside ``withValue(_:)`` (reading
/// > ``value`` or calling ``setValue(_:)``) deadlocks.
@dynamicMemberLookup
public final class LockIsolated<Value: Sendable>: Sendable {
  private let storage: Lock<Value>

  /// A box holding `value`.
  ///
  /// - Parameter value: the initial value.
  public init(_ value: Value) {
    self.storage = Lock(value)
  }

  /// A copy of the value held now.
  public var value: Value {
    storage.withLock { $0 }
  }

  /// Reads a property of the value held now: `counter.count` for a `LockIsolated<Counter>`.
  public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    storage.withLock { $0[keyPath: keyPath] }
  }

  /// Runs `operation` with exclusive, mutable access to the value, and returns what it returns.
  ///
  /// ```swift
  /// let count = LockIsolated(0)
  /// let next = count.withValue { value in
  ///   value += 1
  ///   return value
  /// }
  /// ```
  ///
  /// - Parameter operation: reads and writes the value; no other access runs until it returns.
  /// - Returns: the value `operation` returns.
  /// - Throws: what `operation` throws; changes it made before throwing are kept.
  public func withValue<Result: Sendable>(
    _ operation: (inout Value) throws -> Result
  ) rethrows -> Result {
    try storage.withLock { try operation(&$0) }
  }

  /// Replaces the value.
  ///
  /// - Parameter newValue: the value to hold from now on.
  public func setValue(_ newValue: @autoclosure () throws -> Value) rethrows {
    let value = try newValue()
    storage.withLock { $0 = value }
  }
}
