// Apple's SwiftUI re-exports Foundation, and so does each module of this one (`SwiftUI` re-exports this module).
// `@_exported import` is how a module re-exports another on this toolchain.
@_exported public import Foundation
@_exported public import LinuxSwiftUIHost
