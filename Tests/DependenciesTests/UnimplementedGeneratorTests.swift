import Dependencies
import Foundation
import Testing

/// The test values of the built-in generators (`date`, `uuid`): each use reports how to override the dependency, and
/// answers a fixed placeholder so the test goes on.
@Suite struct UnimplementedGeneratorTests {
  @Test func anUnoverriddenDateInATestReportsHowToSetOneAndAnswersTheReferenceDate() throws {
    let reporter = CountingIssueReporter()
    let date = withIssueReporters([reporter]) { DependencyValues.current.date.now }
    #expect(date == Date(timeIntervalSinceReferenceDate: 0))
    let issue = try #require(reporter.issues.first)
    #expect(reporter.issues.count == 1)
    #expect(
      issue.message
        == "Unimplemented: @Dependency(\\.date) was used, but this test did not override it. Set "
        + "`$0.date = .constant(…)` in the test's dependencies.")
  }

  @Test func anUnoverriddenUUIDInATestReportsHowToSetOneAndAnswersTheZeroUUID() throws {
    let reporter = CountingIssueReporter()
    let uuid = withIssueReporters([reporter]) { DependencyValues.current.uuid() }
    #expect(uuid.uuidString == "00000000-0000-0000-0000-000000000000")
    let issue = try #require(reporter.issues.first)
    #expect(reporter.issues.count == 1)
    #expect(
      issue.message
        == "Unimplemented: @Dependency(\\.uuid) was used, but this test did not override it. Set "
        + "`$0.uuid = .incrementing` (or `.constant(…)`) in the test's dependencies.")
  }
}
