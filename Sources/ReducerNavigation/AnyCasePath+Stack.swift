public import CaseReflection
extension AnyCasePath {
  /// The actions of the stack element with `id`: TCA's `\.path[id: 0]`, spelled without a macro.
  ///
  /// ```swift
  /// let first = AnyCasePath(Action.path).element(id: 0)
  /// await store.receive(first.appending(Path.Action.screenA)) { … }
  /// ```
  ///
  /// Extracts the element action only from `.element(id:action:)` with this `id`; embeds into it.
  public func element<ElementState, ElementAction>(id: StackElementID) -> AnyCasePath<
    Root, ElementAction
  > where Value == StackAction<ElementState, ElementAction> {
    appending(
      path: AnyCasePath<StackAction<ElementState, ElementAction>, ElementAction>(
        embed: { .element(id: id, action: $0) },
        extract: { stackAction in
          guard case let .element(elementID, action) = stackAction, elementID == id else {
            return nil
          }
          return action
        }))
  }
}

extension AnyCasePath where Root == Value {
  /// The case path that embeds and extracts the value itself: TCA's `\.self`, e.g. the action side of a `Scope`
  /// whose child has the same actions as its parent.
  public static var identity: AnyCasePath<Root, Root> {
    AnyCasePath(embed: { $0 }, extract: { $0 })
  }
}
