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
    isEqual makeIsEqual: () -> @MainActor (Value, Value) -> Bool
  ) -> Value {
    let interest = self.interest(for: keyPath, at: valuePath, makeIsEqual)
    let value = root.withRootState { interest.path.read(in: $0) { $0.pointee } }
    if !interest.armed {
      interest.arm(with: value)
      root.add(interest)
    }
    if let keyPath = observationKeyPath(of: interest) { registrar.access(self, keyPath: keyPath) }
    return value
  }

  /// The interest in `keyPath`, made on first use. Found by the key path's identity first (a key path literal is
  /// one object per call site): hashing a key path walks its components.
  private func interest<Value>(
    for keyPath: KeyPath<State, Value>, at valuePath: StatePath<Value>?,
    _ makeIsEqual: () -> @MainActor (Value, Value) -> Bool
  ) -> TypedInterest<Value> {
    // An interest is stored under a `KeyPath<State, Value>` only when made as a `TypedInterest<Value>` (below), and
    // key paths of different value types are never equal: the casts find the interest's own class.
    if let recent = recentInterests.first(where: { $0.keyPath === keyPath }),
      let interest = recent.interest as? TypedInterest<Value>
    {
      return interest
    }
    if let known = interests[keyPath] as? TypedInterest<Value> {
      if let slot = recentInterests.firstIndex(where: { $0.interest === known }) {
        // Another object for the same path (an appended key path is made anew each time): keep one slot.
        recentInterests[slot].keyPath = keyPath
      } else {
        rememberRecent(keyPath, known)
      }
      return known
    }
    // Interests are never forgotten, so their count numbers the next one, unique in this store.
    let made = TypedInterest(
      observedKeyPath: \Store.[observing: interests.count], owner: self,
      path: valuePath ?? path.appending(keyPath), isEqual: makeIsEqual())
    interests[keyPath] = made
    rememberRecent(keyPath, made)
    return made
  }

  private func rememberRecent(_ keyPath: AnyKeyPath, _ interest: Interest) {
    if recentInterests.count < 8 { recentInterests.append((keyPath, interest)) }
  }

  /// The key path Observation knows `interest` by: every interest's `observedKeyPath` is made as
  /// `\Store.[observing: id]` of this store's own type (`interest(for:)`).
  private func observationKeyPath(of interest: Interest) -> KeyPath<Store, Int>? {
    interest.observedKeyPath as? KeyPath<Store, Int>
  }

  /// What the key path Observation knows an interest by projects: the interest's number. Nothing reads it; the key
  /// path is hashed and compared by that one number, where a key path argument of another type would be hashed
  /// component by component on every access and every mutation.
  subscript(observing id: Int) -> Int { id }

  func publish(_ interest: Interest) {
    guard let keyPath = observationKeyPath(of: interest) else { return }
    registrar.withMutation(of: self, keyPath: keyPath) {}
  }

  /// How many interests of this store's tree are armed (for tests).
  package var armedInterestCount: Int { root.armedCount }
}

/// `==` of `Value` when it is `Equatable`, found once per interest; else a comparison of the dynamic values (an
/// existential, say).
private func equality<Value>(of type: Value.Type) -> @MainActor (Value, Value) -> Bool {
  guard let equatable = type as? any Equatable.Type else { return { valuesAreEqual($0, $1) } }
  func open<E: Equatable>(_: E.Type) -> @MainActor (Value, Value) -> Bool {
    { ($0 as? E) == ($1 as? E) }
  }
  return open(equatable)
}
