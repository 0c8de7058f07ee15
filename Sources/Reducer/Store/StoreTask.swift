/// The effects started by one `store.send`: await them, or cancel them.
///
/// ```swift
/// await store.send(.refreshPulled).finish()   // e.g. in SwiftUI's .refreshable
/// ```
public struct StoreTask: Hashable, Sendable {
  let tasks: [Task<Void, Never>]

  @usableFromInline
  package init(tasks: [Task<Void, Never>]) {
    self.tasks = tasks
  }

  /// Waits until every effect started by the send has finished. Cancelling the waiting task cancels them.
  public func finish() async {
    let tasks = self.tasks
    await withTaskCancellationHandler {
      for task in tasks { await task.value }
    } onCancel: {
      for task in tasks { task.cancel() }
    }
  }

  /// Cancels the effects started by the send.
  public func cancel() {
    for task in tasks { task.cancel() }
  }

  /// Whether every effect of the send was cancelled (true when it started none).
  public var isCancelled: Bool {
    tasks.allSatisfy(\.isCancelled)
  }
}
