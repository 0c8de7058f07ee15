package import Dependencies
import Foundation
import Testing
import XCTest

/// Sends issues to the test framework running the current test: Swift Testing or XCTest.
///
/// The `Dependencies` module finds this type by name at run time, so any test process that links `ReducerTesting`
/// reports unimplemented dependencies, unhandled effect errors and TestStore failures to the running test, at the
/// caller's file, line and column.
///
/// What an XCTest user sees: an `XCTFail` at the caller's file and line (XCTest shows no column), as for an
/// `XCTAssert` written there. For a report that started in production code the file is the `#filePath` literal it
/// was given; for one that started from a ReducerTesting API, whose caller's location arrives as a Swift Testing
/// `SourceLocation` (its file a `String`), it is the same path as a `StaticString` made once per file when the issue
/// was reported (`StaticStringTable`), so the two look alike and Xcode puts both on the line.
package struct TestFrameworkReporter: TestFrameworkIssueRecording {
  /// Records `issue` in the running test. Returns false when no test framework is running one.
  package static func record(_ issue: ReportedIssue) -> Bool {
    if Test.current != nil {
      let location = sourceLocation(of: issue)
      switch issue.severity {
      case .failure:
        Issue.record(Comment(rawValue: issue.message), sourceLocation: location)
      case .info:
        Issue.record(
          Comment(rawValue: issue.message), severity: .warning, sourceLocation: location)
      }
      return true
    }
    if isSwiftTestingRun {
      // A Swift Testing run, but this report lost its test (a detached task or a deinit on another task).
      return false
    }
    switch issue.severity {
    case .failure:
      XCTFail(issue.message, file: issue.filePath, line: issue.line)
    case .info:
      FileHandle.standardError.write(Data("note: \(issue.description)\n".utf8))
    }
    return true
  }

  /// Where Swift Testing shows `issue`: its location, made acceptable to `SourceLocation`, which traps on an empty
  /// or module-less file ID and on a line or column below 1 (a location made by hand, or a placeholder's column 0).
  package static func sourceLocation(of issue: ReportedIssue) -> Testing.SourceLocation {
    let fileID = "\(issue.fileID)"
    return Testing.SourceLocation(
      fileID: fileID.contains("/")
        ? fileID : "Unknown/" + (fileID.isEmpty ? "UnnamedFile.swift" : fileID),
      filePath: "\(issue.filePath)", line: max(Int(clamping: issue.line), 1),
      column: max(Int(clamping: issue.column), 1))
  }

  private static let isSwiftTestingRun: Bool = {
    let arguments = ProcessInfo.processInfo.arguments
    guard let index = arguments.firstIndex(of: "--testing-library"), index + 1 < arguments.count
    else { return false }
    return arguments[index + 1] == "swift-testing"
  }()
}
