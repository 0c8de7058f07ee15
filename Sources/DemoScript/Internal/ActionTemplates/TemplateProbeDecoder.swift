import Foundation

/// A decoder that builds placeholder values and records the payload fields of one enum case.
///
/// At depth 0 its keyed container claims exactly one key, the case being probed, so a
/// synthesized enum `init(from:)` takes that case; the nested container it then opens (depth 1)
/// records each field asked for. Deeper values are placeholders: zero, `false`, the nil UUID's
/// text, empty collections, `nil` optionals, the first case of an enum. A type that refuses a
/// placeholder ends the probe (``ActionTemplates`` then marks the template incomplete), and
/// recursion stops at ``maximumDepth``, so no type can make it loop.
struct TemplateProbeDecoder: Decoder {
  /// How deep placeholders are built before giving up.
  static let maximumDepth = 32
  /// Text every placeholder string has: a valid UUID (and URL) so `UUID`s decode.
  static let placeholderText = "00000000-0000-0000-0000-000000000000"

  let probe: TemplateProbe
  let depth: Int
  /// The case the keyed container claims: the probed case at depth 0, an enum's first case below.
  let caseName: String?

  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    try checkDepth()
    return KeyedDecodingContainer(
      ProbeKeyedContainer<Key>(probe: probe, depth: depth, caseName: caseName))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try checkDepth()
    return ProbeUnkeyedContainer()
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    try checkDepth()
    return ProbeSingleValueContainer(probe: probe, depth: depth)
  }

  private func checkDepth() throws {
    if depth > Self.maximumDepth { throw ProbeStopped() }
  }

  /// A placeholder of `type`, built `depth` levels down.
  static func placeholder<T: Decodable>(_ type: T.Type, probe: TemplateProbe, depth: Int) throws
    -> T
  {
    let first = EnumCaseNames.of(type)?.first
    return try T(from: TemplateProbeDecoder(probe: probe, depth: depth, caseName: first))
  }
}

/// Thrown when a placeholder cannot be built (too deep, or a type that refuses it).
struct ProbeStopped: Error {}

/// The keyed container: claims `caseName` as its only key; records fields at depth 1.
private struct ProbeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let probe: TemplateProbe
  let depth: Int
  let caseName: String?

  var codingPath: [any CodingKey] { [] }
  var allKeys: [Key] { caseName.flatMap { Key(stringValue: $0) }.map { [$0] } ?? [] }
  private var records: Bool { depth == 1 }

  func contains(_ key: Key) -> Bool { key.stringValue == caseName }

  func decodeNil(forKey key: Key) throws -> Bool { false }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(type, key) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(type, key) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(type, key) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(type, key) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(type, key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(type, key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(type, key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(type, key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(type, key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(type, key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(type, key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(type, key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(type, key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(type, key) }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(type, key) }

  /// Records `key` (at depth 1) and builds a placeholder of `type`.
  private func value<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
    if records {
      probe.fields.append(.init(label: key.stringValue, type: ActionTemplates.typeName(type)))
    }
    do {
      return try TemplateProbeDecoder.placeholder(type, probe: probe, depth: depth + 1)
    } catch {
      throw ProbeStopped()
    }
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    if records {
      probe.fields.append(
        .init(label: key.stringValue, type: ActionTemplates.typeName(type) + "?"))
    }
    return nil
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    KeyedDecodingContainer(
      ProbeKeyedContainer<NestedKey>(probe: probe, depth: depth + 1, caseName: nil))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    ProbeUnkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    TemplateProbeDecoder(probe: probe, depth: depth + 1, caseName: nil)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    TemplateProbeDecoder(probe: probe, depth: depth + 1, caseName: nil)
  }
}

/// An empty array.
private struct ProbeUnkeyedContainer: UnkeyedDecodingContainer {
  var codingPath: [any CodingKey] { [] }
  var count: Int? { 0 }
  var isAtEnd: Bool { true }
  var currentIndex: Int { 0 }

  mutating func decodeNil() throws -> Bool { true }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { throw ProbeStopped() }
  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> { throw ProbeStopped() }
  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw ProbeStopped()
  }
  mutating func superDecoder() throws -> any Decoder { throw ProbeStopped() }
}

/// Zero, `false`, ``TemplateProbeDecoder/placeholderText``, or `nil` for an optional.
private struct ProbeSingleValueContainer: PrimitiveDecodingContainer {
  let probe: TemplateProbe
  let depth: Int

  var codingPath: [any CodingKey] { [] }

  func decodeNil() -> Bool { true }
  func decodeBool() throws -> Bool { false }
  func decodeString() throws -> String { TemplateProbeDecoder.placeholderText }
  func decodeInteger<I: FixedWidthInteger>(_ type: I.Type) throws -> I { 0 }
  func decodeFloatingPoint<F: BinaryFloatingPoint>(_ type: F.Type) throws -> F { 0 }
  func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    try TemplateProbeDecoder.placeholder(type, probe: probe, depth: depth + 1)
  }
}
