import Dependencies
import Synchronization

/// The dependencies a presented child (or stack element) runs with: the current ones with `dismiss` set to the
/// child's token.
///
/// Building them makes a new dependency storage, so the values built last are kept and reused while the incoming
/// dependencies (the store's, normally the same storage for every action) and the token do not change: a child's
/// action then costs a lock and two comparisons instead of an allocation, and the child's `@Dependency` reads stay
/// cached.
final class DismissDependencies: Sendable {
  private let last = Mutex<Entry?>(nil)

  private struct Entry: Sendable {
    let source: DependencyValues.Storage
    let token: CancelID
    let values: DependencyValues
  }

  init() {}

  /// Runs `body` with the current dependencies, `dismiss` set to `token`.
  func run<R>(dismissing token: CancelID, _ body: () -> R) -> R {
    DependencyValues.$current.withValue(values(dismissing: token), operation: body)
  }

  private func values(dismissing token: CancelID) -> DependencyValues {
    let current = DependencyValues.current
    let cached = last.withLock { entry -> DependencyValues? in
      guard let entry, entry.source === current.storage, entry.token == token else { return nil }
      return entry.values
    }
    if let cached { return cached }
    var values = current
    values.dismiss = DismissEffect(token: token)
    let entry = Entry(source: current.storage, token: token, values: values)
    last.withLock { $0 = entry }
    return values
  }
}
