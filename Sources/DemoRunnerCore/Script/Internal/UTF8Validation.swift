/// Strict UTF-8 validation that says where the first bad byte is.
enum UTF8Validation {
  /// The offset of the first byte that does not start a well-formed UTF-8 sequence (overlong
  /// forms, surrogates and values past U+10FFFF are ill-formed), or `nil` when all are valid.
  static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
    var index = 0
    let count = bytes.count
    func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
      offset < count && range.contains(bytes[offset])
    }
    while index < count {
      let lead = bytes[index]
      let length: Int
      switch lead {
      case 0x00...0x7F:
        length = 1
      case 0xC2...0xDF:
        guard continuation(index + 1) else { return index }
        length = 2
      case 0xE0:
        guard continuation(index + 1, 0xA0...0xBF), continuation(index + 2) else { return index }
        length = 3
      case 0xE1...0xEC, 0xEE...0xEF:
        guard continuation(index + 1), continuation(index + 2) else { return index }
        length = 3
      case 0xED:
        guard continuation(index + 1, 0x80...0x9F), continuation(index + 2) else { return index }
        length = 3
      case 0xF0:
        guard continuation(index + 1, 0x90...0xBF), continuation(index + 2),
          continuation(index + 3)
        else { return index }
        length = 4
      case 0xF1...0xF3:
        guard continuation(index + 1), continuation(index + 2), continuation(index + 3)
        else { return index }
        length = 4
      case 0xF4:
        guard continuation(index + 1, 0x80...0x8F), continuation(index + 2),
          continuation(index + 3)
        else { return index }
        length = 4
      default:
        return index
      }
      index += length
    }
    return nil
  }
}
