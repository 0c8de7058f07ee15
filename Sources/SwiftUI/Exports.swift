// Apple's SwiftUI re-exports Foundation: a view file that imports only SwiftUI uses `Date`, `CGFloat` literals and
// format styles (`.number`, `.dateTime`). So does this module, so the same file compiles on Linux.
@_exported public import Foundation
