import Dependencies
import ReducerTesting
import XCTest

/// A key with a distinct value in every context.
private enum ContextKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
  static let previewValue = "preview"
}

/// A key without a test value: reading it in a test reports an issue naming it.
private enum LiveOnlyKey: DependencyKey {
  static let liveValue = "live only"
}

/// Proves the dependency registry detects an XCTest run and reports through installed reporters
/// there.
///
/// Nothing here fails on purpose: XCTest on Linux has no `XCTExpectFailure`, so issues are captured
/// with `withIssueReporters` instead of reaching `XCTFail`.
final class DependencyContextXCTests: XCTestCase {
  func testXCTestProcessIsDetectedAsATest() {
    XCTAssertEqual(DependencyContext.detected, .test)
    XCTAssertEqual(DependencyValues().context, .test)
    @Dependency(ContextKey.self) var value
    XCTAssertEqual(value, "test")
  }

  func testContextCanBeSetToPreviewAndLive() {
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(ContextKey.self) var value
      XCTAssertEqual(value, "preview")
    }
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(ContextKey.self) var value
      XCTAssertEqual(value, "live")
    }
  }

  func testUnimplementedUUIDIsCapturedByInstalledReporter() {
    let reporter = CountingIssueReporter()
    let id = withIssueReporters([reporter]) {
      @Dependency(\.uuid) var uuid
      return uuid()
    }
    XCTAssertEqual(id.uuidString, "00000000-0000-0000-0000-000000000000")
    XCTAssertEqual(reporter.issues.count, 1)
    XCTAssertEqual(reporter.issues.first?.severity, .failure)
    XCTAssertTrue(reporter.messages.first?.contains(#"@Dependency(\.uuid)"#) == true)
  }

  func testMissingTestValueIsCapturedNamingTheKey() {
    let reporter = CountingIssueReporter()
    let value = withIssueReporters([reporter]) {
      @Dependency(LiveOnlyKey.self) var value
      return value
    }
    XCTAssertEqual(value, "live only")
    XCTAssertEqual(reporter.messages.count, 1)
    XCTAssertTrue(
      reporter.messages.first?.contains("@Dependency(LiveOnlyKey) has no test implementation")
        == true)
  }

  func testUnimplementedEndpointIsCapturedAcrossAnAsyncEffect() async {
    let reporter = CountingIssueReporter()
    await withIssueReporters([reporter]) {
      await Task {
        _ = Unimplemented("Weather.forecast")
      }.value
    }
    XCTAssertEqual(reporter.messages.count, 1)
    XCTAssertTrue(reporter.messages.first?.contains("'Weather.forecast'") == true)
  }

  func testInfoIssueReachesXCTestWithoutFailing() {
    // The bridge takes the XCTest path here (no Swift Testing test is running) and handles the
    // issue.
    let issue = ReportedIssue(
      "an informational note from DependencyContextXCTests", severity: .info, fileID: #fileID,
      filePath: #filePath, line: #line, column: #column)
    XCTAssertTrue(TestFrameworkReporter.record(issue))
    // Through the default reporter too: a note never fails the running test.
    reportIssue("another informational note", severity: .info)
  }
}
