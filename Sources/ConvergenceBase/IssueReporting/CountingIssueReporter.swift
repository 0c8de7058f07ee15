/// An ``IssueReporter`` that keeps what it is given, for tests and benchmarks that assert on issues.
public final class CountingIssueReporter: IssueReporter {
  private let storage = Lock<[ReportedIssue]>([])

  /// Creates an empty reporter.
  public init() {}

  /// Keeps `issue`.
  public func report(_ issue: ReportedIssue) {
    storage.withLock { $0.append(issue) }
  }

  /// Everything reported so far, in order.
  public var issues: [ReportedIssue] { storage.withLock { $0 } }

  /// The messages reported so far, in order.
  public var messages: [String] { issues.map(\.message) }
}
