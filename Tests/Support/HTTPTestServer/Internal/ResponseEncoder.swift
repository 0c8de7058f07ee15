import Foundation

/// Turns an ``HTTPTestResponse`` into the bytes of an HTTP/1.1 response.
enum ResponseEncoder {
  /// The headers the server owns; a handler's values for them are ignored.
  private static let reservedHeaders: Set<String> = [
    "content-length", "connection", "transfer-encoding", "keep-alive",
  ]

  /// Encodes `response`; for a streaming response, its head and the `body` that precedes the stream.
  ///
  /// - Parameters:
  ///   - method: the request's method; a `HEAD` response carries no body.
  ///   - keepAlive: whether the connection stays open; `false` adds `Connection: close`.
  static func encode(
    _ response: HTTPTestResponse, method: HTTPTestMethod, keepAlive: Bool
  ) -> [UInt8] {
    let status = (200...599).contains(response.status) ? response.status : 500
    let bodyAllowed = status != 204 && status != 304
    var head = "HTTP/1.1 \(status) \(reasonPhrase(status))\r\n"
    let fields = response.headers
      .map { (name: sanitized($0.key), value: sanitized($0.value)) }
      .filter { !$0.name.isEmpty && !reservedHeaders.contains($0.name.lowercased()) }
      .sorted { $0.name.lowercased() < $1.name.lowercased() }
    for field in fields {
      head += "\(field.name): \(field.value)\r\n"
    }
    switch response.stream?.framing {
    case _ where !bodyAllowed: break
    case nil: head += "Content-Length: \(response.body.count)\r\n"
    case .chunked: head += "Transfer-Encoding: chunked\r\n"
    case .contentLength(let announced): head += "Content-Length: \(announced)\r\n"
    }
    head += keepAlive ? "" : "Connection: close\r\n"
    head += "\r\n"
    var bytes = Array(head.utf8)
    if bodyAllowed && method != .head {
      bytes.append(contentsOf: piece(response.body, of: response.stream))
    }
    return bytes
  }

  /// `bytes` as sent within the body of `stream`: a chunk of its own when the stream is chunked
  /// (nothing for no bytes: an empty chunk would end the body), else as they are.
  static func piece(_ bytes: Data, of stream: HTTPTestStream?) -> [UInt8] {
    guard stream?.framing == .chunked else { return Array(bytes) }
    guard !bytes.isEmpty else { return [] }
    return Array("\(String(bytes.count, radix: 16))\r\n".utf8) + Array(bytes) + [13, 10]
  }

  /// The end of a chunked body: the last (empty) chunk and no trailers.
  static let lastChunk = Array("0\r\n\r\n".utf8)

  /// The interim response sent to a client that asked `Expect: 100-continue`.
  static let continueResponse = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

  /// Removes characters that would break the header framing (CR, LF, NUL).
  private static func sanitized(_ text: String) -> String {
    String(text.unicodeScalars.filter { $0 != "\r" && $0 != "\n" && $0 != "\0" })
  }

  private static func reasonPhrase(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 201: "Created"
    case 202: "Accepted"
    case 204: "No Content"
    case 301: "Moved Permanently"
    case 302: "Found"
    case 304: "Not Modified"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 409: "Conflict"
    case 413: "Content Too Large"
    case 422: "Unprocessable Content"
    case 429: "Too Many Requests"
    case 431: "Request Header Fields Too Large"
    case 500: "Internal Server Error"
    case 501: "Not Implemented"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 504: "Gateway Timeout"
    case 505: "HTTP Version Not Supported"
    default: "Status \(status)"
    }
  }
}
