public import Foundation

/// A response body the server sends piece by piece: for tests of clients that must neither wait nor
/// buffer without bound (a body that never ends, one that trickles, one far larger than announced).
///
/// The server writes the response's ``HTTPTestResponse/body`` first, then `chunk` `count` times (forever
/// when `count` is `nil`), pausing `interval` before each one. It stops when the client closes the
/// connection, when a write cannot finish within the server's write timeout, or when the server stops;
/// the connection is always closed afterwards (no keep-alive).
///
/// ```swift
/// // A body that never ends, 64 KiB at a time, as fast as the client reads it.
/// server.route(.get, "/endless") { _ in .streaming(HTTPTestStream(chunk: Data(count: 65_536))) }
/// // One byte every 50 ms, announced as a 1 GiB body.
/// server.route(.get, "/trickle") { _ in
///   .streaming(HTTPTestStream(
///     chunk: Data("x".utf8), every: .milliseconds(50), framing: .contentLength(1 << 30)))
/// }
/// ```
public struct HTTPTestStream: Sendable, Equatable {
  /// How the end of the body is announced.
  public enum Framing: Sendable, Equatable {
    /// `Transfer-Encoding: chunked`; a finite stream ends with the last (empty) chunk.
    case chunked
    /// `Content-Length` with this value, whatever is actually sent: a stream that sends less is cut
    /// short by closing the connection, one that sends more keeps writing past it.
    case contentLength(Int)
  }

  /// The bytes written each time.
  public var chunk: Data
  /// The pause before each chunk; `.zero` writes as fast as the client reads.
  public var interval: Duration
  /// How many chunks to send; `nil` sends until the client goes away or the server stops.
  public var count: Int?
  /// How the end of the body is announced.
  public var framing: Framing

  /// Creates a stream.
  ///
  /// - Parameters:
  ///   - chunk: the bytes written each time; should not be empty.
  ///   - interval: the pause before each chunk.
  ///   - count: how many chunks; `nil` for a body that never ends.
  ///   - framing: chunked (the default) or an announced `Content-Length`.
  public init(
    chunk: Data, every interval: Duration = .zero, count: Int? = nil, framing: Framing = .chunked
  ) {
    self.chunk = chunk
    self.interval = interval
    self.count = count
    self.framing = framing
  }
}

extension HTTPTestStream {
  /// How a streamed body ended, as ``HTTPTestServer/streamEndings`` records it.
  public struct Ending: Sendable, Equatable {
    /// Why the server stopped sending.
    public enum Reason: Sendable, Equatable {
      /// Every chunk was sent (a finite stream).
      case completed
      /// A write failed: the client closed the connection, or stopped reading for longer than the
      /// server's write timeout.
      case clientGone
      /// The server was stopping.
      case serverStopped
    }

    /// The path of the request answered.
    public var path: String
    /// How many chunks were written in full (not counting the response's leading `body`).
    public var chunksSent: Int
    /// Why the server stopped sending.
    public var reason: Reason

    /// Creates an ending; the server records these.
    public init(path: String, chunksSent: Int, reason: Reason) {
      self.path = path
      self.chunksSent = chunksSent
      self.reason = reason
    }
  }
}

extension HTTPTestResponse {
  /// A response whose body is `stream`, after `headers` (JSON by default).
  public static func streaming(
    _ stream: HTTPTestStream, status: Int = 200,
    headers: [String: String] = ["Content-Type": "application/json"]
  ) -> Self {
    var response = Self(status: status, headers: headers)
    response.stream = stream
    return response
  }
}
