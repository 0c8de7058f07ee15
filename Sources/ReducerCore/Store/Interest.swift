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
