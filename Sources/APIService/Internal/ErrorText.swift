import Dependencies
import Foundation

/// Makes the texts the API client puts in its errors safe to log and show.
///
/// Two things never appear in an ``APIError``'s text:
///
/// - Secrets carried by a URL: the user info (`user:password@`) is removed, every query value and
///   the fragment become `<redacted>`; query names stay, so `https://u:p@host/items?api_key=k&q=milk#t`
///   reads `https://host/items?api_key=<redacted>&q=<redacted>#<redacted>`.
/// - Control and bidirectional-control characters (from a server's body, a header, a decoder's
///   message): each is replaced by U+FFFD, newlines included (``OutsideText/sanitized(_:keepingNewlines:)``).
///
/// Both steps are idempotent, so a message made safe when the error is thrown stays the same when
/// ``APIError/description`` makes it safe again.
enum ErrorText {
  /// The placeholder for a hidden value.
  static let placeholder = "<redacted>"

  /// `text` with every URL in it redacted and every control character replaced.
  static func safe(_ text: String) -> String {
    OutsideText.sanitized(redactingURLs(in: text), keepingNewlines: false)
  }

  /// `url` without user info, with query values and fragment redacted.
  static func url(_ url: URL) -> String {
    safe(url.absoluteString)
  }

  /// A request path as given by a caller (which may wrongly carry `?query` or `#fragment`), with the
  /// query values and fragment redacted.
  static func path(_ path: String) -> String {
    OutsideText.sanitized(redactingQueryAndFragment(path[...]), keepingNewlines: false)
  }

  /// `text` with each `scheme://…` in it redacted (user info removed, query values and fragment
  /// hidden). A URL ends at whitespace, a quote, `<`, `>`, `)` or a backslash; punctuation at its
  /// end (`.,:;!?`) is left outside it.
  static func redactingURLs(in text: String) -> String {
    var output = ""
    var rest = text[...]
    while let marker = rest.range(of: "://") {
      var schemeStart = marker.lowerBound
      while schemeStart > rest.startIndex {
        let before = rest.index(before: schemeStart)
        guard isSchemeCharacter(rest[before]) else { break }
        schemeStart = before
      }
      var end = marker.upperBound
      while end < rest.endIndex, !endsURL(rest[end]) {
        end = rest.index(after: end)
      }
      // Punctuation that ends a sentence or a clause (`…/items?page=2: refused`) is not the URL's.
      while end > marker.upperBound, ".,:;!?".contains(rest[rest.index(before: end)]) {
        end = rest.index(before: end)
      }
      output += rest[rest.startIndex..<marker.upperBound]
      output += redactingAuthority(rest[marker.upperBound..<end])
      rest = rest[end...]
    }
    return output + rest
  }

  /// What follows `scheme://`: the authority without its user info, then the path as it is, then
  /// the query and fragment redacted.
  private static func redactingAuthority(_ remainder: Substring) -> String {
    let authorityEnd =
      remainder.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? remainder.endIndex
    var authority = remainder[remainder.startIndex..<authorityEnd]
    if let at = authority.lastIndex(of: "@") {
      authority = authority[authority.index(after: at)...]
    }
    return String(authority) + redactingQueryAndFragment(remainder[authorityEnd...])
  }

  /// `path?query#fragment` with every query value and the fragment replaced by ``placeholder``.
  ///
  /// `name=value` keeps its name; an empty value stays empty (nothing to hide); a part without `=`
  /// is all value.
  private static func redactingQueryAndFragment(_ text: Substring) -> String {
    let fragmentStart = text.firstIndex(of: "#")
    let beforeFragment = text[text.startIndex..<(fragmentStart ?? text.endIndex)]
    var output: String
    if let queryStart = beforeFragment.firstIndex(of: "?") {
      output = String(beforeFragment[...queryStart])
      let parts = beforeFragment[beforeFragment.index(after: queryStart)...]
        .split(separator: "&", omittingEmptySubsequences: false)
        .map { part -> String in
          guard let equals = part.firstIndex(of: "=") else {
            return part.isEmpty ? "" : placeholder
          }
          let name = part[..<equals]
          return part.index(after: equals) == part.endIndex ? "\(name)=" : "\(name)=\(placeholder)"
        }
      output += parts.joined(separator: "&")
    } else {
      output = String(beforeFragment)
    }
    if let fragmentStart {
      output += text.index(after: fragmentStart) == text.endIndex ? "#" : "#\(placeholder)"
    }
    return output
  }

  private static func isSchemeCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || "+-.".contains(character))
  }

  private static func endsURL(_ character: Character) -> Bool {
    character.isWhitespace || "\"'<>)\\`".contains(character)
  }
}
