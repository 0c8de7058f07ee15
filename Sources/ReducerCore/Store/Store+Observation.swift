import Observation
import ValueDumping

extension Store: InterestOwner {
  /// Registers a read of `keyPath` with Observation, arms its change check, and returns the current value.
  func observe<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    observe(keyPath) { equality(of: Value.self) }
  }

  /// ``observe(_:)`` with the comparison a send makes for the value: `makeIsEqual` is called when the interest is
  /// new (the inlinable `Equatable` `subscript(dynamicMember:)` passes `==`, compiled for the app's types).
  ///
  /// `valuePath` is where the value is in the root state, used when the interest is new: this store's path, then
  /// `keyPath` by default.
  @usableFromInline
  func observe<Value>(
    _ keyPath: KeyPath<State, Value>, at valuePath: StatePath<Value>? = nil,
    isEqual makeIsEqual: () -> ValueComparison<Value>
  ) -> Value {
    let interest = self.interest(for: keyPath, at: valuePath, makeIsEqual)
    let value = root.withRootState { interest.path.read(in: $0) { $0.pointee } }
    if !interest.armed {
      interest.arm(with: value)
      root.add(interest)
    }
    registrar.access(self, keyPath: observationKeyPath(of: interest))
    return value
  }

  /// The interest in `keyPath`, made on first use. Found by the key path's identity first (a key path literal is
  /// one object per call site): hashing a key path walks its components.
  private func interest<Value>(
    for keyPath: KeyPath<State, Value>, at valuePath: StatePath<Value>?,
    _ makeIsEqual: () -> ValueComparison<Value>
  ) -> TypedInterest<Value> {
    if let recent = recentInterests.first(where: { $0.keyPath === keyPath }) {
      return typed(recent.interest)
    }
    if let known = interests[keyPath] {
      if let slot = recentInterests.firstIndex(where: { $0.interest === known }) {
        // Another object for the same path (an appended key path is made anew each time): keep one slot.
        recentInterests[slot].keyPath = keyPath
      } else {
        rememberRecent(keyPath, known)
      }
      return typed(known)
    }
    // Interests are never forgotten, so their count numbers the next one, unique in this store.
    let made = TypedInterest(
      observedKeyPath: \Store.[observing: interests.count], owner: self,
      path: valuePath ?? path.appending(keyPath), isEqual: makeIsEqual())
    interests[keyPath] = made
    rememberRecent(keyPath, made)
    return made
  }

  /// An interest found under a `KeyPath<State, Value>`, as the class it was made as.
  ///
  /// Not a checked cast: `as?` to a generic class looks its metadata up in the runtime's cache on every read, which
  /// doubled the cost of a store read (`shared.read.plain`) where this code is not specialized.
  private func typed<Value>(_ interest: Interest) -> TypedInterest<Value> {
    // NB: an interest is stored under a `KeyPath<State, Value>` only when made as a `TypedInterest<Value>`
    // (`interest(for:at:_:)`), and key paths of different value types are never equal: this is its own class.
    unsafeDowncast(interest, to: TypedInterest<Value>.self)
  }

  private func rememberRecent(_ keyPath: AnyKeyPath, _ interest: Interest) {
    if recentInterests.count < 8 { recentInterests.append((keyPath, interest)) }
  }

  /// The key path Observation knows `interest` by (not a checked cast, for the reason ``typed(_:)`` gives).
  private func observationKeyPath(of interest: Interest) -> KeyPath<Store, Int> {
    // NB: every interest this store is asked about is its own, and its `observedKeyPath` is made as
    // `\Store.[observing: id]` of this store's own type (`interest(for:at:_:)`).
    unsafeDowncast(interest.observedKeyPath, to: KeyPath<Store, Int>.self)
  }

  /// What the key path Observation knows an interest by projects: the interest's number. Nothing reads it; the key
  /// path is hashed and compared by that one number, where a key path argument of another type would be hashed
  /// component by component on every access and every mutation.
  subscript(observing id: Int) -> Int { id }

  func publish(_ interest: Interest) {
    registrar.withMutation(of: self, keyPath: observationKeyPath(of: interest)) {}
  }

  /// How many interests of this store's tree are armed (for tests).
  package var armedInterestCount: Int { root.armedCount }
}

/// `==` of `Value` when it is `Equatable`, found once per interest; else a comparison of the dynamic values (an
/// existential, say).
private func equality<Value>(of type: Value.Type) -> ValueComparison<Value> {
  guard let equatable = type as? any Equatable.Type else {
    return { valuesAreEqual($0.pointee, $1.pointee) }
  }
  func open<E: Equatable>(_: E.Type) -> ValueComparison<Value> {
    { ($0.pointee as? E) == ($1.pointee as? E) }
  }
  return open(equatable)
}
