/// The parsed parts of an integer literal's source text (`-1_000`, `0xFF`, `0b1010`).
///
/// Integer literals keep their text in the syntax tree; this type turns the text into a value
/// of a concrete integer type only when decoding asks for one, so an out-of-range literal is a
/// located error instead of a trap.
struct IntegerText: Equatable {
  /// Whether the literal had a leading `-`.
  var isNegative: Bool
  /// 2, 8, 10 or 16.
  var radix: Int
  /// The digits without prefix, sign or underscores (never empty).
  var digits: String

  /// Splits `text`; `nil` if it is not a well-formed integer literal.
  init?(_ text: String) {
    var rest = Substring(text)
    isNegative = rest.first == "-"
    if isNegative { rest = rest.dropFirst() }
    var base = 10
    if rest.count > 2, rest.first == "0" {
      let marker = rest[rest.index(after: rest.startIndex)]
      let radixForMarker: [Character: Int] = ["x": 16, "o": 8, "b": 2]
      if let value = radixForMarker[marker] {
        base = value
        rest = rest.dropFirst(2)
      }
    }
    let cleaned = rest.filter { $0 != "_" }
    guard !cleaned.isEmpty,
      cleaned.allSatisfy({ $0.isASCII && ($0.hexDigitValue ?? base) < base })
    else { return nil }
    radix = base
    digits = String(cleaned)
  }

  /// The value as `I`, or `nil` when it does not fit.
  func value<I: FixedWidthInteger>(as _: I.Type) -> I? {
    I((isNegative ? "-" : "") + digits, radix: radix)
  }

  /// The value as the nearest `Double` (possibly infinite for absurdly long literals).
  var doubleValue: Double {
    if radix == 10, let value = Double((isNegative ? "-" : "") + digits) { return value }
    var magnitude = 0.0
    for digit in digits {
      magnitude = magnitude * Double(radix) + Double(digit.hexDigitValue ?? 0)
    }
    return isNegative ? -magnitude : magnitude
  }

  /// The valid range of `I`, for messages.
  static func rangeDescription<I: FixedWidthInteger>(of _: I.Type) -> String {
    "\(I.min)...\(I.max)"
  }

  static func == (lhs: IntegerText, rhs: IntegerText) -> Bool {
    if let left = lhs.value(as: Int128.self), let right = rhs.value(as: Int128.self) {
      return left == right
    }
    let leftDigits = lhs.digits.drop { $0 == "0" }
    let rightDigits = rhs.digits.drop { $0 == "0" }
    return lhs.isNegative == rhs.isNegative && lhs.radix == rhs.radix && leftDigits == rightDigits
  }
}
