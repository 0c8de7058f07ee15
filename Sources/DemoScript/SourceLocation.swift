/// A position in a script or an action literal: file, 1-based line and 1-based column.
///
/// Columns count Unicode scalars from the start of the line, so a location stays right for
/// lines holding non-ASCII text. Values built by ``LiteralEncoder`` carry ``generated``.
///
/// ```swift
/// let location = SourceLocation(file: "refresh.demo", line: 3, column: 6)
/// print(location)  // refresh.demo:3:6
/// ```
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The path of the file as the user gave it (or a placeholder such as `<input>`).
  public var file: String
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The placeholder location of literals that were not parsed from text.
  public static let generated = SourceLocation(file: "<generated>", line: 0, column: 0)

  /// `file:line:column`, the form editors and terminals understand.
  public var description: String { "\(file):\(line):\(column)" }
}
