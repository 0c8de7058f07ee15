/// A key press the line editor understands, decoded from terminal input by ``KeyParser``.
enum EditorKey: Equatable, Sendable {
  /// A printable character.
  case insert(Unicode.Scalar)
  /// Return or Enter: submit the line.
  case enter
  /// Backspace: delete before the cursor.
  case backspace
  /// Delete (or Ctrl-D on a non-empty line): delete under the cursor.
  case delete
  /// Left arrow (Ctrl-B).
  case left
  /// Right arrow (Ctrl-F).
  case right
  /// Up arrow (Ctrl-P): the previous history entry.
  case up
  /// Down arrow (Ctrl-N): the next history entry.
  case down
  /// Home (Ctrl-A).
  case home
  /// End (Ctrl-E).
  case end
  /// Ctrl-U: delete from the start of the line to the cursor.
  case killToStart
  /// Ctrl-K: delete from the cursor to the end of the line.
  case killToEnd
  /// Ctrl-C: abandon the line.
  case interrupt
  /// Ctrl-D: the end of input on an empty line, else ``delete``.
  case endOfInput
}
