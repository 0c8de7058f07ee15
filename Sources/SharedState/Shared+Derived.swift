/// Derived references: a part of a shared value, read and written through it.
extension Shared {
  /// A `Shared` of one field of this value: `$team.members` is a `Shared<[Member]>`.
  ///
  /// It reads the field of the current value and writes it under this value's lock, so a child feature handed
  /// `$team.members` edits the parent's value (and its file, for a persisted key), and a `TestStore` asserts
  /// the change on the root: `$0.$team.withLock { $0.members.append(ada) }` or
  /// `$0.$team.members.withLock { $0.append(ada) }`.
  public subscript<Member: Sendable>(
    dynamicMember keyPath: any WritableKeyPath<Value, Member> & Sendable
  ) -> Shared<Member> {
    Shared<Member>(
      source: .derived(DerivedShared(KeyPathProjection(parent: self, keyPath: keyPath))))
  }

  /// Unwraps a shared optional: `nil` when it holds nil, else a `Shared<Value>` of the value inside.
  ///
  /// ```swift
  /// guard let team = Shared(state.$teams[id: id]) else { return .none }
  /// state.detail = TeamDetail.State(team: team)
  /// ```
  ///
  /// If the optional later becomes nil (the element was removed), the unwrapped reference keeps reading the last
  /// value it saw, so a screen being dismissed still shows it. A write through it (or through a field derived from
  /// it) then changes nothing and is a reported issue naming the key and the element — "A write through a Shared
  /// derived from .fileStorage(…)[id: 2] was dropped" — never a silent loss: a feature should dismiss the screens
  /// that show an element when it removes it. A `withLock` whose body changes nothing is not reported.
  public init?(_ base: Shared<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(
      source: .derived(
        DerivedShared(UnwrappedProjection(parent: base, lastValue: LastValue(value)))))
  }

  init(source: SharedSource<Value>) {
    self.source = source
  }
}
