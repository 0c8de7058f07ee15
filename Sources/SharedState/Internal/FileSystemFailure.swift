import Dependencies

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file-system step of ``DiskFileSystem`` failed, in words a person can act on: the step, the path and the
/// system's reason (`strerror_r`, e.g. "Permission denied", "Not a directory", "No space left on device"), or what
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
    self.reason = Self.systemText(code)
  }

  /// The system's text for the `errno` value `code`, e.g. "Not a directory". `strerror_r`, not `strerror`: saves run
  /// concurrently, and `strerror` may share one buffer between threads.
  static func systemText(_ code: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    // NB: the pointer lives only inside the closure and strerror_r writes at most `pointer.count` bytes into it
    // (a NUL-terminated text when it succeeds); the text is copied into a String before the closure returns.
    let found = buffer.withUnsafeMutableBufferPointer { pointer -> String? in
      guard let base = pointer.baseAddress else { return nil }
      return Self.text(of: strerror_r(code, base, pointer.count), in: base)
    }
    return found ?? "Unknown error \(code)"
  }

  /// The XSI `strerror_r` (Darwin, Musl, and Glibc as Swift imports it): 0 when the text is in `buffer`.
  private static func text(of result: Int32, in buffer: UnsafeMutablePointer<CChar>) -> String? {
    // NB: a result of 0 means `buffer` holds a NUL-terminated text within its size.
    result == 0 ? String(cString: buffer) : nil
  }

  /// The GNU `strerror_r`: the text is where the result points (`buffer` or a static, immutable string).
  private static func text(
    of result: UnsafeMutablePointer<CChar>?, in buffer: UnsafeMutablePointer<CChar>
  ) -> String? {
    // NB: the GNU variant always returns a NUL-terminated text, in `buffer` or in static storage never written.
    result.map { String(cString: $0) }
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
