extension AnyCasePath {
  /// A case path reaching one level deeper: the case `path` extracts from this case's payload.
  ///
  /// ```swift
  /// let alert = AnyCasePath(Action.destination).appending(path: AnyCasePath(PresentationAction.presented))
  /// alert.extract(from: .destination(.presented(.confirm)))  // .confirm
  /// ```
  public func appending<Next>(path: AnyCasePath<Value, Next>) -> AnyCasePath<Root, Next> {
    let outer = self
    return AnyCasePath<Root, Next>(
      embed: { outer.embed(path.embed($0)) },
      extract: { outer.extract(from: $0).flatMap { path.extract(from: $0) } })
  }

  /// A case path reaching one level deeper through the payload's case constructor `embed`.
  ///
  /// The macro-free spelling of a key path like `\.destination.presented`:
  ///
  /// ```swift
  /// let presented = AnyCasePath(Action.destination).appending(PresentationAction.presented)
  /// presented.extract(from: .destination(.presented(.add(.saveTapped))))  // .add(.saveTapped)
  /// presented.embed(.add(.saveTapped))  // .destination(.presented(.add(.saveTapped)))
  /// ```
  public func appending<Next>(_ embed: @escaping @Sendable (Next) -> Value) -> AnyCasePath<
    Root, Next
  > {
    appending(path: AnyCasePath<Value, Next>(embed))
  }

  /// A case path reaching one level deeper through a two-payload case constructor, such as
  /// `StackAction.element` for `case element(id:action:)`.
  public func appending<A, B>(_ embed: @escaping @Sendable (A, B) -> Value) -> AnyCasePath<
    Root, (A, B)
  > {
    appending(path: AnyCasePath<Value, (A, B)>(embed))
  }
}
