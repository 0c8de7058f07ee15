import Foundation

/// Colour for what the runner prints on a terminal: diffs, `✓`/`✗`, results and badges.
///
/// Colour is added line by line **after** ``TerminalText/sanitized(_:)``, so the only escape
/// sequences that reach the terminal are the ones added here; text from a fixture or a server
/// can never bring its own. ``plain`` adds nothing (a pipe, a file, `NO_COLOR`, `--color never`).
package struct TerminalStyle: Sendable, Equatable {
  /// Whether escape sequences are added at all.
  var isEnabled: Bool

  /// No colour.
  static let plain = TerminalStyle(isEnabled: false)
  /// ANSI colour.
  static let ansi = TerminalStyle(isEnabled: true)

  /// The SGR codes used.
  enum Color: String, Sendable {
    case red = "31"
    case green = "32"
    case yellow = "33"
    case cyan = "36"
    case bold = "1"
    case dim = "2"
  }

  /// `text` wrapped in `color`, or `text` as is when colour is off.
  func paint(_ text: String, _ color: Color) -> String {
    guard isEnabled, !text.isEmpty else { return text }
    return "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m"
  }

  /// Every line of `text` coloured by what it is (see ``highlightLine(_:)``).
  func highlight(_ text: String) -> String {
    guard isEnabled else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { highlightLine(String($0)) }.joined(separator: "\n")
  }

  /// One line coloured by its shape: `-`/`+` diff lines red/green, `✓` green, `✗` red,
  /// `ok`/`FAIL`/`ERROR` and `result:` lines, `error:` messages, `!` warnings, and the view-state
  /// badge in a screen's top border.
  func highlightLine(_ line: String) -> String {
    guard isEnabled else { return line }
    let body = line.drop { $0 == " " }
    let indent = String(line.prefix(line.count - body.count))
    let painted: (Color) -> String = { indent + paint(String(body), $0) }
    if body.hasPrefix("--- ") || body.hasPrefix("+++ ") { return painted(.bold) }
    if body.hasPrefix("@@") { return painted(.cyan) }
    if body.hasPrefix("- ") || body == "-" { return painted(.red) }
    if body.hasPrefix("+ ") || body == "+" { return painted(.green) }
    if body.hasPrefix("✓") || body.hasPrefix("ok ") { return painted(.green) }
    if body.hasPrefix("✗") || body.hasPrefix("FAIL") || body.hasPrefix("ERROR") {
      return painted(.red)
    }
    if body.hasPrefix("result: passed") { return painted(.green) }
    if body.hasPrefix("result: failed") { return painted(.red) }
    if body.hasPrefix("error:") || body.contains(": error: ") { return painted(.red) }
    if body.hasPrefix("! ") { return painted(.yellow) }
    if body.hasPrefix("━━ ") || body.hasPrefix("line ") || body.hasPrefix("scenario ") {
      return painted(.bold)
    }
    if body.hasPrefix("╭─"), body.hasSuffix(" ─╮"), let badge = badgeRange(in: line) {
      return String(line[..<badge.lowerBound]) + paint(String(line[badge]), .cyan)
        + String(line[badge.upperBound...])
    }
    return line
  }

  /// The badge of a top border `╭─ Title ──── badge ─╮`: the text after the last `─ `.
  private func badgeRange(in line: String) -> Range<String.Index>? {
    let end = line.index(line.endIndex, offsetBy: -3)
    guard let separator = line[..<end].range(of: "─ ", options: .backwards) else { return nil }
    guard separator.upperBound < end else { return nil }
    return separator.upperBound..<end
  }

  /// Whether to colour a stream, from `--color` and the environment.
  ///
  /// `always` and `never` win; `auto` colours a terminal unless `NO_COLOR` is set (to anything
  /// but the empty string) or `TERM` is `dumb`.
  package static func resolve(
    _ mode: ColorMode, environment: [String: String], isTerminal: Bool
  ) -> TerminalStyle {
    switch mode {
    case .always: return .ansi
    case .never: return .plain
    case .auto:
      if let value = environment["NO_COLOR"], !value.isEmpty { return .plain }
      if environment["TERM"] == "dumb" { return .plain }
      return isTerminal ? .ansi : .plain
    }
  }
}

/// `--color always|never|auto`.
package enum ColorMode: String, Sendable, CaseIterable {
  /// Always colour, even into a pipe.
  case always
  /// Never colour.
  case never
  /// Colour a terminal, unless `NO_COLOR` is set (the default).
  case auto
}
