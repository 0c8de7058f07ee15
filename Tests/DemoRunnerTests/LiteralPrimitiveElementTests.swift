import DemoRunnerCore
import DemoScript
import Testing

/// Every primitive type read and written as an array element: the unkeyed containers take primitives through
/// their generic method (each element's own single-value container reads or writes the leaf), so each typed
/// overload must still land on the same checks and give the same literal as a single value does.
@Suite struct LiteralPrimitiveElementTests {
  /// One element of each primitive type `Codable` names, written and read through an unkeyed container.
  struct EveryPrimitive: Codable, Equatable {
    var bool = true
    var string = "s"
    var double = 1.5
    var float: Float = 0.25
    var int = -1
    var int8: Int8 = -8
    var int16: Int16 = 16
    var int32: Int32 = 32
    var int64: Int64 = 64
    var uint: UInt = 1
    var uint8: UInt8 = 8
    var uint16: UInt16 = 16
    var uint32: UInt32 = 32
    var uint64: UInt64 = .max

    init() {}

    func encode(to encoder: any Encoder) throws {
      var elements = encoder.unkeyedContainer()
      try elements.encode(bool)
      try elements.encode(string)
      try elements.encode(double)
      try elements.encode(float)
      try elements.encode(int)
      try elements.encode(int8)
      try elements.encode(int16)
      try elements.encode(int32)
      try elements.encode(int64)
      try elements.encode(uint)
      try elements.encode(uint8)
      try elements.encode(uint16)
      try elements.encode(uint32)
      try elements.encode(uint64)
    }

    init(from decoder: any Decoder) throws {
      var elements = try decoder.unkeyedContainer()
      bool = try elements.decode(Bool.self)
      string = try elements.decode(String.self)
      double = try elements.decode(Double.self)
      float = try elements.decode(Float.self)
      int = try elements.decode(Int.self)
      int8 = try elements.decode(Int8.self)
      int16 = try elements.decode(Int16.self)
      int32 = try elements.decode(Int32.self)
      int64 = try elements.decode(Int64.self)
      uint = try elements.decode(UInt.self)
      uint8 = try elements.decode(UInt8.self)
      uint16 = try elements.decode(UInt16.self)
      uint32 = try elements.decode(UInt32.self)
      uint64 = try elements.decode(UInt64.self)
    }
  }

  static let printed =
    #"[true, "s", 1.5, 0.25, -1, -8, 16, 32, 64, 1, 8, 16, 32, 18446744073709551615]"#

  @Test func everyPrimitiveElementIsWrittenAsItsLeafLiteral() throws {
    #expect(try LiteralEncoder().encode(EveryPrimitive()).description == Self.printed)
  }

  @Test func everyPrimitiveElementIsReadBack() throws {
    #expect(try decodeAction(EveryPrimitive.self, from: Self.printed) == EveryPrimitive())
  }

  @Test func anElementOutOfItsTypesRangeIsReportedAtTheElement() throws {
    let text = #"[true, "s", 1.5, 0.25, -1, 300, 16, 32, 64, 1, 8, 16, 32, 1]"#
    do throws(ScriptError) {
      _ = try decodeAction(EveryPrimitive.self, from: text)
      Issue.record("300 decoded as an Int8")
    } catch {
      #expect(error.message.contains("does not fit in `Int8`"), "\(error)")
      #expect(error.location.column == 28)
    }
  }

  @Test func anElementOfTheWrongKindSaysWhatWasExpected() throws {
    let text = #"[true, 7, 1.5, 0.25, -1, -8, 16, 32, 64, 1, 8, 16, 32, 1]"#
    do throws(ScriptError) {
      _ = try decodeAction(EveryPrimitive.self, from: text)
      Issue.record("7 decoded as a String")
    } catch {
      #expect(error.location.column == 8)
      #expect(error.message.contains("7"), "\(error)")
    }
  }

  /// The same primitives as named fields: the keyed containers take every integer through one generic method and
  /// the single-value decoder every integer and floating-point type through one each; each must still land on the
  /// typed checks and leaves (a `Float` prints its shortest form, an `Int8` out of range is refused).
  struct EveryKeyedPrimitive: Codable, Equatable {
    var float: Float = 0.1
    var int8: Int8 = -8
    var uint16: UInt16 = 16
    var uint64: UInt64 = .max
  }

  @Test func keyedPrimitivesGoThroughTheGenericIntegerAndFloatingPointWitnesses() throws {
    let printed = try LiteralEncoder().encode(EveryKeyedPrimitive()).description
    #expect(printed.contains("float: 0.1,"), "\(printed)")
    #expect(printed.contains("int8: -8, uint16: 16, uint64: 18446744073709551615"), "\(printed)")
    #expect(try decodeAction(EveryKeyedPrimitive.self, from: printed) == EveryKeyedPrimitive())
    let tooLarge = printed.split(separator: "int8: -8").joined(separator: "int8: 300")
    do throws(ScriptError) {
      _ = try decodeAction(EveryKeyedPrimitive.self, from: tooLarge)
      Issue.record("300 decoded as an Int8")
    } catch {
      #expect(error.message.contains("does not fit in `Int8`"), "\(error)")
    }
  }
}
