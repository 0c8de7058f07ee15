import Observation
import ValueDumping

/// Given the root state of a store's tree, calls `body` with the store's own state in place and returns what `body`
/// returns.
///
/// The root core hands its state to every armed interest of the tree after a send (``ObservedRoot``); each store's
/// locator is made with the store, from its parent's (a scope adds one step: an offset, an optional, an element
/// found by id). The collection scope is inlinable, so an element store's step is compiled for the app's concrete
/// types. `body` must only read, and not keep the pointer.
@usableFromInline
package typealias StateLocator<State> =
  @MainActor (
    _ root: UnsafeRawPointer, _ body: (UnsafePointer<State>) -> Bool
  ) -> Bool

/// How an interest reads its value from a state in place, and compares a captured value with a state's.
@usableFromInline
typealias ValueAccess<State, Value> = (
  read: @MainActor (UnsafePointer<State>) -> Value,
  isCurrent: @MainActor (_ state: UnsafePointer<State>, _ captured: UnsafePointer<Value>) -> Bool
)

/// `==` of `Value` when it is `Equatable`, found once per interest, comparing two values in place; else a comparison
/// of the dynamic values (an existential, say).
private func equality<Value>(
  of type: Value.Type
) -> @MainActor (UnsafePointer<Value>, UnsafePointer<Value>) -> Bool {
  guard let equatable = type as? any Equatable.Type else {
    return { a, b in valuesAreEqual(a.pointee, b.pointee) }
  }
  func open<E: Equatable>(_: E.Type)
    -> @MainActor (UnsafePointer<Value>, UnsafePointer<Value>) -> Bool
  {
    { a, b in
      // NB: `E` is `Value` itself (the cast above is of `Value.self`), so the memory holds an `E`; it is only read.
      UnsafeRawPointer(a).assumingMemoryBound(to: E.self).pointee
        == UnsafeRawPointer(b).assumingMemoryBound(to: E.self).pointee
    }
  }
  return open(equatable)
}

/// Whether the `Value` stored inline at `offset` of a state equals a captured one: ``equality(of:)`` in one call.
private func comparison<State, Value>(
  at offset: Int, of type: Value.Type
) -> @MainActor (UnsafePointer<State>, UnsafePointer<Value>) -> Bool {
  guard let equatable = type as? any Equatable.Type else {
    return { state, captured in
      // NB: as in `open` below.
      valuesAreEqual(
        (UnsafeRawPointer(state) + offset).assumingMemoryBound(to: Value.self).pointee,
        captured.pointee)
    }
  }
  func open<E: Equatable>(_: E.Type)
    -> @MainActor (UnsafePointer<State>, UnsafePointer<Value>) -> Bool
  {
    { state, captured in
      // NB: `offset` is `MemoryLayout<State>.offset(of:)` of a stored property path to a `Value`, stored inline, so
      // the memory at that offset of a live `State` holds a `Value`, and `E` is `Value` itself (the cast above is of
      // `Value.self`); both are only read.
      (UnsafeRawPointer(state) + offset).assumingMemoryBound(to: E.self).pointee
        == UnsafeRawPointer(captured).assumingMemoryBound(to: E.self).pointee
    }
  }
  return open(equatable)
}

extension Store: InterestOwner {
  /// Registers a read of `keyPath` with Observation, arms its change check, and returns the current value.
  func observe<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    observe(keyPath) { access(of: keyPath) }
  }

  /// ``observe(_:)`` with an access of its own for the value: `makeAccess` is called when the interest is new, and
  /// returns how to read the value in a state and compare it there (in place, and only while the state is alive).
  @usableFromInline
  func observe<Value>(
    _ keyPath: KeyPath<State, Value>, access makeAccess: () -> ValueAccess<State, Value>
  ) -> Value {
    let interest = self.interest(for: keyPath, makeAccess)
    // A read of a stored property is made in place; any other path (a computed property, an `@Shared` value) goes
    // through the key-path runtime either way, which is cheaper from a copy of the state than from inside
    // `withCurrentState`'s exclusive access. (`keyPath` is the interest's path, or one equal to it.)
    let value =
      interest.readsInPlace
      ? core.withCurrentState(interest.valueIn) : core.currentState[keyPath: keyPath]
    if !interest.armed {
      interest.arm(with: value)
      core.observedRoot.add(interest)
    }
    registrar.access(self, keyPath: observationKeyPath(of: interest))
    return value
  }

  /// The interest in `keyPath`, made on first use. Found by the key path's identity first (a key path literal is
  /// one object per call site): hashing a key path walks its components.
  private func interest<Value>(
    for keyPath: KeyPath<State, Value>,
    _ makeAccess: () -> ValueAccess<State, Value>
  ) -> TypedInterest<State, Value> {
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
      // Interests are never forgotten, so their count numbers the next one, unique in this store.
      let number = interests.count
      let locate = core.locate
      let rootOffset = core.rootOffset
      let (valueIn, isCurrent) = makeAccess()
      let made = TypedInterest(
        observedKeyPath: \Store.[observing: number], owner: self, valueIn: valueIn,
        readsInPlace: MemoryLayout<State>.offset(of: keyPath) != nil
      ) { captured in
        guard let rootOffset else {
          return { root in locate(root) { state in isCurrent(state, captured) } }
        }
        // NB: `rootOffset` is where this store's state is stored inline in the root state (the core's), and
        // the root hands its state to the check.
        return { root in
          isCurrent((root + rootOffset).assumingMemoryBound(to: State.self), captured)
        }
      }
      interests[keyPath] = made
      rememberRecent(keyPath, made)
      return made
    }
    // NB: an interest is stored under a `KeyPath<State, Value>` only when made as a `TypedInterest<State, Value>`
    // (above), and key paths of different value types are never equal, so this is the interest's own class.
    return unsafeDowncast(found, to: TypedInterest<State, Value>.self)
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

  /// Reads `keyPath` of a state in place, and compares it there with `==` (or the dynamic values); at its offset when
  /// it is a stored property path (the key-path runtime instantiates generic metadata on every read).
  private func access<Value>(of keyPath: KeyPath<State, Value>) -> ValueAccess<State, Value> {
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      let isEqual = equality(of: Value.self)
      return (
        { $0.pointee[keyPath: keyPath] },
        { state, captured in
          withUnsafePointer(to: state.pointee[keyPath: keyPath]) { isEqual(captured, $0) }
        }
      )
    }
    // NB: `offset(of:)` is non-nil only for a stored property stored inline in `State`, so the memory at that offset
    // of a live `State` holds a `Value`; it is only read, while the state is alive.
    return (
      { state in (UnsafeRawPointer(state) + offset).assumingMemoryBound(to: Value.self).pointee },
      comparison(at: offset, of: Value.self)
    )
  }

  /// ``access(of:)`` of an `Equatable` value, made where the value's type is known (the inlinable `Equatable`
  /// `subscript(dynamicMember:)`), so that `==` is compiled for it.
  @inlinable
  static func equatableAccess<Value: Equatable>(
    of keyPath: KeyPath<State, Value>
  ) -> ValueAccess<State, Value> {
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return (
        { $0.pointee[keyPath: keyPath] },
        { state, captured in state.pointee[keyPath: keyPath] == captured.pointee }
      )
    }
    // NB: `offset(of:)` is non-nil only for a stored property stored inline in `State`, so the memory at that offset
    // of a live `State` holds a `Value`; it is only read, while the state is alive.
    return (
      { state in (UnsafeRawPointer(state) + offset).assumingMemoryBound(to: Value.self).pointee },
      { state, captured in
        (UnsafeRawPointer(state) + offset).assumingMemoryBound(to: Value.self).pointee
          == captured.pointee
      }
    )
  }

  /// What the key path Observation knows an interest by projects: the interest's number. Nothing reads it; the key
  /// path is hashed and compared by that one number, where a key path argument of another type would be hashed
  /// component by component on every access and every mutation.
  subscript(observing id: Int) -> Int { id }

  func publish(_ interest: Interest) {
    registrar.withMutation(of: self, keyPath: observationKeyPath(of: interest)) {}
  }

  /// How many interests of this store's tree are armed (for tests).
  package var armedInterestCount: Int { core.observedRoot.armedCount }
}
