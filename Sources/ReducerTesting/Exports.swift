// Swift Testing, re-exported: every API of this module takes its caller's location as `sourceLocation:
// SourceLocation = #_sourceLocation`, and a default argument that is a macro expands in the caller's file, which must
// see the macro. So a file that imports only `ReducerTesting` (an XCTest case, a helper module) still calls
// `store.send(…)` with no `import Testing`, and can name `SourceLocation` to forward its own caller's location.
@_exported public import Testing
