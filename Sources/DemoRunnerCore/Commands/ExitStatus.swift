/// How a command ended, as the process's exit status.
enum ExitStatus: Int32, Sendable {
  /// Everything worked and every expectation held.
  case success = 0
  /// A check or an expectation failed.
  case failure = 1
  /// Bad usage or a bad script: nothing (more) was run.
  case usage = 2

  /// The more severe of two statuses.
  func combined(with other: ExitStatus) -> ExitStatus {
    rawValue >= other.rawValue ? self : other
  }
}
