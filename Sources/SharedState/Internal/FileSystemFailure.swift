import Dependencies

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file-system step of ``DiskFileSystem`` failed, in words a person can act on: the step, the path and the
/// system's reason (`strerror`, e.g. "Permission denied", "Not a directory", "No space left on device"), or what
/// is in the file's place when it is not a regular file.
///
/// The description is built from outside data (a path, the system's text), so it is passed through
/// `OutsideText.sanitized` once, here.
struct FileSystemFailure: Error, CustomStringConvertible, Equatable {
  /// What was being done, e.g. "creating the folder".
  let step: String
  /// The path it was done to.
  let path: String
  /// The `errno` value, or nil when the failure is not a system call's (a FIFO in the file's place).
  let code: Int32?
  /// Why, in words.
  let reason: String

  /// A failure of a system call that set `code` (an `errno` value).
  init(_ step: String, _ path: String, errno code: Int32) {
    self.step = step
    self.path = path
    self.code = code
    self.reason = String(cString: strerror(code))
  }

  /// A failure the system did not report: `reason` says what is wrong.
  init(_ step: String, _ path: String, reason: String) {
    self.step = step
    self.path = path
    self.code = nil
    self.reason = reason
  }

  var description: String {
    OutsideText.sanitized("\(step) \(path): \(reason)", keepingNewlines: false)
  }
}
