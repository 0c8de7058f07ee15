import Dependencies
import IdentifiedArrays
import ValueDumping

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
  /// The path to the part, as failure messages name it: the root's key, then the fields and elements in between,
  /// e.g. `.inMemory("teams")[id: 2]`. Only failure paths build it.
  var pathDescription: String { get }
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

  var pathDescription: String {
    // A stored property's key path prints as `\Root.field`; keep the `.field` part after the root's name.
    let path = "\(keyPath)"
    guard path.hasPrefix("\\"), let dot = path.firstIndex(of: ".") else {
      return "\(parent.pathDescription) → \(path)"
    }
    return parent.pathDescription + path[dot...]
  }
}

/// The element with an id of a shared identified collection: `$teams[id: 2]`, nil while there is none.
///
/// A key path would do the same reads and writes; this one keeps the id, so a failure can name the element.
struct ElementProjection<ID: Hashable & Sendable, Element: Sendable>: SharedProjection {
  let parent: Shared<IdentifiedArray<ID, Element>>
  let id: ID

  var value: Element? { parent.wrappedValue[id: id] }

  func withLock<R>(_ body: (inout Element?) throws -> R) rethrows -> R {
    try parent.withLock { try body(&$0[id: id]) }
  }

  var rootIdentity: ObjectIdentifier { parent.rootIdentity }

  var pathDescription: String { "\(parent.pathDescription)[id: \(String(reflecting: id))]" }
}

/// The value of a `Shared<Value?>` that was not nil when it was unwrapped: `Shared($optional)`.
///
/// Once the optional becomes nil (the element was removed), reads give the last value seen, so a screen that still
/// holds the reference while it is dismissed never traps; a write changes nothing and, when its body changed the
/// value, is a reported issue naming the element (a write that would be lost must never be silent).
struct UnwrappedProjection<Value: Sendable>: SharedProjection {
  let parent: Shared<Value?>
  let lastValue: LastValue<Value>

  var value: Value {
    guard let value = parent.wrappedValue else { return lastValue.value }
    lastValue.value = value
    return value
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    var droppedWrite = false
    let result = try parent.withLock { optional in
      guard var value = optional else {
        let old = lastValue.value
        var last = old
        let result = try body(&last)
        droppedWrite = !valuesAreEqual(old, last)
        return result
      }
      let result = try body(&value)
      optional = value
      lastValue.value = value
      return result
    }
    // Reported once the root's lock is released, so whatever records the issue may read the value.
    if droppedWrite { reportWriteToRemoved() }
    return result
  }

  var rootIdentity: ObjectIdentifier { parent.rootIdentity }

  var pathDescription: String { parent.pathDescription }

  /// Reports a write through this reference after its value became nil: the change is dropped.
  @inline(never)
  private func reportWriteToRemoved() {
    reportIssue(
      """
      A write through a Shared derived from \(parent.pathDescription) was dropped: that element is no longer there \
      (it was removed after the reference was made). A screen still writes through a reference that outlived its \
      element: dismiss the screens that show an element when it is removed, or check that it is still there first.
      """
    )
  }
}
