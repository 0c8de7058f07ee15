import Dependencies
import Reducer

extension TestStore {
  /// The tracker of the shared values this store's state holds (installed by `init`).
  var sharedTracker: SharedTracker? { core.dependencies.sharedTracker }

  /// Runs an assertion closure so that its reads and `withLock`s of shared values see and edit the values asserted
  /// so far, not the live ones.
  func assertingShared<R>(_ body: () throws -> R) rethrows -> R {
    try SharedTracker.$asserting.withValue(sharedTracker, operation: body)
  }

  /// Reports every shared value whose live value differs from the asserted one, with a diff; then the live values
  /// become the asserted ones.
  func checkShared(
    _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
  ) {
    guard let tracker = sharedTracker else { return }
    defer { tracker.acceptLiveValues() }
    for mismatch in tracker.mismatches() {
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
