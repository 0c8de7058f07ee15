/// A view the host renders itself (Text, Button, stacks, modifiers): its `body` is `Never`.
@MainActor protocol PrimitiveView {
  /// The nodes this view contributes, rendered in `context` (whose path is this view's identity).
  func render(in context: RenderContext) -> [ViewNode]
}

/// Handlers a rendered node offers, by action: the closures and bindings real SwiftUI would call.
@MainActor struct NodeHandlers {
  var tap: (@MainActor () -> Void)?
  var setText: (@MainActor (String) -> Void)?
  var setBool: (@MainActor (Bool) -> Void)?
  var pick: (@MainActor (String) -> Bool)?
  var step: (@MainActor (Int) -> Void)?
  var setValue: (@MainActor (Double) -> Void)?
  var delete: (@MainActor () -> Void)?
  var move: (@MainActor (Int) -> Void)?
  var refresh: (@Sendable () async -> Void)?
  var dismiss: (@MainActor () -> Void)?
  var back: (@MainActor () -> Void)?
}
