/// Turns the bytes a terminal sends into ``EditorKey``s: a pure state machine, fed one byte at a
/// time.
///
/// It understands UTF-8 text, the C0 editing keys (Ctrl-A … Ctrl-U, Backspace as DEL or BS,
/// Return as CR or LF) and the escape sequences terminals send for arrows, Home, End and Delete,
/// in both their CSI (`ESC [ A`, `ESC [ 3 ~`, `ESC [ 1 ; 5 C`) and SS3 (`ESC O A`) forms. Anything
/// else is consumed whole and ignored: an unknown sequence never inserts stray characters, and a
/// malformed UTF-8 byte is dropped.
///
/// Terminal replies and other control strings (OSC `ESC ] … BEL` or `ESC ] … ESC \`, DCS
/// `ESC P … ESC \`, SOS `ESC X`, PM `ESC ^`, APC `ESC _`) are consumed whole, however long, and
/// never typed into the line. CAN or SUB cancels one; Ctrl-C ends one and still interrupts, so a
/// stray `ESC ]` typed by hand cannot swallow the keys after it for good.
struct KeyParser: Sendable {
  /// Where the machine is between bytes.
  enum State: Equatable, Sendable {
    /// Between keys.
    case ground
    /// After `ESC`.
    case escape
    /// Inside `ESC [`: the parameter bytes so far.
    case csi([UInt8])
    /// After `ESC O`: the next byte names the key.
    case ss3
    /// Inside a sequence too long to be a key: everything up to its final byte is dropped.
    case discarding
    /// Inside a UTF-8 sequence: the scalar's bits so far and how many continuation bytes remain.
    case utf8(value: UInt32, remaining: Int)
    /// Inside a control string (OSC, DCS, SOS, PM, APC): everything up to its terminator is
    /// dropped.
    case controlString
    /// After `ESC` inside a control string: `\` ends it (ST); anything else starts a new escape.
    case controlStringEscape
  }

  /// The current state.
  private(set) var state = State.ground

  /// Feeds one byte; returns the key it completes, if any.
  mutating func feed(_ byte: UInt8) -> EditorKey? {
    switch state {
    case .ground:
      return ground(byte)
    case .escape:
      switch byte {
      case UInt8(ascii: "["): state = .csi([])
      case UInt8(ascii: "O"): state = .ss3
      case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"),
        UInt8(ascii: "_"):
        state = .controlString
      case 0x1B: state = .escape
      default: state = .ground  // Alt-x and the like: ignored.
      }
      return nil
    case .controlString:
      switch byte {
      case 0x07, 0x18, 0x1A: state = .ground  // BEL ends an OSC; CAN and SUB cancel.
      case 0x1B: state = .controlStringEscape
      case 0x03:
        state = .ground
        return .interrupt
      default: break
      }
      return nil
    case .controlStringEscape:
      if byte == UInt8(ascii: "\\") {
        state = .ground
        return nil
      }
      // Not ST: the string was cut short; this byte follows a fresh `ESC`.
      state = .escape
      return feed(byte)
    case .csi(let parameters):
      if (0x20...0x3F).contains(byte) {
        // Parameters and intermediates; a runaway sequence is abandoned.
        state = parameters.count < 16 ? .csi(parameters + [byte]) : .discarding
        return nil
      }
      state = .ground
      guard (0x40...0x7E).contains(byte) else { return nil }
      return Self.csiKey(final: byte, parameters: parameters)
    case .ss3:
      state = .ground
      return Self.csiKey(final: byte, parameters: [])
    case .discarding:
      if (0x40...0x7E).contains(byte) || byte < 0x20 { state = .ground }
      return nil
    case .utf8(let value, let remaining):
      guard byte & 0xC0 == 0x80 else {
        // Not a continuation: drop the partial scalar and read this byte afresh.
        state = .ground
        return ground(byte)
      }
      let next = value << 6 | UInt32(byte & 0x3F)
      if remaining > 1 {
        state = .utf8(value: next, remaining: remaining - 1)
        return nil
      }
      state = .ground
      guard let scalar = Unicode.Scalar(next), Self.isPrintable(scalar) else { return nil }
      return .insert(scalar)
    }
  }

  /// Feeds every byte of `bytes`; returns the keys they complete, in order.
  mutating func feed(_ bytes: some Sequence<UInt8>) -> [EditorKey] {
    bytes.compactMap { feed($0) }
  }

  private mutating func ground(_ byte: UInt8) -> EditorKey? {
    switch byte {
    case 0x1B: state = .escape
    case 0x0D, 0x0A: return .enter
    case 0x7F, 0x08: return .backspace
    case 0x01: return .home
    case 0x02: return .left
    case 0x03: return .interrupt
    case 0x04: return .endOfInput
    case 0x05: return .end
    case 0x06: return .right
    case 0x0B: return .killToEnd
    case 0x0E: return .down
    case 0x10: return .up
    case 0x15: return .killToStart
    case 0x20...0x7E: return .insert(Unicode.Scalar(byte))
    case 0xC2...0xDF: state = .utf8(value: UInt32(byte & 0x1F), remaining: 1)
    case 0xE0...0xEF: state = .utf8(value: UInt32(byte & 0x0F), remaining: 2)
    case 0xF0...0xF4: state = .utf8(value: UInt32(byte & 0x07), remaining: 3)
    default: break  // Other control characters and stray bytes are ignored.
    }
    return nil
  }

  /// The key of a CSI or SS3 sequence ending in `final`.
  private static func csiKey(final: UInt8, parameters: [UInt8]) -> EditorKey? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "~"):
      // `ESC [ n ~`: 1 and 7 Home, 4 and 8 End, 3 Delete (modifiers after `;` are ignored).
      let number = parameters.prefix { $0 != UInt8(ascii: ";") }
      switch String(decoding: number, as: UTF8.self) {
      case "1", "7": return .home
      case "4", "8": return .end
      case "3": return .delete
      default: return nil
      }
    default: return nil
    }
  }

  /// Whether `scalar` may be inserted: not a control character (C0, DEL, C1).
  static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
  }
}
