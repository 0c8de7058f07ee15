/// Where a ``Shared`` value lives.
///
/// Both payloads are class references, so the enum's layout does not depend on `Value`: reading a `Shared` from
/// code that is not specialized for its value (a key path, another module's generic code) needs no type metadata.
enum SharedSource<Value: Sendable>: Sendable {
  /// A reference of its own (a key's, or `Shared(value:)`'s).
  case root(SharedReference<Value>)
  /// A path into another `Shared`: a field, an unwrapped optional, an element.
  case derived(DerivedShared<Value>)
}

/// A derived ``Shared``'s projection, held by reference (see ``SharedSource``).
final class DerivedShared<Value: Sendable>: Sendable {
  let projection: any SharedProjection<Value>

  init(_ projection: some SharedProjection<Value>) {
    self.projection = projection
  }
}

/// A derived ``Shared``: reads and writes a part of another one, through that one's `wrappedValue` and `withLock`,
/// so assertion snapshots, tracking, observation and persistence all happen at the root.
protocol SharedProjection<Value>: Sendable {
  associatedtype Value: Sendable
  /// The current value of the part.
  var value: Value { get }
  /// Mutates the part under the root's lock.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R
  /// The root reference's identity.
  var rootIdentity: ObjectIdentifier { get }
}

/// A field of another `Shared`: `$settings.name`.
struct KeyPathProjection<Root: Sendable, Value: Sendable>: SharedProjection {
  let parent: Shared<Root>
  let keyPath: any WritableKeyPath<Root, Value> & Sendable

  var value: Value { parent.wrappedValue[keyPath: keyPath] }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try parent.withLock { try body(&$0[keyPath: keyPath]) }
  }

  var rootIdentity: ObjectIdentifier { parent.rootIdentity }
}

/// The value of a `Shared<Value?>` that was not nil when it was unwrapped: `Shared($optional)`.
///
/// Once the optional becomes nil (the element was removed), reads give the last value seen and writes change
/// nothing, so a screen that still holds the reference while it is dismissed never traps.
struct UnwrappedProjection<Value: Sendable>: SharedProjection {
  let parent: Shared<Value?>
  let lastValue: LastValue<Value>

  var value: Value {
    guard let value = parent.wrappedValue else { return lastValue.value }
    lastValue.value = value
    return value
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try parent.withLock { optional in
      guard var value = optional else {
        var last = lastValue.value
        return try body(&last)
      }
      let result = try body(&value)
      optional = value
      lastValue.value = value
      return result
    }
  }

  var rootIdentity: ObjectIdentifier { parent.rootIdentity }
}
