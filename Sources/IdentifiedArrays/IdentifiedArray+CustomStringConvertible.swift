extension IdentifiedArray: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The elements, printed like an array: `[Row(id: 1), Row(id: 2)]`.
  public var description: String {
    _elements.description
  }

  /// The elements, named as an identified array: `IdentifiedArray([Row(id: 1)])`.
  public var debugDescription: String {
    "IdentifiedArray(\(_elements.debugDescription))"
  }

  /// Mirrors the elements as a collection, so `dump` and test diffs show them like an array.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: _elements, displayStyle: .collection)
  }
}
