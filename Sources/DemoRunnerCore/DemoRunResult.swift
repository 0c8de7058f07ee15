/// What one in-process run of the demo runner printed, and how it ended.
public struct DemoRunResult: Sendable, Equatable {
  /// The process exit status: 0 success, 1 a failed check or expectation, 2 bad usage or script.
  public var exitCode: Int32
  /// Everything written to standard output.
  public var stdout: String
  /// Everything written to standard error.
  public var stderr: String
}
