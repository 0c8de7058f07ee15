import Dependencies

/// The last non-nil value an unwrapped `Shared` read, kept under a lock of its own.
final class LastValue<Value: Sendable>: Sendable {
  private let box: Lock<Value>

  init(_ value: Value) { box = Lock(value) }

  var value: Value {
    get { box.withLock { $0 } }
    set { box.withLock { $0 = newValue } }
  }
}
