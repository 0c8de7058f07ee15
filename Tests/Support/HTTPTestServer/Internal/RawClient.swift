import Foundation

/// The blocking client behind ``HTTPTestServer/rawExchange(_:closeWrite:)``.
enum RawClient {
  /// Connects to 127.0.0.1:`port`, sends `bytes`, and reads until the server closes, however long that takes.
  static func exchange(
    port: UInt16, bytes: [UInt8], closeWrite: Bool
  ) -> Result<Data, HTTPTestServerError> {
    let descriptor: Int32
    do {
      descriptor = try POSIX.connectToLoopback(port: port)
    } catch {
      return .failure(error)
    }
    defer { POSIX.closeDescriptor(descriptor) }
    // No time limit: each wait is a day long, and a day that passes is waited again.
    var deadline: ContinuousClock.Instant { .now.advanced(by: .seconds(86_400)) }
    // A wake signal nobody fires: the connection helpers want one.
    guard let never = try? WakeSignal() else {
      return .failure(.system(operation: "pipe", message: POSIX.describe(POSIX.lastErrorCode)))
    }
    let io = ConnectionIO(descriptor: descriptor, wake: never)
    // A server that rejects early may close before everything was sent; read what it answered.
    _ = io.write(bytes, until: deadline)
    if closeWrite { POSIX.shutdownWrite(descriptor) }
    var received: [UInt8] = []
    while true {
      switch io.read(into: &received, maxCount: 64 * 1024, until: deadline) {
      case .received: continue
      case .endOfStream, .failed, .stopped: return .success(Data(received))
      case .timedOut: continue
      }
    }
  }
}
