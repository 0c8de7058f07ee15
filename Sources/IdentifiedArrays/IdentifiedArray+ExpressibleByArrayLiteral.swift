extension IdentifiedArray: ExpressibleByArrayLiteral
where Element: Identifiable, Element.ID == ID {
  /// Creates an array from a literal of elements with distinct ids.
  ///
  /// ```swift
  /// var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
  /// ```
  ///
  /// > Important: A repeated id is a programmer error: it stops with a precondition failure
  /// > naming the id.
  public init(arrayLiteral elements: Element...) {
    self.init(
      _validating: elements,
      ids: elements.map(\.id),
      idKeyPath: \Element.id,
      operation: "IdentifiedArray array literal"
    )
  }
}
