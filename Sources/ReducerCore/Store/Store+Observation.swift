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

/// One part of the state some observer read, and whether anyone waits on its next change.
///
/// The value is captured when an observer reads it, not before every send: the state changes only in a send or in
/// `setState`, and both compare every armed interest and publish what changed, so the value read is the value
/// before the next send. A send therefore reads each armed interest once, with its own type.
///
/// While armed, the interest is in its root's list (``ObservedRoot``), which keeps it alive: a check reaches the
/// state through the root's pointer and the locators, not through the store, so it retains nothing per send.
@MainActor
@usableFromInline
class Interest {
  /// The key path Observation knows this interest by: a `KeyPath<Store<State, Action>, Int>` (see
  /// ``Store/subscript(observing:)``), hashed and compared by one number.
  final let observedKeyPath: AnyKeyPath
  /// Whether the root state at the pointer still holds the value captured when the interest was armed. Called only
  /// while armed, by the root of the interest's store.
  final let isUnchanged: @MainActor (_ root: UnsafeRawPointer) -> Bool
  /// The store that publishes the interest's changes. Not kept alive: a store that is gone drops out of its root's
  /// checks (``ObservedRoot/add(_:)``).
  final weak let owner: (any InterestOwner)?
  /// Whether an observer waits on this interest's next change.
  final var armed = false
  /// Where the interest is in its root's armed list, while armed.
  final var armedIndex = 0

  init(
    observedKeyPath: AnyKeyPath, owner: any InterestOwner,
    isUnchanged: @escaping @MainActor (UnsafeRawPointer) -> Bool
  ) {
    self.observedKeyPath = observedKeyPath
    self.owner = owner
    self.isUnchanged = isUnchanged
  }

  /// Forgets the captured value: the interest is no longer armed.
  func disarm() { armed = false }
}

/// An interest in a value of type `Value` of a store's state of type `State`.
///
/// It keeps nothing that keeps a core alive (its root keeps it while it is armed): the store reads the value through
/// its own core (``Store/observe(_:access:)``).
@MainActor
final class TypedInterest<State, Value>: Interest {
  /// Reads the value in a state, in place.
  let valueIn: @MainActor (UnsafePointer<State>) -> Value
  /// Whether the value is read in place (a stored property path); else from a copy of the state, through the key
  /// path.
  let readsInPlace: Bool
  /// The value when the interest was armed; initialized exactly while `armed`. Not kept once disarmed: it would
  /// hold buffers the state shares (its next change in place would copy them, and the old ones would stay alive).
  ///
  /// NB: a one-value buffer instead of an optional, whose generic metadata would be looked up on every send; it is
  /// allocated with the interest, freed in `deinit`, and only touched on the main actor. `isUnchanged` reads it
  /// only while armed, and only the root that holds this interest calls it.
  private let captured: UnsafeMutablePointer<Value>

  /// `makeCheck` makes `isUnchanged` from where the captured value is kept.
  init(
    observedKeyPath: AnyKeyPath, owner: any InterestOwner,
    valueIn: @escaping @MainActor (UnsafePointer<State>) -> Value,
    readsInPlace: Bool,
    makeCheck: (UnsafePointer<Value>) -> @MainActor (UnsafeRawPointer) -> Bool
  ) {
    let captured = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    self.captured = captured
    self.valueIn = valueIn
    self.readsInPlace = readsInPlace
    super.init(
      observedKeyPath: observedKeyPath, owner: owner,
      isUnchanged: makeCheck(UnsafePointer(captured)))
  }

  isolated deinit {
    if armed { captured.deinitialize(count: 1) }
    captured.deallocate()
  }

  /// Arms the interest with `value`, the current value.
  func arm(with value: Value) {
    if armed {
      captured.pointee = value
    } else {
      captured.initialize(to: value)
      armed = true
    }
  }

  override func disarm() {
    guard armed else { return }
    armed = false
    captured.deinitialize(count: 1)
  }
}

/// A store that publishes its interests' changes to Observation.
@MainActor
protocol InterestOwner: AnyObject {
  /// Tells Observation that the value of `interest` changed.
  func publish(_ interest: Interest)
}

/// The armed interests of every store of one tree, kept by its root core, which compares them after each send.
///
/// A check is a call of the interest's `isUnchanged` with the root state: the locators of the store find its state,
/// and the comparison reads the value there in place. What changed is disarmed, then published once every interest
/// was compared.
@MainActor
@usableFromInline
package class ObservedRoot {
  /// The armed interests, each once (``Interest/armedIndex`` is its place).
  private final var armed: [Interest] = []
  /// The interests a send found changed, until they are published.
  private final var changed: [Interest] = []

  /// Whether any interest is armed (`armed` is not empty): a send then compares them.
  @usableFromInline final var isObserved = false

  package init() {}

  /// How many interests are armed (for tests).
  package final var armedCount: Int { armed.count }

  /// Adds an interest that was just armed. When the list is full, the interests whose store is gone are dropped
  /// first.
  final func add(_ interest: Interest) {
    if armed.count == armed.capacity && armed.count >= 32 { dropOrphans() }
    interest.armedIndex = armed.count
    armed.append(interest)
    isObserved = true
  }

  private final func remove(_ interest: Interest) {
    let index = interest.armedIndex
    let last = armed.removeLast()
    if last !== interest {
      armed[index] = last
      last.armedIndex = index
    }
    isObserved = !armed.isEmpty
  }

  /// Drops the interests whose store is gone (a removed row's store, say, whose value never changes again), so that
  /// sends do not compare them forever: at most about as many as are alive. The list is then left room for as many
  /// again, so that the next sweep comes after at least as many additions as there are interests.
  private final func dropOrphans() {
    var index = armed.count
    while index > 0 {
      index -= 1
      let interest = armed[index]
      if interest.owner == nil {
        // The last one moves here, and was looked at already.
        remove(interest)
        interest.disarm()
      }
    }
    armed.reserveCapacity(2 * armed.count)
  }

  /// Compares every armed interest with the root state at `root`; disarms what changed and keeps it for
  /// ``publishCollected()``. Whether anything changed.
  @usableFromInline
  final func collectChanges(in root: UnsafeRawPointer) -> Bool {
    // A copy of the list: a comparison is user code (`==`), which must not find the list half-changed.
    let interests = armed
    let changedBefore = changed.count
    for index in interests.indices {
      // NB: `interests` holds every interest strongly until the loop ends (it is an immutable copy), so each one is
      // alive for the whole call: it is used without a retain of its own (and so is its `let` check closure).
      let isUnchanged = withGuaranteed(Unmanaged.passUnretained(interests[index])) {
        !$0.armed || $0.isUnchanged(root)
      }
      if isUnchanged { continue }
      let interest = interests[index]
      remove(interest)
      interest.disarm()
      changed.append(interest)
    }
    return changed.count != changedBefore
  }

  /// Notifies Observation of the changes collected. A notification may read (arming again) or send: it sees every
  /// interest compared, and the list of changes is taken first.
  @usableFromInline
  final func publishCollected() {
    guard !changed.isEmpty else { return }
    let changed = self.changed
    self.changed.removeAll(keepingCapacity: true)
    for interest in changed { interest.owner?.publish(interest) }
  }
}

/// Calls `body` with the object `reference` refers to, without retaining it: the caller guarantees the object is alive
/// for the call. (A function of this module: a main-actor closure passed straight to the standard library's
/// `_withUnsafeGuaranteedRef` would check its executor on every call.)
@inline(__always)
private func withGuaranteed<Object: AnyObject, Result>(
  _ reference: Unmanaged<Object>, _ body: (Object) -> Result
) -> Result {
  reference._withUnsafeGuaranteedRef(body)
}

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
      nextObservedFieldID &+= 1
      let locate = core.locate
      let rootOffset = core.rootOffset
      let (valueIn, isCurrent) = makeAccess()
      let made = TypedInterest(
        observedKeyPath: \Store.[observing: nextObservedFieldID], owner: self, valueIn: valueIn,
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

/// The last interest number handed out.
@MainActor private var nextObservedFieldID = 0
