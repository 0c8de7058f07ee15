import Testing
import Dependencies

/// Collects the issues a `withKnownIssue` matcher sees, so a test can count them and check where they point.
final class IssueLog: Sendable {
  private let issues = Lock<[Issue]>([])

  /// Records `issue` and returns whether its description contains every one of `fragments`.
  func match(_ issue: Issue, _ fragments: String...) -> Bool {
    issues.withLock { $0.append(issue) }
    return fragments.allSatisfy { issue.description.contains($0) }
  }

  /// Every issue seen so far, in order.
  var all: [Issue] { issues.withLock { $0 } }

  /// The descriptions of every issue seen so far.
  var descriptions: [String] { all.map(\.description) }

  /// The source lines every issue points at.
  var lines: [Int] { all.compactMap { $0.sourceLocation?.line } }
}
