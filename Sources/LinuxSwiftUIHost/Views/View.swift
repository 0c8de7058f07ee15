// How to read this module: each `// doc:` line names the page of Apple's documentation (iOS 18 / macOS 15 SDK) whose
// declaration the next declaration transcribes: its name, generic parameters, constraints and defaults. Bodies are
// this module's own: a view is evaluated by the host (Host/ViewHost.swift) into a semantic tree, not drawn.

// doc: https://developer.apple.com/documentation/swiftui/view.md
// doc: https://developer.apple.com/documentation/swiftui/view/body-8kl5o.md
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// doc: https://developer.apple.com/documentation/swift/never (SwiftUI's extension: `Never: View`)
extension Never: View {
  public var body: Never { primitiveBody(of: Never.self) }
}

/// A primitive view's `body`: primitive views (Text, Button, stacks, …) have no body, as in SwiftUI, where their
/// `Body` is `Never`. The host never asks for it (it renders primitives itself); code that does asks for a value that
/// cannot exist.
package func primitiveBody<V>(of type: V.Type) -> Never {
  preconditionFailure("\(type) is a primitive view: it has no body (the host renders it directly)")
}
