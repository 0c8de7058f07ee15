import DemoScript
import Foundation

/// A stress variant of a feature's gallery: every scenario again, with every string of its
/// settled state replaced by long, hostile text, so a reviewer sees how the screens cope with
/// a title that never ends, a word that never breaks, control characters, markup and mixed
/// scripts.
///
/// Declare it where the feature is registered; the state must be `Codable`:
///
/// ```swift
/// DemoFeature(ItemsFeature.self, longText: .hostile)
/// DemoFeature(NewsFeature.self, longText: LongTextVariant { $0 + " " + $0 + " " + $0 })
/// ```
///
/// After a scenario appeared and settled, the runner encodes its state with
/// `LiteralEncoder` (`DemoScript`), passes every string through ``transform`` (UUIDs and URLs, which encode
/// as strings, are left alone), decodes the state back with `LiteralDecoder` and draws the
/// view state of the result. The feature's code is not involved and nothing in `Reducer`
/// changes. A state that does not decode after the transform (a string-backed enum, say) shows
/// why instead of a screen.
///
/// The HTML gallery shows the variant under `#long-text` (a link in the header), each card's
/// screen replaced by its long-text twin; the terminal gallery prints it with `--long-text`.
public struct LongTextVariant: Sendable {
  /// Turns one string of the state into its long-text form.
  public let transform: @Sendable (String) -> String

  /// A variant that replaces every string `s` of the state by `transform(s)`.
  public init(_ transform: @escaping @Sendable (String) -> String) {
    self.transform = transform
  }

  /// The standard stress text: each string followed by ``hostileTail``.
  public static let hostile = LongTextVariant { $0 + " " + hostileTail }

  /// What ``hostile`` appends: a sentence long enough to wrap several times on a phone,
  /// combining marks, emoji with modifiers, right-to-left text, HTML markup and entities,
  /// quotes, a tab, a carriage return and line feed, an escape sequence, a NUL and a C1
  /// control, then a 120-letter word with no place to break.
  public static let hostileTail =
    "— and then it keeps going, well past the width of any phone screen, the way a "
    + "translated title or a pasted address does: Ünïcödé and cafe\u{301} (a combining accent), "
    + "👩🏽‍🔬 🇳🇴, עברית and العربية, <b>bold</b> &amp; <script>x</script>, \"quotes\" and "
    + "'apostrophes', a\ttab, a\r\nnew line, an escape \u{1B}[2J, a NUL \u{0} and a C1 \u{85} — "
    + String(repeating: "Pneumonoultramicroscopicsilicovolcanoconiosis", count: 3).prefix(120)

  /// `literal` with every string passed through ``transform``, except those that read as a
  /// UUID or an absolute URL (how ``LiteralEncoder`` writes `UUID` and `URL`).
  func apply(to literal: ActionLiteral) -> ActionLiteral {
    var result = literal
    switch literal.kind {
    case let .string(text):
      if UUID(uuidString: text) == nil, !Self.isURL(text) { result.kind = .string(transform(text)) }
    case let .case(name, arguments):
      result.kind = .case(
        name: name,
        arguments: arguments.map {
          ActionLiteral.Argument(label: $0.label, value: apply(to: $0.value), location: $0.location)
        })
    case let .array(elements):
      result.kind = .array(elements.map { apply(to: $0) })
    case .integer, .float, .bool, .nil:
      break
    }
    return result
  }

  private static func isURL(_ text: String) -> Bool {
    guard !text.contains(where: \.isWhitespace), let url = URL(string: text) else { return false }
    return url.scheme != nil && url.host != nil
  }
}
