import Foundation

/// What one render pass collects besides the tree: the handlers of the nodes, the views with lifecycle, the values
/// watched by `onChange`, the views visited (state of the others is dropped).
@MainActor package struct RenderPass {
  package var handlers: [String: NodeHandlers] = [:]
  package var lifecycle: [String: Lifecycle] = [:]
  var lifecycleOrder: [String] = []
  var changes: [String: ChangeWatch] = [:]
  var visited: Set<String> = []
  package var tags: [String: AnyHashable] = [:]
}

/// A view's appear/disappear hooks and its task, as the modifiers registered them.
@MainActor package struct Lifecycle {
  package var onAppear: [@MainActor () -> Void] = []
  package var onDisappear: [@MainActor () -> Void] = []
  package var task: (@Sendable () async -> Void)?
  package var taskID: AnyHashable?
}

/// A value `onChange(of:)` watches: the value now, and what to do when it differs from the last pass's.
@MainActor package struct ChangeWatch {
  package var value: Any
  package var initial: Bool
  package var differs: @MainActor (_ old: Any) -> Bool
  package var action: @MainActor (_ old: Any) -> Void

  package init(
    value: Any, initial: Bool, differs: @escaping @MainActor (_ old: Any) -> Bool,
    action: @escaping @MainActor (_ old: Any) -> Void
  ) {
    self.value = value
    self.initial = initial
    self.differs = differs
    self.action = action
  }
}
