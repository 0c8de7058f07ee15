extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as a plain array; the ids are not written separately.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(contentsOf: _elements)
  }
}

extension IdentifiedArray: Decodable
where Element: Decodable & Identifiable, Element.ID == ID {
  /// Decodes a plain array of elements, rejecting repeated ids.
  ///
  /// Decoded data comes from outside, so a duplicate never crashes: it throws.
  ///
  /// - Throws: `DecodingError.dataCorrupted` whose coding path ends at the second element with a
  ///   repeated id and whose description names the id and both indices; or any error decoding
  ///   an element throws.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var elements: [Element] = []
    while !container.isAtEnd {
      elements.append(try container.decode(Element.self))
    }
    let ids = elements.map(\.id)
    let (table, duplicate) = IDPositionTable.make(indexing: ids)
    if let duplicate {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath + [ElementIndexKey(duplicate.second)],
          debugDescription: "Duplicate id \(String(reflecting: ids[duplicate.second])) at index "
            + "\(duplicate.second) (first at index \(duplicate.first)); the ids in an "
            + "IdentifiedArray must be unique."
        )
      )
    }
    self.init(_ids: ids, elements: elements, table: table, idKeyPath: \Element.id)
  }
}

/// The coding key of an element's position in an unkeyed container.
private struct ElementIndexKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(_ index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  init(intValue: Int) {
    self.init(intValue)
  }

  init?(stringValue: String) {
    return nil
  }
}
