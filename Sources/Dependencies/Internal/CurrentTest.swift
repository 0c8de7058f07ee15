/// Implemented by `ReducerTesting` (found at run time, like its issue reporter): names the test the current task
/// runs in.
package protocol TestFrameworkTestIdentifying: SendableMetatype {
  /// The running test (and, for a parameterized test, its case); `nil` outside a test.
  static var currentTestID: (any Hashable & Sendable)? { get }
}

/// The test the current task runs in, as the test framework says, when the process links `ReducerTesting`.
package enum CurrentTest {
  private static let identifying: (any TestFrameworkTestIdentifying.Type)? =
    TestFrameworkBridge.reducerTesting as? any TestFrameworkTestIdentifying.Type

  /// The running test; `nil` outside a test, or when it cannot be told (XCTest, a detached task).
  package static var id: TestID? {
    identifying?.currentTestID.map(TestID.init)
  }
}

/// One running test, as the test framework identifies it.
package struct TestID: Hashable, Sendable {
  let value: any Hashable & Sendable

  package static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.value) == AnyHashable(rhs.value)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(value))
  }
}
