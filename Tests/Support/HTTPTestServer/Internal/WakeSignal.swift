/// A one-shot broadcast that wakes every thread blocked in `poll`: a pipe that becomes readable
/// when signalled and is never drained.
///
/// Its descriptors live exactly as long as the object: every thread that polls it holds a
/// reference, so the pipe is closed only after the last of them has finished.
final class WakeSignal: Sendable {
  /// Poll this for readability; it is readable once ``signal()`` was called.
  let readEnd: Int32
  private let writeEnd: Int32

  init() throws(HTTPTestServerError) {
    (readEnd, writeEnd) = try POSIX.makePipe()
  }

  /// Makes ``readEnd`` readable, for good.
  func signal() {
    POSIX.writeByte(writeEnd)
  }

  deinit {
    POSIX.closeDescriptor(readEnd)
    POSIX.closeDescriptor(writeEnd)
  }
}
