/// A feature's view state laid out as a small screen: a title bar and lines of content.
///
/// Built from any `ViewState` by ``ScreenBuilder``; drawn as text by ``TerminalScreen`` and as
/// HTML by ``HTMLGallery``.
package struct Screen: Equatable, Sendable {
  /// One line of content.
  package enum Line: Equatable, Sendable {
    /// A list row: its main text, a checkbox (`nil` for a plain bullet) and a second line of
    /// details (`nil` for none).
    case row(String, checked: Bool?, detail: String?)
    /// A line of text.
    case text(String)
    /// A labelled value, such as `Name: Lucía`.
    case field(String, String)
    /// A heading above the rows that follow it.
    case heading(String)
    /// Something is in progress (a spinner).
    case progress(String)
    /// Nothing to show: the placeholder text.
    case placeholder(String)
    /// A failure message.
    case error(String)
  }

  /// The feature's name.
  package var title: String
  /// The view state's case, shown in the title bar.
  package var badge: String
  /// The content, top to bottom.
  package var lines: [Line]
  /// How deep each line is indented (parallel to `lines`).
  package var indents: [Int]

  /// An empty screen titled `title`.
  init(title: String, badge: String) {
    self.title = title
    self.badge = badge
    self.lines = []
    self.indents = []
  }

  /// Appends `line` at `indent`.
  mutating func append(_ line: Line, indent: Int = 0) {
    lines.append(line)
    indents.append(indent)
  }
}
