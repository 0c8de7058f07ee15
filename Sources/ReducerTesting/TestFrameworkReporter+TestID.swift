import Dependencies
import Testing

extension TestFrameworkReporter: TestFrameworkTestIdentifying {
  /// The Swift Testing test the current task runs in; for a parameterized test, also which case.
  ///
  /// Swift Testing does not publish a case's identity, so a case is told apart by its description (its arguments).
  /// Two runs of one test (repetitions) are the same test here.
  package static var currentTestID: (any Hashable & Sendable)? {
    guard let test = Test.current else { return nil }
    guard let testCase = Test.Case.current, testCase.isParameterized else {
      return TestIdentity(test: test.id, testCase: nil)
    }
    return TestIdentity(test: test.id, testCase: String(reflecting: testCase))
  }
}

/// One test (and case) of a Swift Testing run.
private struct TestIdentity: Hashable, Sendable {
  let test: Test.ID
  let testCase: String?
}
