import Observation
import ValueDumping

/// One part of the state some observer read: how to capture it and compare it, and whether anyone waits on it.
@usableFromInline
package struct Interest {
  let storeKeyPath: AnyKeyPath
  /// The value observers read, as it was before the actions being reduced, and how to compare it (typed: no
  /// boxing into `Any`, no dynamic cast to `Equatable` per send).
  let value: any InterestValue
  let publish: @MainActor (ObservationRegistrar, AnyObject) -> Void
  var armed = false
}

/// The value of an interest before a send, captured and compared with its own type.
@MainActor
protocol InterestValue: AnyObject {
  /// Captures the current value.
  func capture()
  /// Whether a value was captured; compares it with the current one, and forgets it. `nil`: nothing captured.
  func takeIsUnchanged() -> Bool?
}

/// The value of one interest, read through `read`.
@MainActor
final class TypedInterestValue<Value>: InterestValue {
  private let read: @MainActor () -> Value
  private let isEqual: ((Value, Value) -> Bool)?
  private var before: Value?

  init(read: @escaping @MainActor () -> Value) {
    self.read = read
    self.isEqual = equality(of: Value.self)
  }

  func capture() { before = read() }

  func takeIsUnchanged() -> Bool? {
    guard let before else { return nil }
    self.before = nil
    let now = read()
    guard let isEqual else {
      // Not statically `Equatable` (an existential, say): compare the dynamic values, as before.
      return valuesAreEqual(before, now)
    }
    return isEqual(before, now)
  }
}

/// `==` of `Value` when it is `Equatable`, found once per interest.
private func equality<Value>(of type: Value.Type) -> ((Value, Value) -> Bool)? {
  guard let equatable = type as? any Equatable.Type else { return nil }
  func open<E: Equatable>(_: E.Type) -> (Value, Value) -> Bool {
    { a, b in
      // NB: `E` is `Value` itself (the cast above is of `Value.self`), so this reinterprets a value as its own
      // type: same size, same layout.
      unsafeBitCast(a, to: E.self) == unsafeBitCast(b, to: E.self)
    }
  }
  return open(equatable)
}

extension Store: StateObserving {
  /// Registers a read of `keyPath` with Observation and arms its change check.
  func access<Value>(_ keyPath: KeyPath<State, Value>) {
    let storeKeyPath: KeyPath<Store, Value>
    if let interest = interests[keyPath],
      let cached = interest.storeKeyPath as? KeyPath<Store, Value>
    {
      storeKeyPath = cached
      if !interest.armed {
        interests[keyPath]?.armed = true
        armedCount += 1
        core.addObserver(self)
      }
    } else {
      storeKeyPath = \Store.[observing: ObservedField(keyPath)]
      let core = self.core
      interests[keyPath] = Interest(
        storeKeyPath: storeKeyPath,
        value: TypedInterestValue(read: reader(of: keyPath)),
        publish: { registrar, store in
          if let store = store as? Store {
            registrar.withMutation(of: store, keyPath: storeKeyPath) {}
          }
        },
        armed: true
      )
      armedCount += 1
      core.addObserver(self)
    }
    registrar.access(self, keyPath: storeKeyPath)
  }

  /// Reads `keyPath` of the current state; at its offset when it is a stored property path (the key-path
  /// runtime instantiates generic metadata on every read: a quarter of an observed send).
  private func reader<Value>(of keyPath: KeyPath<State, Value>) -> @MainActor () -> Value {
    let core = self.core
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return { core.currentState[keyPath: keyPath] }
    }
    return {
      withUnsafePointer(to: core.currentState) { pointer in
        // NB: `offset(of:)` is non-nil only for a stored property stored inline in `State`, so the memory at that
        // offset of a live `State` holds a `Value`; it is only read, while the state is alive.
        (UnsafeRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee
      }
    }
  }

  subscript<Value>(observing field: ObservedField<State, Value>) -> Value {
    core.currentState[keyPath: field.keyPath]
  }

  @usableFromInline
  package func stateWillChange() {
    guard armedCount > 0 else { return }
    // The values are captured in their own objects, so the dictionary is not mutated while iterated (which would
    // copy it on every send).
    for interest in interests.values where interest.armed { interest.value.capture() }
  }

  @usableFromInline
  package func stateDidChange() -> [Interest] {
    guard armedCount > 0 else { return [] }
    var changed: [Interest] = []
    var index = interests.startIndex
    while index != interests.endIndex {
      defer { interests.formIndex(after: &index) }
      guard interests.values[index].armed,
        let unchanged = interests.values[index].value.takeIsUnchanged(), !unchanged
      else { continue }
      // Mutating a value in place keeps the dictionary's indices valid (and copies nothing).
      interests.values[index].armed = false
      armedCount -= 1
      changed.append(interests.values[index])
    }
    return changed
  }

  @usableFromInline
  package func publish(_ changed: [Interest]) {
    for interest in changed { interest.publish(registrar, self) }
  }

  @usableFromInline
  package var isWatching: Bool { armedCount > 0 }
}

/// The subscript argument of the key path Observation knows an interest by: hashed and compared by a number
/// given once per interest, where a key path argument would be hashed component by component on every access and
/// every mutation (15% of an observed send).
struct ObservedField<State, Value>: Hashable {
  let id: UInt64
  let keyPath: KeyPath<State, Value>

  @MainActor
  init(_ keyPath: KeyPath<State, Value>) {
    nextObservedFieldID &+= 1
    self.id = nextObservedFieldID
    self.keyPath = keyPath
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// The last ``ObservedField`` id handed out.
@MainActor private var nextObservedFieldID: UInt64 = 0
