/// A rendered view's text form (one line per node, children indented by two spaces) laid out as a ``Screen``, so
/// the terminal draws it in the same box as a view state: the feature's name and the view-state case in the top
/// border, each node a line at its depth, long lines wrapped under themselves.
package enum RenderedScreen {
  /// The deepest indent drawn (deeper nodes are drawn at it), so a deep tree keeps room for its text.
  static let maximumDepth = 12

  /// The screen titled `title`, its badge `badge`, showing `textForm`; an empty render shows `· Empty screen ·`.
  package static func screen(title: String, badge: String, textForm: String) -> Screen {
    var screen = Screen(title: title, badge: badge)
    for line in textForm.split(separator: "\n", omittingEmptySubsequences: true) {
      let spaces = line.prefix { $0 == " " }.count
      screen.append(.text(String(line.dropFirst(spaces))), indent: min(spaces / 2, maximumDepth))
    }
    if screen.lines.isEmpty { screen.append(.placeholder("Empty screen")) }
    return screen
  }
}
