import Dependencies
import Testing

/// A struct-of-closures client whose test value is unimplemented.
private struct WeatherClient: Sendable {
  var forecast: @Sendable (String) async throws -> String
}

extension WeatherClient: DependencyKey {
  static let liveValue = WeatherClient { city in "Sunny in \(city)" }
  static let testValue = WeatherClient { _ in throw Unimplemented("WeatherClient.forecast") }
}

/// An issue reporter that remembers only messages, to show several reporters receive one issue.
private final class MessageLog: IssueReporter {
  let log = Log<String>()
  func report(_ issue: ReportedIssue) { log.append(issue.message) }
}

@Suite struct IssueReportingTests {
  @Test func unimplementedReportsNamingTheEndpointAtTheCallSite() throws {
    let reporter = CountingIssueReporter()
    let line: UInt = #line + 1
    let error = withIssueReporters([reporter]) { Unimplemented("X.y") }
    #expect(error.name == "X.y")
    #expect(error.description == "Unimplemented: X.y")
    let issue = try #require(reporter.issues.first)
    #expect(reporter.issues.count == 1)
    #expect(issue.message.contains("'X.y' was called"))
    #expect(issue.severity == .failure)
    #expect("\(issue.fileID)" == #fileID)
    #expect(issue.line == line)
  }

  @Test func unimplementedFailsTheRunningTest() {
    withKnownIssue {
      _ = Unimplemented("X.y")
    } matching: { issue in
      issue.description.contains("'X.y' was called")
    }
  }

  @Test func unimplementedTestValueThrowsAndReports() async {
    @Dependency(WeatherClient.self) var weather
    let reporter = CountingIssueReporter()
    await withIssueReporters([reporter]) {
      await #expect {
        _ = try await weather.forecast("Oslo")
      } throws: { error in
        (error as? Unimplemented)?.name == "WeatherClient.forecast"
      }
    }
    #expect(reporter.messages.count == 1)
    #expect(reporter.messages.first?.contains("'WeatherClient.forecast'") == true)
  }

  @Test func overriddenEndpointDoesNotReport() async throws {
    let reporter = CountingIssueReporter()
    let forecast = try await withIssueReporters([reporter]) {
      try await withDependencies {
        $0[WeatherClient.self] = WeatherClient { "Rain in \($0)" }
      } operation: {
        @Dependency(WeatherClient.self) var weather
        return try await weather.forecast("Bergen")
      }
    }
    #expect(forecast == "Rain in Bergen")
    #expect(reporter.issues.isEmpty)
  }

  @Test func everyInstalledReporterReceivesEachIssue() {
    let first = CountingIssueReporter()
    let second = MessageLog()
    withIssueReporters([first, second]) {
      reportIssue("one")
      reportIssue("two", severity: .info)
    }
    #expect(first.messages == ["one", "two"])
    #expect(first.issues.map(\.severity) == [.failure, .info])
    #expect(second.log.values == ["one", "two"])
  }

  @Test func innerReportersReplaceOuterOnesAndScopeEnds() {
    let outer = CountingIssueReporter()
    let inner = CountingIssueReporter()
    withIssueReporters([outer]) {
      withIssueReporters([inner]) { reportIssue("inner") }
      reportIssue("outer")
    }
    #expect(outer.messages == ["outer"])
    #expect(inner.messages == ["inner"])
    #expect(IssueReporters.current == nil)
  }

  @Test func emptyReporterListSilencesIssues() {
    // No reporter installed means the issue goes nowhere: the test must not fail.
    withIssueReporters([]) { reportIssue("dropped") }
  }

  @Test func asyncReportersReachChildTasks() async {
    let reporter = CountingIssueReporter()
    await withIssueReporters([reporter]) {
      await withTaskGroup(of: Void.self) { group in
        for index in 0..<4 {
          group.addTask { reportIssue("child \(index)") }
        }
      }
      await Task { reportIssue("unstructured") }.value
    }
    #expect(Set(reporter.messages) == ["child 0", "child 1", "child 2", "child 3", "unstructured"])
  }

  @Test func reportedIssueDescribesLocationSeverityAndMessage() {
    let issue = ReportedIssue(
      "Something broke", fileID: "Module/File.swift", filePath: "/tmp/File.swift", line: 12,
      column: 3)
    #expect(issue.description == "Module/File.swift:12:3: error: Something broke")
    var note = issue
    note.severity = .info
    #expect(note.description == "Module/File.swift:12:3: note: Something broke")
  }

  @Test func infoIssueDoesNotFailTheRunningTest() {
    // Recorded as a warning through the default reporter; a failure here would fail this test.
    reportIssue("an informational note from IssueReportingTests", severity: .info)
  }
}
