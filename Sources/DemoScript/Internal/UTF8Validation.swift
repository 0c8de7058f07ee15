/// Strict UTF-8 validation that says where the first bad byte is.
enum UTF8Validation {
  /// The offset of the first byte that does not start a well-formed UTF-8 sequence (overlong
  /// forms, surrogates and values past U+10FFFF are ill-formed), or `nil` when all are valid.
  static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      guard let (length, second) = sequence(startingWith: bytes[index]) else { return index }
      // The second byte's range is the lead's own (it rules out overlong forms, surrogates and
      // values past U+10FFFF); every later byte is a plain continuation byte.
      for offset in 1..<length {
        let range: ClosedRange<UInt8> = offset == 1 ? second : 0x80...0xBF
        guard index + offset < count, range.contains(bytes[index + offset]) else { return index }
      }
      index += length
    }
    return nil
  }

  /// The length of the sequence a `lead` byte starts and the range its second byte must fall in
  /// (Table 3-7 of the Unicode Standard), or `nil` for a byte that cannot start one.
  private static func sequence(startingWith lead: UInt8) -> (Int, ClosedRange<UInt8>)? {
    switch lead {
    case 0x00...0x7F: (1, 0x80...0xBF)
    case 0xC2...0xDF: (2, 0x80...0xBF)
    case 0xE0: (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
    case 0xED: (3, 0x80...0x9F)
    case 0xF0: (4, 0x90...0xBF)
    case 0xF1...0xF3: (4, 0x80...0xBF)
    case 0xF4: (4, 0x80...0x8F)
    default: nil
    }
  }
}
