import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Detects whether this process is a test runner.
package enum TestProcess {
  /// True in a process run by `swift test` / `xctest` (Swift Testing or XCTest).
  package static let isRunningTests: Bool = {
    let environment = ProcessInfo.processInfo.environment
    if environment["CONVERGENCE_FORCE_LIVE_CONTEXT"] == "1" { return false }
    if environment["XCTestConfigurationFilePath"] != nil
      || environment["XCTestBundlePath"] != nil
      || environment["XCTestSessionIdentifier"] != nil
    {
      return true
    }
    let arguments = ProcessInfo.processInfo.arguments
    if let executable = arguments.first,
      executable.hasSuffix(".xctest") || executable.hasSuffix("/xctest")
        || executable.contains(".xctest/")
    {
      return true
    }
    if arguments.contains("--testing-library") { return true }
    return false
  }()
}

/// Finds test frameworks at run time without linking them.
package enum TestFrameworkBridge {
  /// The bridge the `ReducerTesting` module provides, when the process links it.
  package static let reducerTesting: (any TestFrameworkIssueRecording.Type)? = {
    _typeByName("14ReducerTesting21TestFrameworkReporterV") as? any TestFrameworkIssueRecording.Type
  }()

  /// `XCTFail(_:file:line:)`, when XCTest is loaded.
  package static let xctFail: (@Sendable (String, StaticString, UInt) -> Void)? = {
    #if canImport(Glibc) || canImport(Darwin)
      guard
        let symbol = dlsym(
          dlopen(nil, RTLD_LAZY), "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF")
      else { return nil }
      // NB: the mangled name pins the exact signature `XCTFail(_: String, file: StaticString, line: UInt)`;
      // a thin Swift function with that signature is what the symbol is.
      typealias XCTFailFunction = @convention(thin) (String, StaticString, UInt) -> Void
      let function = unsafeBitCast(symbol, to: XCTFailFunction.self)
      return { message, file, line in function(message, file, line) }
    #else
      return nil
    #endif
  }()
}

/// The reporter type `ReducerTesting` provides, as the `ConvergenceBase` module resolves it by name at run time
/// (`nil` when the process does not link `ReducerTesting`, or when the name stopped resolving — a test guards it).
package func resolvedTestFrameworkReporter() -> (any TestFrameworkIssueRecording.Type)? {
  TestFrameworkBridge.reducerTesting
}

/// Implemented by `ReducerTesting` to send issues to Swift Testing or XCTest.
package protocol TestFrameworkIssueRecording: SendableMetatype {
  /// Records `issue` in the running test; returns false when no test framework is running one.
  static func record(_ issue: ReportedIssue) -> Bool
}
