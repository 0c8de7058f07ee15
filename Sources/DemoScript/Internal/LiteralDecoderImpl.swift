import Foundation

/// The `Decoder` handed to a type's `init(from:)`: one literal node, seen either as a value or
/// (when `isPayload`) as the argument list of a case literal, i.e. the payload of an enum case.
final class LiteralDecoderImpl: Decoder {
  let node: DecodingNode
  let isPayload: Bool
  let session: DecodingSession
  let codingPath: [any CodingKey]
  /// The type being decoded, when known; used to tell struct literals from enum cases and for
  /// messages.
  let targetType: Any.Type?

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(
    node: DecodingNode,
    isPayload: Bool,
    session: DecodingSession,
    codingPath: [any CodingKey],
    targetType: Any.Type?
  ) {
    self.node = node
    self.isPayload = isPayload
    self.session = session
    self.codingPath = codingPath
    self.targetType = targetType
  }

  var typeName: String { targetType.map(TypeNames.displayName) ?? "value" }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .caseLiteral(let name, _) = node.content else {
      throw mismatch(expected: session.keyedExpectation(for: targetType))
    }
    let enumCase: String?
    if isPayload {
      enumCase = nil
    } else if let name, targetType.map(TypeNames.simpleName) != name {
      enumCase = name
      node.openedAsEnumCase = true
    } else {
      enumCase = nil
    }
    return KeyedDecodingContainer(
      LiteralKeyedDecodingContainer<Key>(decoder: self, enumCase: enumCase))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard !isPayload, case .array(let elements) = node.content else {
      throw mismatch(expected: "an array literal `[…]` for `\(typeName)`")
    }
    node.arrayReader = typeName
    return LiteralUnkeyedDecodingContainer(decoder: self, elements: elements)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    LiteralSingleValueDecodingContainer(decoder: self)
  }

  /// A decoder for `child` as a value of `type`.
  func child(
    _ child: DecodingNode,
    isPayload: Bool = false,
    key: any CodingKey,
    type: Any.Type?
  ) -> LiteralDecoderImpl {
    LiteralDecoderImpl(
      node: child, isPayload: isPayload, session: session, codingPath: codingPath + [key],
      targetType: type)
  }

  /// "cannot use <what was written> as `Type`", pointing at the node.
  func mismatch(expected: String, at target: DecodingNode? = nil) -> ScriptError {
    let target = target ?? node
    let shown = isPayload && target === node ? "arguments of \(node.caseDisplay)" : target.summary
    return ScriptError(
      at: target.location, "cannot use \(shown) as `\(typeName)`", expected: expected)
  }

  // MARK: - Single values

  /// The node that holds a single value: the node itself, or the only (unlabelled) argument of a
  /// payload.
  func valueNode() throws -> DecodingNode {
    guard isPayload else { return node }
    let arguments = node.arguments
    node.payloadUsed = true
    if arguments.count == 1, arguments[0].label == nil {
      node.request("_0")
      return arguments[0].node
    }
    throw mismatch(expected: "a single unlabelled argument in \(node.caseDisplay)")
  }

  func decodeNil() -> Bool {
    guard isPayload else { return node.isNil }
    node.payloadUsed = true
    let arguments = node.arguments
    if arguments.isEmpty { return true }
    if arguments.count == 1, arguments[0].label == nil, arguments[0].node.isNil {
      node.request("_0")
      return true
    }
    return false
  }

  func decodeBool() throws -> Bool {
    let value = try valueNode()
    guard case .bool(let result) = value.content else {
      throw mismatch(expected: "`true` or `false`", at: value)
    }
    return result
  }

  func decodeString() throws -> String {
    let value = try valueNode()
    switch value.content {
    case .string(let result):
      return result
    case .caseLiteral(let name?, let arguments) where arguments.isEmpty:
      value.payloadUsed = true
      return name
    default:
      throw mismatch(expected: "a string literal such as \"text\"", at: value)
    }
  }

  func decodeInteger<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
    let value = try valueNode()
    guard case .integer(let text) = value.content else {
      throw mismatch(expected: "an integer literal such as `42`", at: value)
    }
    guard let parsed = IntegerText(text) else {
      throw mismatch(expected: "an integer literal such as `42`", at: value)
    }
    guard let result = parsed.value(as: I.self) else {
      throw ScriptError(
        at: value.location, "integer literal `\(text)` does not fit in `\(I.self)`",
        expected: "a value in \(IntegerText.rangeDescription(of: I.self))")
    }
    return result
  }

  func decodeFloatingPoint<F: BinaryFloatingPoint>(_ type: F.Type) throws -> F {
    let value = try valueNode()
    let double: Double
    switch value.content {
    case .float(let result): double = result
    case .integer(let text): double = IntegerText(text)?.doubleValue ?? .nan
    default: throw mismatch(expected: "a number such as `1.5`", at: value)
    }
    let result = F(double)
    guard result.isFinite else {
      throw ScriptError(
        at: value.location, "\(value.summary) does not fit in `\(F.self)`",
        expected: "a finite `\(F.self)`")
    }
    return result
  }

  /// Decodes Foundation types whose own `Decodable` would give vague errors; `nil` for others.
  func decodeFoundationValue<T>(_ type: T.Type) throws -> T? {
    if T.self == UUID.self {
      let value = try valueNode()
      guard case .string(let text) = value.content, let uuid = UUID(uuidString: text) else {
        throw mismatch(
          expected: "a UUID string such as \"00000000-0000-0000-0000-000000000000\"", at: value)
      }
      return uuid as? T
    }
    if T.self == URL.self {
      let value = try valueNode()
      guard case .string(let text) = value.content, let url = URL(string: text) else {
        throw mismatch(expected: "a URL string such as \"https://example.com\"", at: value)
      }
      return url as? T
    }
    if T.self == Date.self {
      let seconds: Double
      do {
        seconds = try decodeFloatingPoint(Double.self)
      } catch {
        throw mismatch(
          expected: "a number of seconds since 2001-01-01 00:00:00 UTC", at: try? valueNode())
      }
      return Date(timeIntervalSinceReferenceDate: seconds) as? T
    }
    return nil
  }
}

/// The single-value container: every method forwards to the decoder's typed helpers.
struct LiteralSingleValueDecodingContainer: PrimitiveDecodingContainer {
  let decoder: LiteralDecoderImpl
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { decoder.decodeNil() }
  func decodeBool() throws -> Bool { try decoder.decodeBool() }
  func decodeString() throws -> String { try decoder.decodeString() }
  func decodeInteger<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
    try decoder.decodeInteger(type)
  }
  func decodeFloatingPoint<F: BinaryFloatingPoint>(_ type: F.Type) throws -> F {
    try decoder.decodeFloatingPoint(type)
  }

  func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    try decoder.session.decode(
      T.self, node: decoder.node, isPayload: decoder.isPayload, codingPath: codingPath)
  }
}
