/// The `Encoder` handed to a value's `encode(to:)`; writes into one ``EncodingBox``.
struct LiteralEncoderImpl: Encoder {
  let box: EncodingBox
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    box.makeKeyed()
    return KeyedEncodingContainer(
      LiteralKeyedEncodingContainer<Key>(box: box, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    box.makeUnkeyed()
    return LiteralUnkeyedEncodingContainer(box: box, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    LiteralSingleValueEncodingContainer(box: box, codingPath: codingPath)
  }
}

/// Leaf kinds for the primitive types every container accepts.
enum EncodedLeaf {
  static func integer<I: FixedWidthInteger>(_ value: I) -> ActionLiteral.Kind {
    .integer(String(value))
  }

  static func double(_ value: Double) -> ActionLiteral.Kind { .float(value) }

  /// Uses the `Float`'s shortest description so `0.1` prints as `0.1`, not `0.10000000149…`.
  static func float(_ value: Float) -> ActionLiteral.Kind {
    .float(Double("\(value)") ?? Double(value))
  }
}

struct LiteralKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let box: EncodingBox
  let codingPath: [any CodingKey]

  private func put(_ kind: ActionLiteral.Kind, _ key: Key) {
    box.set(EncodingBox(leaf: kind), forKey: key.stringValue)
  }

  mutating func encodeNil(forKey key: Key) { put(.nil, key) }
  mutating func encode(_ value: Bool, forKey key: Key) { put(.bool(value), key) }
  mutating func encode(_ value: String, forKey key: Key) { put(.string(value), key) }
  mutating func encode(_ value: Double, forKey key: Key) { put(EncodedLeaf.double(value), key) }
  mutating func encode(_ value: Float, forKey key: Key) { put(EncodedLeaf.float(value), key) }

  /// Stands for the ten typed integer `encode(_:forKey:)` requirements (`Int` … `UInt64`).
  mutating func encode<I: FixedWidthInteger & Encodable>(_ value: I, forKey key: Key) {
    put(EncodedLeaf.integer(value), key)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    box.set(try EncodingBox.encode(value, codingPath: codingPath + [key]), forKey: key.stringValue)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type,
    forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = box.entry(forKey: key.stringValue)
    return LiteralEncoderImpl(box: child, codingPath: codingPath + [key])
      .container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = box.entry(forKey: key.stringValue)
    return LiteralEncoderImpl(box: child, codingPath: codingPath + [key]).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    let key = LiteralCodingKey(stringValue: "super")
    return LiteralEncoderImpl(
      box: box.entry(forKey: key.stringValue), codingPath: codingPath + [key])
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    LiteralEncoderImpl(box: box.entry(forKey: key.stringValue), codingPath: codingPath + [key])
  }
}

struct LiteralUnkeyedEncodingContainer: UnkeyedEncodingContainer {
  let box: EncodingBox
  let codingPath: [any CodingKey]
  var count: Int { box.unkeyedCount }

  private func put(_ kind: ActionLiteral.Kind) { box.append(EncodingBox(leaf: kind)) }
  private var nextPath: [any CodingKey] { codingPath + [LiteralCodingKey(intValue: count)] }

  mutating func encodeNil() { put(.nil) }

  /// Encodes any value as the next element, a primitive too: the generic method stands for the
  /// typed `encode` overloads, and the element's own single-value container writes the leaf.
  mutating func encode<T: Encodable>(_ value: T) throws {
    box.append(try EncodingBox.encode(value, codingPath: nextPath))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    appendElementEncoder().container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    appendElementEncoder().unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { appendElementEncoder() }

  /// Appends an empty element and returns the encoder that writes into it.
  private func appendElementEncoder() -> LiteralEncoderImpl {
    let child = EncodingBox()
    let path = nextPath
    box.append(child)
    return LiteralEncoderImpl(box: child, codingPath: path)
  }
}

struct LiteralSingleValueEncodingContainer: SingleValueEncodingContainer {
  let box: EncodingBox
  let codingPath: [any CodingKey]

  private func put(_ kind: ActionLiteral.Kind) { box.storage = .single(kind) }

  mutating func encodeNil() { put(.nil) }
  mutating func encode(_ value: Bool) { put(.bool(value)) }
  mutating func encode(_ value: String) { put(.string(value)) }
  mutating func encode(_ value: Double) { put(EncodedLeaf.double(value)) }
  mutating func encode(_ value: Float) { put(EncodedLeaf.float(value)) }

  /// Stands for the ten typed integer `encode(_:)` requirements (`Int` … `UInt64`).
  mutating func encode<I: FixedWidthInteger & Encodable>(_ value: I) {
    put(EncodedLeaf.integer(value))
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    box.adopt(try EncodingBox.encode(value, codingPath: codingPath))
  }
}
