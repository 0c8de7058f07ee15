import Dependencies
import Reducer

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
  func checkShared(
    _ step: SharedTracker.Values?,
    _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
  ) {
    guard let tracker = sharedTracker, !tracker.isEmpty else { return }
    defer { tracker.accept(step) }
    for mismatch in tracker.mismatches(in: step) {
      let difference =
        diffValues(mismatch.expected, mismatch.actual)
        ?? "(the values differ, but print the same)"
      fail(
        """
        A shared state change does not match expectation: @Shared(\(mismatch.key)) …

        \(indented(difference))

        (Expected: −, Actual: +)

        Assert a change to shared state in the assertion closure with '$0.$value.withLock { $0 = … }'.
        """, fileID, filePath, line, column)
    }
  }
}
