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

  mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type: type).decodeBool() }
  mutating func decode(_ type: String.Type) throws -> String {
    try next(type: type).decodeString()
  }
  mutating func decode(_ type: Double.Type) throws -> Double {
    try next(type: type).decodeFloatingPoint(type)
  }
  mutating func decode(_ type: Float.Type) throws -> Float {
    try next(type: type).decodeFloatingPoint(type)
  }
  mutating func decode(_ type: Int.Type) throws -> Int { try next(type: type).decodeInteger(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 {
    try next(type: type).decodeInteger(type)
  }
  mutating func decode(_ type: Int16.Type) throws -> Int16 {
    try next(type: type).decodeInteger(type)
  }
  mutating func decode(_ type: Int32.Type) throws -> Int32 {
    try next(type: type).decodeInteger(type)
  }
  mutating func decode(_ type: Int64.Type) throws -> Int64 {
    try next(type: type).decodeInteger(type)
  }
  mutating func decode(_ type: UInt.Type) throws -> UInt {
    try next(type: type).decodeInteger(type)
  }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
    try next(type: type).decodeInteger(type)
  }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try next(type: type).decodeInteger(type)
  }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try next(type: type).decodeInteger(type)
  }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try next(type: type).decodeInteger(type)
  }

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
