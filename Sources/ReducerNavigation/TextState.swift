/// Platform-neutral text for alerts, dialogs and buttons, kept in state.
///
/// A plain value (`Equatable`, `Hashable`, `Sendable`) so that state holding an alert can be compared in tests and
/// printed in dumps and diffs as `TextState(string: "Delete")`. SwiftUI code turns it into `Text` with `Text(verbatim:)`
/// of ``string``; the terminal and HTML galleries print ``string``.
///
/// ```swift
/// let title = TextState("Delete this item?")
/// title.string  // "Delete this item?"
/// ```
public struct TextState: Hashable, Sendable, CustomStringConvertible {
  /// The text.
  public let string: String

  /// Text showing `string` as it is.
  public init(_ string: some StringProtocol) {
    self.string = String(string)
  }

  /// Text showing `string` as it is (the spelling SwiftUI uses for unlocalized text).
  public init(verbatim string: String) {
    self.string = string
  }

  public var description: String { string }
}

extension TextState: ExpressibleByStringLiteral {
  /// Text from a literal: `let title: TextState = "Delete"`.
  public init(stringLiteral value: String) {
    self.string = value
  }
}
