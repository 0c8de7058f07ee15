/// The unkeyed container over an array literal; records how many elements were read so that
/// leftovers are reported after decoding.
struct LiteralUnkeyedDecodingContainer: UnkeyedDecodingContainer {
  let decoder: LiteralDecoderImpl
  let elements: [DecodingNode]
  private(set) var currentIndex = 0

  init(decoder: LiteralDecoderImpl, elements: [DecodingNode]) {
    self.decoder = decoder
    self.elements = elements
  }

  var codingPath: [any CodingKey] { decoder.codingPath }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  /// The decoder for the next element; throws when the array is exhausted.
  private mutating func next(type: Any.Type?) throws -> LiteralDecoderImpl {
    guard currentIndex < elements.count else {
      throw ScriptError(
        at: decoder.node.location,
        "array literal has only \(elements.count) element(s)",
        expected: "more elements for `\(decoder.typeName)`")
    }
    let element = elements[currentIndex]
    let key = LiteralCodingKey(intValue: currentIndex)
    currentIndex += 1
    decoder.node.consumedElements = max(decoder.node.consumedElements, currentIndex)
    return decoder.child(element, key: key, type: type)
  }

  mutating func decodeNil() throws -> Bool {
    guard currentIndex < elements.count else {
      _ = try next(type: nil)
      return false
    }
    guard elements[currentIndex].isNil else { return false }
    _ = try next(type: nil)
    return true
  }

  /// Decodes the next element as any value, a primitive too: the generic method stands for the
  /// typed `decode` overloads, and the element's own single-value container reads the primitive.
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let child = try next(type: type)
    return try child.session.decode(
      T.self, node: child.node, isPayload: false, codingPath: child.codingPath)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try next(type: nil).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next(type: nil).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { try next(type: nil) }
}
