import Dependencies
import Reducer

/// Runs `operation` with one fresh set of in-memory shared-state storages, used by every `@Shared`, store, test store
/// and scenario it creates: what an XCTest test case writes to get Swift Testing's storage per test.
///
/// Swift Testing tests get their own storages with no setup (the test framework names the running test). XCTest
/// cannot be asked which test runs without linking it, so an `XCTestCase` wraps each test method itself:
///
/// ```swift
/// final class CounterTests: XCTestCase {
///   override func invokeTest() {
///     withFreshSharedStorages { super.invokeTest() }
///   }
/// }
/// ```
///
/// Inside, the test's own `@Shared(.inMemory("count")) var count = 0` and the stores it makes share one value; the
/// next test method starts fresh. Without it, each store of an XCTest test gets a fresh set of its own, and a
/// `@Shared` declared in the test body is shared with no store.
public func withFreshSharedStorages<R>(_ operation: () throws -> R) rethrows -> R {
  try withDependencies(pinningFreshSharedStorages) { try operation() }
}

/// Runs the asynchronous `operation` with one fresh set of in-memory shared-state storages, as
/// `withFreshSharedStorages(_:)` does.
public func withFreshSharedStorages<R>(
  isolation: isolated (any Actor)? = #isolation, _ operation: () async throws -> R
) async rethrows -> R {
  try await withDependencies(pinningFreshSharedStorages) { try await operation() }
}

/// Puts the dependencies in test context and fixes their shared-value storages to a fresh set.
private func pinningFreshSharedStorages(_ dependencies: inout DependencyValues) {
  if dependencies.context == .live { dependencies.context = .test }
  dependencies.pinFreshSharedStorages()
}
