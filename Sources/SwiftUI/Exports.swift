// Apple's SwiftUI re-exports Foundation: a view file that imports only SwiftUI uses `Date`, `CGFloat` literals and
// format styles (`.number`, `.dateTime`). So does this module, so the same file compiles on Linux.
@_exported public import Foundation
// The module is three targets (none over 4,000 lines); `import SwiftUI` still gives every declaration, because it
// re-exports the two below it. `@_exported import` is how a module re-exports another on this toolchain.
@_exported public import LinuxSwiftUIHost
@_exported public import LinuxSwiftUIViews
