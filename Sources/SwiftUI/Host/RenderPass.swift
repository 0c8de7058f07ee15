import Foundation

/// What one render pass collects besides the tree: the handlers of the nodes, the views with lifecycle, the values
/// watched by `onChange`, the views visited (state of the others is dropped).
@MainActor struct RenderPass {
  var handlers: [String: NodeHandlers] = [:]
  var lifecycle: [String: Lifecycle] = [:]
  var lifecycleOrder: [String] = []
  var changes: [String: ChangeWatch] = [:]
  var visited: Set<String> = []
  var tags: [String: AnyHashable] = [:]
}

/// A view's appear/disappear hooks and its task, as the modifiers registered them.
@MainActor struct Lifecycle {
  var onAppear: [@MainActor () -> Void] = []
  var onDisappear: [@MainActor () -> Void] = []
  var task: (@Sendable () async -> Void)?
  var taskID: AnyHashable?
}

/// A value `onChange(of:)` watches: the value now, and what to do when it differs from the last pass's.
@MainActor struct ChangeWatch {
  var value: Any
  var initial: Bool
  var differs: @MainActor (_ old: Any) -> Bool
  var action: @MainActor (_ old: Any) -> Void
}
