/// The keyed container over a case literal, in one of two modes.
///
/// - Enum mode (`enumCase != nil`): the literal `name(args)` reads as Swift's synthesized enum
///   coding, `{"name": {"_0": …, "label": …}}`: exactly one key, the case name, whose nested
///   container is the argument list.
/// - Argument mode: the literal's arguments themselves are the keys (`_0`, `_1`, … for
///   positional ones, labels for the rest). Used for enum payloads, struct literals whose name
///   is the type's name (`Item(id: …)`) and bare argument lists (`(id: …)`).
struct LiteralKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: LiteralDecoderImpl
  let enumCase: String?

  var node: DecodingNode { decoder.node }
  var codingPath: [any CodingKey] { decoder.codingPath }

  var allKeys: [Key] {
    if let enumCase {
      guard let key = Key(stringValue: enumCase) else {
        node.unmatchedCase = DecodingNode.UnmatchedCase(nearbyNames: {
          DecodingSession.probeNames(near: enumCase, in: Key.self)
        })
        return []
      }
      node.payloadUsed = true
      return [key]
    }
    node.payloadUsed = true
    return node.arguments.compactMap { Key(stringValue: $0.key) }
  }

  func contains(_ key: Key) -> Bool {
    if let enumCase {
      guard key.stringValue == enumCase else { return false }
      node.payloadUsed = true
      return true
    }
    node.payloadUsed = true
    node.request(key.stringValue)
    return node.argument(forKey: key.stringValue) != nil
  }

  /// The decoder for `key`'s value; throws a located error when the literal lacks it.
  private func decoder(for key: Key, type: Any.Type?) throws -> LiteralDecoderImpl {
    try decoder(for: key as any CodingKey, type: type)
  }

  private func decoder(for key: any CodingKey, type: Any.Type?) throws -> LiteralDecoderImpl {
    if let enumCase {
      if key.stringValue == enumCase {
        node.payloadUsed = true
        return decoder.child(
          node, isPayload: true, key: key, type: type ?? decoder.targetType)
      }
      let argument = node.argument(forKey: key.stringValue)
      if decoder.targetType == nil, let argument {
        node.payloadUsed = true
        node.request(key.stringValue)
        return decoder.child(argument.node, key: key, type: type)
      }
      throw caseMismatch(key: key.stringValue, labelMatches: argument != nil)
    }
    node.payloadUsed = true
    node.request(key.stringValue)
    guard let argument = node.argument(forKey: key.stringValue) else {
      throw node.missingArgumentError(key: key.stringValue, typeName: decoder.typeName)
    }
    return decoder.child(argument.node, key: key, type: type)
  }

  /// A named literal whose name is neither the type's name nor used as an enum case.
  private func caseMismatch(key: String, labelMatches: Bool) -> ScriptError {
    let typeName = decoder.typeName
    let simple = decoder.targetType.map(TypeNames.simpleName) ?? typeName
    let name = node.caseName ?? ""
    if labelMatches {
      return ScriptError(
        at: node.location, "`\(ActionLiteral.printableName(name))` does not name `\(typeName)`",
        expected: "`\(simple)(…)` or a bare argument list `(…)`", suggestions: [simple])
    }
    let argument = DecodingNode.isPositionalKey(key) ? "…" : "\(key): …"
    return ScriptError(
      at: node.location, "cannot use case \(node.caseDisplay) as `\(typeName)`",
      expected: "`\(simple)(\(argument))`")
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    try decoder(for: key, type: nil).decodeNil()
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try decoder(for: key, type: type).decodeBool()
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try decoder(for: key, type: type).decodeString()
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try decoder(for: key, type: type).decodeFloatingPoint(type)
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try decoder(for: key, type: type).decodeFloatingPoint(type)
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try decoder(for: key, type: type).decodeInteger(type)
  }

  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try decoder(for: key, type: type).decodeInteger(type)
  }

  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try decoder(for: key, type: type).decodeInteger(type)
  }

  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try decoder(for: key, type: type).decodeInteger(type)
  }

  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try decoder(for: key, type: type).decodeInteger(type)
  }

  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try decoder(for: key, type: type).decodeInteger(type)
  }

  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try decoder(for: key, type: type).decodeInteger(type)
  }

  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try decoder(for: key, type: type).decodeInteger(type)
  }

  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try decoder(for: key, type: type).decodeInteger(type)
  }

  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try decoder(for: key, type: type).decodeInteger(type)
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    let child = try decoder(for: key, type: type)
    return try child.session.decode(
      T.self, node: child.node, isPayload: child.isPayload, codingPath: child.codingPath)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type,
    forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try decoder(for: key, type: nil).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(for: key, type: nil).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    try decoder(for: LiteralCodingKey(stringValue: "super"), type: nil)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    try decoder(for: key, type: nil)
  }
}
