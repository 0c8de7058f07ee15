import DemoTerminal

/// Draws a ``Screen`` as a box of text, the same on every terminal and in every transcript.
///
/// ```
/// ╭─ Items ──────────────────────────── loaded ─╮
/// │ [ ] Water the ferns                          │
/// │ [x] Return library books                     │
/// ╰──────────────────────────────────────────────╯
/// ```
///
/// Every step is linear in the length of the text (a 400,000-character title takes milliseconds,
/// see the `render.longTitle` benchmark), and a title or badge too long for the top border is
/// cut with `…`.
package enum TerminalScreen {
  /// The narrowest box drawn, in columns (a narrower request is widened to it).
  static let minimumWidth = 24

  /// The screen of `viewState` (whose case is `caseName`) drawn as text, as `run` prints it.
  ///
  /// For benchmarks and tests of the layout; commands build their screens the same way.
  package static func render(
    title: String, viewState: Any, caseName: String, width: Int = TerminalWidth.golden
  ) -> String {
    render(
      ScreenBuilder.screen(title: title, viewState: viewState, caseName: caseName), width: width)
  }

  /// The screen drawn `width` columns wide (borders included), as lines joined by `\n`, without
  /// a trailing newline.
  ///
  /// Control characters are replaced (``TerminalText``) before the text is laid out, so a
  /// carriage return and line feed is a line break inside the box, never a break of the box.
  package static func render(_ screen: Screen, width boxWidth: Int) -> String {
    let width = max(boxWidth, minimumWidth) - 4
    var output: [String] = []
    // The border holds `─ title ` + at least one `─` + ` badge ─`: the badge gets at most half.
    let badgeText = TextLayout.truncate(
      TerminalText.sanitized(screen.badge), width: (width - 4) / 2)
    let badge = " \(badgeText) ─"
    let badgeWidth = TextLayout.width(badge)
    let titleText = TextLayout.truncate(
      TerminalText.sanitized(screen.title), width: width - 2 - badgeWidth)
    let title = "─ \(titleText) "
    let fill = max(1, width + 2 - TextLayout.width(title) - badgeWidth)
    output.append("╭" + title + String(repeating: "─", count: fill) + badge + "╮")
    for (line, indent) in zip(screen.lines, screen.indents) {
      // Deep lines keep at least half the box for their text.
      let pad = String(repeating: "  ", count: min(indent, max(0, width / 4)))
      for text in lines(for: line, width: width - pad.count) {
        output.append("│ " + TextLayout.fit(pad + text, width: width) + " │")
      }
    }
    output.append("╰" + String(repeating: "─", count: width + 2) + "╯")
    return output.joined(separator: "\n")
  }

  /// One content line as one or more wrapped text lines.
  private static func lines(for line: Screen.Line, width: Int) -> [String] {
    switch sanitized(line) {
    case let .row(text, checked, detail):
      let marker = checked.map { $0 ? "[x] " : "[ ] " } ?? "• "
      var lines = hanging(marker, text, width: width)
      if let detail {
        lines += hanging(String(repeating: " ", count: marker.count), detail, width: width)
      }
      return lines
    case let .text(text):
      return TextLayout.wrap(text, width: width)
    case let .field(label, value):
      return TextLayout.wrap("\(label): \(value)", width: width, hangingIndent: 2)
    case let .heading(text):
      return TextLayout.wrap(text + ":", width: width)
    case let .progress(text):
      return hanging("⋯ ", text, width: width)
    case let .placeholder(text):
      return [TextLayout.center("· \(text) ·", width: width)]
    case let .error(text):
      return hanging("✗ ", text, width: width)
    }
  }

  /// `line` with its texts' control characters replaced.
  private static func sanitized(_ line: Screen.Line) -> Screen.Line {
    let clean = TerminalText.sanitized
    switch line {
    case let .row(text, checked, detail):
      return .row(clean(text), checked: checked, detail: detail.map(clean))
    case let .text(text): return .text(clean(text))
    case let .field(label, value): return .field(clean(label), clean(value))
    case let .heading(text): return .heading(clean(text))
    case let .progress(text): return .progress(clean(text))
    case let .placeholder(text): return .placeholder(clean(text))
    case let .error(text): return .error(clean(text))
    }
  }

  /// `text` wrapped after `marker`, continuation lines aligned under the text.
  private static func hanging(_ marker: String, _ text: String, width: Int) -> [String] {
    let indent = String(repeating: " ", count: marker.count)
    return TextLayout.wrap(text, width: width - marker.count).enumerated().map {
      ($0.offset == 0 ? marker : indent) + $0.element
    }
  }
}
