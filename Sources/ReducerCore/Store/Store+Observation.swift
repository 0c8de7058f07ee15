import Observation
import ValueDumping

/// One part of the state some observer read, and whether anyone waits on its next change.
///
/// The value is captured when an observer reads it, not before every send: the state changes only in a send or in
/// `setState`, and both compare every armed interest and publish what changed, so the value read is the value
/// before the next send. A send therefore reads each armed interest once, with its own type.
@MainActor
class Interest {
  /// The key path Observation knows this interest by: a `KeyPath<Store<State, Action>, Int>` (see
  /// ``Store/subscript(observing:)``), hashed and compared by one number.
  let observedKeyPath: AnyKeyPath
  /// Whether an observer waits on this interest's next change.
  final var armed = false

  init(observedKeyPath: AnyKeyPath) {
    self.observedKeyPath = observedKeyPath
  }

  /// Whether the current value differs from the one captured when the interest was armed; disarms it if so.
  func takeHasChanged() -> Bool { false }
}

/// An interest in a value of type `Value`.
@MainActor
final class TypedInterest<Value>: Interest {
  /// Reads the current value.
  let read: @MainActor () -> Value
  /// Whether the current value equals the one given, compared in place (the check a send makes, which returns
  /// only a `Bool`: a generic result would cost a metadata look-up per send for a `Value` such as `[ID]`).
  private let isCurrent: @MainActor (Value) -> Bool
  /// The value when the interest was armed; initialized exactly while `armed`. Not kept once disarmed: it would
  /// hold buffers the state shares (its next change in place would copy them, and the old ones would stay alive).
  ///
  /// NB: a one-value buffer instead of an optional, whose generic metadata would be looked up on every send; it is
  /// allocated with the interest, freed in `deinit`, and only touched by this main-actor class.
  private let captured = UnsafeMutablePointer<Value>.allocate(capacity: 1)

  init(
    observedKeyPath: AnyKeyPath, read: @escaping @MainActor () -> Value,
    isCurrent: @escaping @MainActor (Value) -> Bool
  ) {
    self.read = read
    self.isCurrent = isCurrent
    super.init(observedKeyPath: observedKeyPath)
  }

  isolated deinit {
    if armed { captured.deinitialize(count: 1) }
    captured.deallocate()
  }

  /// Arms the interest with the current value, which it returns.
  func arm() -> Value {
    let value = read()
    if armed {
      captured.pointee = value
    } else {
      captured.initialize(to: value)
      armed = true
    }
    return value
  }

  override func takeHasChanged() -> Bool {
    guard armed else { return false }
    if isCurrent(captured.pointee) { return false }
    armed = false
    captured.deinitialize(count: 1)
    return true
  }
}

/// `==` of `Value` when it is `Equatable`, found once per interest; else a comparison of the dynamic values (an
/// existential, say).
private func equality<Value>(of type: Value.Type) -> (Value, Value) -> Bool {
  guard let equatable = type as? any Equatable.Type else {
    return { a, b in valuesAreEqual(a, b) }
  }
  func open<E: Equatable>(_: E.Type) -> (Value, Value) -> Bool {
    let isEqual: (E, E) -> Bool = { $0 == $1 }
    // NB: `E` is `Value` itself (the cast above is of `Value.self`), so the two function types are the same type:
    // the closure is called with the values in place (reinterpreting each value would copy it first).
    return unsafeBitCast(isEqual, to: ((Value, Value) -> Bool).self)
  }
  return open(equatable)
}

extension Store: StateObserving {
  /// Registers a read of `keyPath` with Observation, arms its change check, and returns the current value.
  func observe<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    observe(keyPath, reader: { reader(of: keyPath) })
  }

  /// ``observe(_:)`` with a reader of its own for the value: `makeReader` is called when the interest is new,
  /// and returns where the value is in a state (read in place, and only while the state is alive).
  func observe<Value>(
    _ keyPath: KeyPath<State, Value>,
    reader makeReader: () -> @MainActor (UnsafePointer<State>) -> Value
  ) -> Value {
    let interest = self.interest(for: keyPath, makeReader)
    let value: Value
    if interest.armed {
      value = interest.read()
    } else {
      value = interest.arm()
      armedInterests.append(interest)
      if !isRegisteredObserver {
        isRegisteredObserver = true
        core.addObserver(self)
      }
    }
    registrar.access(self, keyPath: observationKeyPath(of: interest))
    return value
  }

  /// The interest in `keyPath`, made on first use. Found by the key path's identity first (a key path literal is
  /// one object per call site): hashing a key path walks its components.
  private func interest<Value>(
    for keyPath: KeyPath<State, Value>,
    _ makeReader: () -> @MainActor (UnsafePointer<State>) -> Value
  ) -> TypedInterest<Value> {
    let found: Interest
    if let recent = recentInterests.first(where: { $0.keyPath === keyPath }) {
      found = recent.interest
    } else if let known = interests[keyPath] {
      found = known
      if let slot = recentInterests.firstIndex(where: { $0.interest === known }) {
        // Another object for the same path (an appended key path is made anew each time): keep one slot.
        recentInterests[slot].keyPath = keyPath
      } else {
        rememberRecent(keyPath, known)
      }
    } else {
      nextObservedFieldID &+= 1
      let core = self.core
      let valueIn = makeReader()
      let isEqual = equality(of: Value.self)
      // A read of a stored property is made in place; any other path (a computed property, an `@Shared` value)
      // goes through the key-path runtime either way, which is cheaper from a copy of the state than from inside
      // `withCurrentState`'s exclusive access.
      let read: @MainActor () -> Value
      if MemoryLayout<State>.offset(of: keyPath) != nil {
        read = { core.withCurrentState(valueIn) }
      } else {
        read = { core.currentState[keyPath: keyPath] }
      }
      let made = TypedInterest(
        observedKeyPath: \Store.[observing: nextObservedFieldID],
        read: read,
        isCurrent: { value in
          core.withCurrentState { state in isEqual(value, valueIn(state)) }
        })
      interests[keyPath] = made
      rememberRecent(keyPath, made)
      return made
    }
    // NB: an interest is stored under a `KeyPath<State, Value>` only when made as a `TypedInterest<Value>` (above),
    // and key paths of different value types are never equal, so this is the interest's own class.
    return unsafeDowncast(found, to: TypedInterest<Value>.self)
  }

  private func rememberRecent(_ keyPath: AnyKeyPath, _ interest: Interest) {
    if recentInterests.count < 8 { recentInterests.append((keyPath, interest)) }
  }

  /// The key path Observation knows `interest` by.
  private func observationKeyPath(of interest: Interest) -> KeyPath<Store, Int> {
    // NB: every interest's `observedKeyPath` is made as `\Store.[observing: id]` of this store's own type
    // (`interest(for:)`).
    unsafeDowncast(interest.observedKeyPath, to: KeyPath<Store, Int>.self)
  }

  /// Reads `keyPath` of a state in place; at its offset when it is a stored property path (the key-path runtime
  /// instantiates generic metadata on every read).
  private func reader<Value>(
    of keyPath: KeyPath<State, Value>
  ) -> @MainActor (UnsafePointer<State>) -> Value {
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return { $0.pointee[keyPath: keyPath] }
    }
    return { state in
      // NB: `offset(of:)` is non-nil only for a stored property stored inline in `State`, so the memory at that
      // offset of a live `State` holds a `Value`; it is only read, while the state is alive.
      (UnsafeRawPointer(state) + offset).assumingMemoryBound(to: Value.self).pointee
    }
  }

  /// What the key path Observation knows an interest by projects: the interest's number. Nothing reads it; the key
  /// path is hashed and compared by that one number, where a key path argument of another type would be hashed
  /// component by component on every access and every mutation.
  subscript(observing id: Int) -> Int { id }

  @usableFromInline
  package func collectChanges() -> Bool {
    var index = 0
    while index < armedInterests.count {
      let interest = armedInterests[index]
      if interest.takeHasChanged() {
        changedInterests.append(interest)
      } else if interest.armed {
        index += 1
        continue
      }
      // Changed, or disarmed already: no longer armed.
      armedInterests.swapAt(index, armedInterests.count - 1)
      armedInterests.removeLast()
    }
    return !changedInterests.isEmpty
  }

  @usableFromInline
  package func publishChanges() {
    guard !changedInterests.isEmpty else { return }
    let changed = changedInterests
    changedInterests.removeAll(keepingCapacity: true)
    for interest in changed {
      registrar.withMutation(of: self, keyPath: observationKeyPath(of: interest)) {}
    }
  }

  @usableFromInline
  package var isWatching: Bool { !armedInterests.isEmpty }
}

/// The last interest number handed out.
@MainActor private var nextObservedFieldID = 0
