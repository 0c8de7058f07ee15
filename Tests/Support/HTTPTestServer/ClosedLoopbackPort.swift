public import Foundation

/// A port on 127.0.0.1 that refuses connections, for tests of a client's "connection refused" path.
///
/// Stopping a server and reusing its port is a race: a server another test starts in parallel can be given the
/// same port at once, and the "refused" request gets that server's answer. This port is bound (so no other socket
/// can take it) but never listened on, for as long as the instance lives; keep it alive across the request:
///
/// ```swift
/// let port = try ClosedLoopbackPort()
/// defer { withExtendedLifetime(port) {} }
/// // point the client at port.baseURL: every connection is refused
/// ```
public final class ClosedLoopbackPort: Sendable {
  /// `http://127.0.0.1:<port>`.
  public let baseURL: URL
  private let descriptor: Int32

  /// Binds the port.
  ///
  /// - Throws: ``HTTPTestServerError`` if no socket can be bound.
  public init() throws(HTTPTestServerError) {
    let (descriptor, port) = try POSIX.makeLoopbackClosedPort()
    guard let url = URL(string: "http://127.0.0.1:\(port)") else {
      POSIX.closeDescriptor(descriptor)
      throw .system(operation: "URL", message: "no URL for port \(port)")
    }
    self.descriptor = descriptor
    self.baseURL = url
  }

  /// Binds `port` itself, to hold a port another socket just released.
  ///
  /// - Throws: ``HTTPTestServerError`` if the port is in use (still listened on, or taken by another socket).
  public init(port: UInt16) throws(HTTPTestServerError) {
    let (descriptor, port) = try POSIX.makeLoopbackClosedPort(port: port)
    guard let url = URL(string: "http://127.0.0.1:\(port)") else {
      POSIX.closeDescriptor(descriptor)
      throw .system(operation: "URL", message: "no URL for port \(port)")
    }
    self.descriptor = descriptor
    self.baseURL = url
  }

  /// Frees the port.
  deinit { POSIX.closeDescriptor(descriptor) }
}
