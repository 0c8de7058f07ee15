/// A single-value decoding container that reads every primitive through four generic entry points;
/// the extension supplies the typed `decode` overloads `SingleValueDecodingContainer` asks for, so
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
}

extension PrimitiveDecodingContainer {
  func decode(_ type: Bool.Type) throws -> Bool { try decodeBool() }
  func decode(_ type: String.Type) throws -> String { try decodeString() }
  func decode(_ type: Double.Type) throws -> Double { try decodeFloatingPoint(type) }
  func decode(_ type: Float.Type) throws -> Float { try decodeFloatingPoint(type) }
  func decode(_ type: Int.Type) throws -> Int { try decodeInteger(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger(type) }
}
