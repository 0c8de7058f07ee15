/// Where a test store assertion was written (or the store created): what its failures are reported at.
///
/// A public assertion takes its caller's location as the four defaulted parameters every assertion of the package
/// takes (`fileID`, `filePath`, `line`, `column`, so that a helper can forward its own caller's), builds this value
/// from them once, and hands it to the one implementation the assertion shares with its overloads.
///
/// Why each public overload still declares the four parameters, rather than one `location: CallerLocation`:
/// Swift evaluates `#fileID`, `#filePath`, `#line` and `#column` at the call site only when each is a parameter's
/// whole default (`location: CallerLocation = .init(#fileID, …)` would hold the line of this declaration), or
/// inside a macro expansion used as a default (SE-0422). A macro that builds a value needs a compiler plugin
/// (swift-syntax, a dependency this package does not take); a macro defined as another's expansion
/// (`macro here() -> UInt = #line`) carries one literal, not four. Swift Testing's `#_sourceLocation` holds the file
/// path as a `String`, which `XCTFail(_:file:line:)` cannot take. So the four stay parameters, the spelling a helper
/// forwards its own caller's location with, and the overloads are as few as their spellings allow (a case
/// constructor of any number of payload values is one overload, through a parameter pack).
struct CallerLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}
