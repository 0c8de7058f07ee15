extension KeyedDecodingContainer {
  /// The one key of an enum case coded the way Swift synthesizes it (`{"case": {…}}`), or an error at this
  /// container naming the cases it may be (`cases`, e.g. "'dismiss' or 'presented'").
  func caseKey(expectingOneOf cases: String) throws -> Key {
    guard let key = allKeys.first, allKeys.count == 1 else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "Expected exactly one of \(cases)."))
    }
    return key
  }
}
