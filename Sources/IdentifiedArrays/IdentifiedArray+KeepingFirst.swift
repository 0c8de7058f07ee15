extension IdentifiedArray where Element: Identifiable, Element.ID == ID {
  /// The elements in order, keeping the first of any repeated id.
  ///
  /// For data from outside (a server's answer, a decoded file), where a repeated id must not trap:
  /// `init(uniqueElements:)` treats one as a programmer error. Later elements with an id already present are
  /// dropped, so the result's count can be smaller than `elements.count`.
  ///
  /// ```swift
  /// let rows = IdentifiedArray(keepingFirstOf: [Row(id: 1, "a"), Row(id: 1, "b")])   // [Row(id: 1, "a")]
  /// ```
  public init(keepingFirstOf elements: [Element]) {
    self.init()
    for element in elements { append(element) }
  }
}
