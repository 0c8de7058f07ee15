extension TaskLocal {
  /// Runs `body` with this task-local bound to `value`, on `isolation`: the closure handed to `withValue` captures
  /// it, so it does not leave the caller's actor (an effect's body runs on the actor it was given).
  package func bound(
    to value: Value, isolation: isolated (any Actor)?, _ body: () async -> Void
  ) async {
    await withValue(
      value,
      operation: {
        _ = isolation  // Captured, the closure runs on `isolation`.
        await body()
      }, isolation: isolation)
  }
}
