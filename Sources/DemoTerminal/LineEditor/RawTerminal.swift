import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input switched to character-at-a-time input without echo, for the line editor, and
/// back.
///
/// Only canonical mode, echo, `IEXTEN`, `ISIG` and flow control are turned off; output
/// processing stays on, so a step's `\n` still starts a new line. The editor enters this mode
/// for each line it reads and restores the saved settings before the line is played, so Ctrl-C
/// still interrupts a busy step.
struct RawTerminal {
  private let saved: termios

  /// Switches standard input to raw mode; `nil` when it is not a terminal or refuses.
  init?() {
    guard isatty(STDIN_FILENO) == 1 else { return nil }
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return nil }
    saved = settings
    var raw = settings
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN | ISIG)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
  }

  /// Puts the saved settings back.
  func restore() {
    var settings = saved
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
  }

  /// Reads what is available from standard input (at least one byte); empty at the end of input
  /// or on an error.
  static func read() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        systemRead(STDIN_FILENO, $0.baseAddress, $0.count)
      }
      if count > 0 { return Array(buffer.prefix(count)) }
      if count < 0 && errno == EINTR { continue }
      return []
    }
  }
}

#if canImport(Glibc)
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  private let systemRead = Darwin.read
#endif
