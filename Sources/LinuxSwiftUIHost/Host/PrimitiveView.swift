/// A view the host renders itself (Text, Button, stacks, modifiers): its `body` is `Never`, given here once for every
/// primitive (a type conforms with `extension Text: View, PrimitiveView { func render(in:) ... }`).
@MainActor package protocol PrimitiveView: View where Body == Never {
  /// The nodes this view contributes, rendered in `context` (whose path is this view's identity).
  func render(in context: RenderContext) -> [ViewNode]
}

extension PrimitiveView {
  /// No body: the host renders a primitive itself (see ``primitiveBody(of:)``).
  public var body: Never { primitiveBody(of: Self.self) }
}

/// Handlers a rendered node offers, by action: the closures and bindings real SwiftUI would call.
@MainActor package struct NodeHandlers {
  package var tap: (@MainActor () -> Void)?
  package var setText: (@MainActor (String) -> Void)?
  package var setBool: (@MainActor (Bool) -> Void)?
  package var pick: (@MainActor (String) -> Bool)?
  package var step: (@MainActor (Int) -> Void)?
  package var setValue: (@MainActor (Double) -> Void)?
  package var delete: (@MainActor () -> Void)?
  package var move: (@MainActor (Int) -> Void)?
  package var refresh: (@Sendable () async -> Void)?
  package var dismiss: (@MainActor () -> Void)?
  package var back: (@MainActor () -> Void)?

  package init(
    tap: (@MainActor () -> Void)? = nil, setText: (@MainActor (String) -> Void)? = nil,
    setBool: (@MainActor (Bool) -> Void)? = nil, pick: (@MainActor (String) -> Bool)? = nil,
    step: (@MainActor (Int) -> Void)? = nil, setValue: (@MainActor (Double) -> Void)? = nil,
    delete: (@MainActor () -> Void)? = nil, move: (@MainActor (Int) -> Void)? = nil,
    refresh: (@Sendable () async -> Void)? = nil, dismiss: (@MainActor () -> Void)? = nil,
    back: (@MainActor () -> Void)? = nil
  ) {
    self.tap = tap
    self.setText = setText
    self.setBool = setBool
    self.pick = pick
    self.step = step
    self.setValue = setValue
    self.delete = delete
    self.move = move
    self.refresh = refresh
    self.dismiss = dismiss
    self.back = back
  }
}
