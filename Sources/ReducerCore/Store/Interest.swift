/// One part of the state some observer read, and whether anyone waits on its next change.
///
/// The value is captured when an observer reads it, not before every send: the state changes only in a send or in
/// `setState`, and both compare every armed interest (reading each once, with its own type) and publish changes.
///
/// While armed, the interest is in its root's list (``ObservedRoot``), which keeps it alive: a check reaches the
/// value through the root's state and the interest's ``StatePath``, not the store, retaining nothing per send.
@MainActor
@usableFromInline
class Interest {
  /// The key path Observation knows this interest by: a `KeyPath<Store<State, Action>, Int>` (see
  /// ``Store/subscript(observing:)``), hashed and compared by one number.
  final let observedKeyPath: AnyKeyPath
  /// The store that publishes the interest's changes. Not kept alive: a store that is gone drops out of its root's
  /// checks (``ObservedRoot/add(_:)``).
  final weak let owner: (any InterestOwner)?
  /// Whether an observer waits on this interest's next change.
  final var armed = false
  /// Where the interest is in its root's armed list, while armed.
  final var armedIndex = 0

  init(observedKeyPath: AnyKeyPath, owner: any InterestOwner) {
    self.observedKeyPath = observedKeyPath
    self.owner = owner
  }

  /// Whether the root state at `root` still holds the value captured when the interest was armed. Called only while
  /// armed, by the root of the interest's store.
  func isUnchanged(in root: UnsafeRawPointer) -> Bool { true }

  /// Forgets the captured value: the interest is no longer armed.
  func disarm() { armed = false }
}

/// An interest in a value of type `Value`, at `path` in its root's state.
@MainActor
final class TypedInterest<Value>: Interest {
  /// Where the value is in the root state.
  let path: StatePath<Value>
  /// The comparison of the captured value with the current one.
  let isEqual: @MainActor (Value, Value) -> Bool
  /// The value when the interest was armed; initialized exactly while `armed`. Not kept once disarmed: it would
  /// hold buffers the state shares (its next change in place would copy them, and the old ones would stay alive).
  ///
  /// NB: a one-value buffer instead of an optional, whose generic metadata would be looked up on every send; it is
  /// allocated with the interest, freed in `deinit`, and only touched on the main actor, while armed.
  private let captured = UnsafeMutablePointer<Value>.allocate(capacity: 1)

  init(
    observedKeyPath: AnyKeyPath, owner: any InterestOwner, path: StatePath<Value>,
    isEqual: @escaping @MainActor (Value, Value) -> Bool
  ) {
    self.path = path
    self.isEqual = isEqual
    super.init(observedKeyPath: observedKeyPath, owner: owner)
  }

  isolated deinit {
    if armed { captured.deinitialize(count: 1) }
    captured.deallocate()
  }

  override func isUnchanged(in root: UnsafeRawPointer) -> Bool {
    path.read(in: root) { isEqual($0.pointee, captured.pointee) }
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
