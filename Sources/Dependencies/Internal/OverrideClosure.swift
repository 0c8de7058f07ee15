/// Whether an override closure (`withDependencies { … }`, a store's `withDependencies:`, a scenario's overrides) is
/// running: there, reading a key to change part of it (`$0.searchClient.search = { … }` reads `searchClient` first) is
/// how a test overrides it, not a use of its default, so a key with no `testValue` is not reported.
enum OverrideClosure {
  /// True while an override closure runs on this task.
  @TaskLocal static var isRunning = false
}

extension DependencyValues {
  /// Runs `update` on these values as an override closure: a key with no `testValue` that `update` reads (to change
  /// one endpoint of it) gets its fallback without a report, and that fallback is not kept as the test's default, so
  /// a later read that really uses the key unchanged still reports.
  @usableFromInline
  package mutating func applyOverrides(_ update: (inout DependencyValues) throws -> Void) rethrows {
    try OverrideClosure.$isRunning.withValue(true) { try update(&self) }
  }
}
