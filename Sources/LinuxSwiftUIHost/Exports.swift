// Apple's SwiftUI re-exports Foundation, and so does each module of this one (`SwiftUI` re-exports this module).
@_exported public import Foundation
