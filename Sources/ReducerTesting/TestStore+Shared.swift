import Dependencies
import Reducer
import Testing

extension TestStore {
  /// The tracker of the shared values this store's state holds (installed by `init`).
  ///
  /// Read several times per `send`; remembered per dependency storage (a storage's identity names one exact set of
  /// values), so only a change of the store's dependencies costs a look-up (a generic-metadata instantiation).
  var sharedTracker: SharedTracker? {
    let storage = core.dependencies.storage
    if let cached = trackerCache, cached.storage === storage { return cached.tracker }
    let tracker = core.dependencies.sharedTracker
    trackerCache = (storage, tracker)
    return tracker
  }

  /// The store's dependencies without its store-local values: what an assertion closure runs with.
  ///
  /// Made once per dependency storage, like ``sharedTracker``: making it copies the dependencies' table, and a new
  /// table on every `send` also made every dependency read in the closure miss its cache.
  var expectationDependencies: DependencyValues {
    let storage = core.dependencies.storage
    if let cached = expectationCache, cached.storage === storage { return cached.dependencies }
    let dependencies = core.dependencies.withoutStoreLocalValues
    expectationCache = (storage, dependencies)
    return dependencies
  }

  /// Runs an assertion closure so that its reads and `withLock`s of shared values see and edit the values asserted
  /// so far, not the live ones.
  func assertingShared<R>(_ body: () throws -> R) rethrows -> R {
    // With nothing tracked yet, a `withLock` in the closure must still reach the tracker (to assert a change to a
    // value the reducer did not touch), so the context is set whenever there is a tracker.
    guard let tracker = sharedTracker else { return try body() }
    return try SharedTracker.$asserting.withValue(tracker, operation: body)
  }

  /// Runs an assertion closure a second time (to show skipped assertions) so that its `withLock`s edit throwaway
  /// copies: neither the live values nor the asserted ones change.
  func assertingSharedOnScratch<R>(_ body: () throws -> R) rethrows -> R {
    try SharedTracker.$asserting.withValue(SharedTracker(), operation: body)
  }

  /// Reports every shared value whose value after the step being checked (`step`, recorded as the reducer returned;
  /// the live value where it has none) differs from the asserted one, with a diff; then those values become the
  /// asserted ones.
  func checkShared(_ step: SharedTracker.Values?, at location: SourceLocation) {
    guard let tracker = sharedTracker, !tracker.isEmpty else { return }
    defer { tracker.accept(step) }
    for mismatch in tracker.mismatches(in: step) {
      fail(
        """
        A shared state change does not match expectation: @Shared(\(mismatch.key)) …

        \(indented(Self.difference(mismatch)))

        (Expected: −, Actual: +)

        Assert a change to shared state in the assertion closure with '$0.$value.withLock { $0 = … }'.
        """, at: location)
    }
  }

  /// At the end of a test (``TestStore/finish(timeout:sourceLocation:)``, or the store going away):
  /// reports every shared value whose live value differs from the one asserted last, with a diff — a change an
  /// effect made after the last assertion, or one made outside any `send` — then takes the live values as asserted,
  /// so each change is reported once.
  ///
  /// Exhaustive: a failure, unless received actions are still waiting (their shared changes are asserted with
  /// them, and a store going away with them already fails). `.off(showSkippedAssertions: true)`: a note. `.off`:
  /// nothing.
  nonisolated func reportUnassertedShared(exhaustivity: Exhaustivity, at location: SourceLocation) {
    guard !tracker.isEmpty else { return }
    switch exhaustivity {
    case .on:
      guard recorder.received.isEmpty else { return }
      defer { tracker.accept(nil) }
      for mismatch in tracker.mismatches(in: nil) {
        fail(
          """
          The test ended with a shared state change nobody asserted: @Shared(\(mismatch.key)) …

          \(indented(Self.difference(mismatch)))

          (Expected: −, Actual: +)

          It was made after the last assertion: by an effect, or outside the store. Assert it with \
          'store.assert { $0.$value.withLock { $0 = … } }', or in the 'receive' of the action that follows it.
          """, at: location)
      }
    case let .off(show):
      defer { tracker.accept(nil) }
      guard show else { return }
      for mismatch in tracker.mismatches(in: nil) {
        note(
          """
          Shared state changes not asserted (skipped): @Shared(\(mismatch.key)) …

          \(indented(Self.difference(mismatch)))
          """, at: location)
      }
    }
  }

  /// The diff between the asserted and the live value of a mismatch.
  nonisolated static func difference(_ mismatch: SharedTracker.Mismatch) -> String {
    diffValues(mismatch.expected, mismatch.actual) ?? "(the values differ, but print the same)"
  }
}
