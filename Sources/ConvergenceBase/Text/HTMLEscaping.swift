/// Makes text safe to put in an HTML page, in element content and in a quoted attribute.
///
/// The HTML gallery and the HTML form of a rendered screen both build their pages from outside text (scenario names,
/// server messages, what a user typed); both escape it here, so a page cannot be broken or reordered by it:
///
/// - `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;`.
/// - Every control and bidirectional-control character (as ``OutsideText/isUnsafe(_:)`` says) becomes U+FFFD `�`, one
///   for one; the newline stays, and the tab stays when `keepingTabs` is true.
///
/// The text is compared one Unicode scalar at a time, never as whole `Character`s: a prepended mark such as U+0600
/// forms one grapheme with the `<` after it, which a `Character` comparison would let through unescaped.
///
/// ```swift
/// HTMLEscaping.escaped("<b>Tom & \u{202E}Jerry</b>")  // "&lt;b&gt;Tom &amp; �Jerry&lt;/b&gt;"
/// ```
package enum HTMLEscaping {
  /// `text` escaped for HTML content and quoted attributes, as the type's summary says.
  ///
  /// - Parameters:
  ///   - text: Any text; nothing in it is an error.
  ///   - keepingTabs: Whether `\t` stays (a `<pre>` of a form field's text) or is shown as `�` like the other
  ///     control characters.
  /// - Returns: The escaped text, linear in the length of `text`.
  package static func escaped(_ text: String, keepingTabs: Bool = false) -> String {
    var output = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output.append(contentsOf: "&amp;".unicodeScalars)
      case "<": output.append(contentsOf: "&lt;".unicodeScalars)
      case ">": output.append(contentsOf: "&gt;".unicodeScalars)
      case "\"": output.append(contentsOf: "&quot;".unicodeScalars)
      case "'": output.append(contentsOf: "&#39;".unicodeScalars)
      case "\n": output.append(scalar)
      case "\t" where keepingTabs: output.append(scalar)
      case _ where OutsideText.isUnsafe(scalar): output.append(OutsideText.replacement)
      default: output.append(scalar)
      }
    }
    return String(output)
  }
}
