import Dependencies

/// `StaticString`s made at run time, one per text, kept for the life of the process: how a caller's location, which
/// Swift Testing's `SourceLocation` holds as `String`s, reaches the `StaticString` fields of ``ReportedIssue`` (and
/// `XCTFail(_:file:line:)`, which takes its file as one).
///
/// A test process reports at a few hundred distinct files at most, so the table stays small; a text is copied once,
/// the first time an issue is reported at it.
enum StaticStringTable {
  /// The `StaticString` holding `text`, made the first time it is asked for; `nil` if what `make(_:)` writes does
  /// not read back as `text` on this standard library (the report then carries its location in its message).
  static func staticString(_ text: String) -> StaticString? {
    // Made under the lock, so two threads reporting at one new file never both copy it (the loser's copy would leak).
    table.withLock { table in
      if let known = table[text] { return known }
      guard let made = make(text) else { return nil }
      table[text] = made
      return made
    }
  }

  private static let table = Lock<[String: StaticString]>([:])

  /// The stored form of a `StaticString` pointing at UTF-8 bytes: the start address, the number of bytes (without the
  /// terminating zero), and flags (bit 1: the bytes are ASCII; bit 0 clear: the first word is an address).
  private typealias Layout = (start: UInt, utf8CodeUnitCount: UInt, flags: UInt8)

  /// A `StaticString` over a new, never freed, zero-terminated copy of `text`'s UTF-8; `nil` unless it reads back
  /// as `text`.
  private static func make(_ text: String) -> StaticString? {
    guard MemoryLayout<StaticString>.size == MemoryLayout<Layout>.size else { return nil }
    let bytes = Array(text.utf8)
    // NB: the buffer is never deallocated (the table keeps each text's string for the life of the process, and the
    // issues holding one may outlive any scope), so the address a `StaticString` holds stays valid, as a literal's.
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count + 1)
    buffer.initialize(from: bytes, count: bytes.count)
    buffer[bytes.count] = 0
    let isASCII = bytes.allSatisfy { $0 < 0x80 }
    let layout: Layout = (UInt(bitPattern: buffer), UInt(bytes.count), isASCII ? 0b10 : 0)
    // NB: `StaticString` is `@frozen`: its stored properties (address, UTF-8 count, flags, in this order) are part
    // of the standard library's ABI, and the size was checked above; the result is also checked to read back as
    // `text` (address form, byte count, bytes) before it is used.
    let made = unsafeBitCast(layout, to: StaticString.self)
    guard made.hasPointerRepresentation, made.utf8CodeUnitCount == bytes.count,
      made.withUTF8Buffer({ $0.elementsEqual(bytes) })
    else {
      buffer.deallocate()
      return nil
    }
    return made
  }
}
