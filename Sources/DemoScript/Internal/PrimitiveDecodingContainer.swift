/// A single-value decoding container that reads every primitive through four entry points (two generic) and
/// every other value through ``decodeValue(_:)``; the extension supplies the `decode` overloads
/// `SingleValueDecodingContainer` asks for, the integer and floating-point ones as one generic witness each, so
/// the script decoder and the template probe list them once.
protocol PrimitiveDecodingContainer: SingleValueDecodingContainer {
  /// The value as a `Bool`.
  func decodeBool() throws -> Bool
  /// The value as a `String`.
  func decodeString() throws -> String
  /// The value as an integer of `type`.
  func decodeInteger<I: FixedWidthInteger>(_ type: I.Type) throws -> I
  /// The value as a floating-point number of `type`.
  func decodeFloatingPoint<F: BinaryFloatingPoint>(_ type: F.Type) throws -> F
  /// Any other value, through its own `init(from:)` (the generic `decode` requirement).
  func decodeValue<T: Decodable>(_ type: T.Type) throws -> T
}

extension PrimitiveDecodingContainer {
  func decode(_ type: Bool.Type) throws -> Bool { try decodeBool() }
  func decode(_ type: String.Type) throws -> String { try decodeString() }

  /// Stands for the `Double` and `Float` requirements.
  func decode<F: BinaryFloatingPoint & Decodable>(_ type: F.Type) throws -> F {
    try decodeFloatingPoint(type)
  }

  /// Stands for the ten integer requirements (`Int` … `UInt64`).
  func decode<I: FixedWidthInteger & Decodable>(_ type: I.Type) throws -> I {
    try decodeInteger(type)
  }

  /// The generic requirement: the typed overloads above are more specific, so a primitive never comes here.
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type) }
}
