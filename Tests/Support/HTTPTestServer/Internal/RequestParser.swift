/// Parses the head of an HTTP/1.x request from raw bytes; pure, so every malformed input is a value.
///
/// The parser never traps: anything it does not accept becomes ``Outcome/invalid(status:reason:)``
/// with the status the server answers (400, 413, 431, 501, 505) before closing the connection.
enum RequestParser {
  /// The parsed request line and headers.
  struct Head {
    var method: String
    var target: String
    var version: String
    /// Header fields in arrival order, names as sent.
    var fields: [(name: String, value: String)]

    /// The values of header `name` (case-insensitive), in order.
    func values(_ name: String) -> [String] {
      let wanted = name.lowercased()
      return fields.filter { $0.name.lowercased() == wanted }.map(\.value)
    }

    /// The comma-separated tokens of header `name`, lower-cased.
    func tokens(_ name: String) -> [String] {
      values(name).flatMap { $0.split(separator: ",") }.map {
        $0.trimmingSpaces().lowercased()
      }
    }

    /// Whether the connection stays open after this request: HTTP/1.1 without
    /// `Connection: close`. HTTP/1.0 connections are always closed after one answer.
    var keepsAlive: Bool {
      version == "HTTP/1.1" && !tokens("connection").contains("close")
    }

    /// Whether the client waits for `100 Continue` before sending the body.
    var expectsContinue: Bool { tokens("expect").contains("100-continue") }
  }

  /// What parsing the buffered bytes produced.
  enum Outcome {
    /// The head is not complete yet.
    case incomplete
    /// A head of `length` bytes (including leading empty lines and the blank line).
    case head(Head, length: Int)
    /// The request is unacceptable; answer `status` and close.
    case invalid(status: Int, reason: String)
  }

  /// The most header fields a request may have.
  static let maxFieldCount = 100

  /// Parses a request head from the start of `bytes`.
  ///
  /// - Parameter maxHeadBytes: the largest head accepted; a longer one is `431`.
  static func parseHead(_ bytes: [UInt8], maxHeadBytes: Int) -> Outcome {
    // Empty lines before a request line are ignored (RFC 9112 §2.2).
    var start = 0
    while start < bytes.count, bytes[start] == cr || bytes[start] == lf { start += 1 }
    guard let end = headEnd(in: bytes, from: start) else {
      if bytes.count - start > maxHeadBytes {
        return .invalid(status: 431, reason: "request head is larger than \(maxHeadBytes) bytes")
      }
      return .incomplete
    }
    guard end - start <= maxHeadBytes else {
      return .invalid(status: 431, reason: "request head is larger than \(maxHeadBytes) bytes")
    }
    let lines = splitLines(bytes[start..<(end - 4)])
    guard let requestLine = lines.first else {
      return .invalid(status: 400, reason: "missing request line")
    }
    let line: (method: String, target: String, version: String)
    switch parseRequestLine(requestLine) {
    case .success(let parsed): line = parsed
    case .failure(let failure): return .invalid(status: failure.status, reason: failure.reason)
    }
    let fieldLines = lines.dropFirst()
    guard fieldLines.count <= maxFieldCount else {
      return .invalid(status: 431, reason: "more than \(maxFieldCount) header fields")
    }
    var fields: [(name: String, value: String)] = []
    for fieldLine in fieldLines {
      guard let field = parseField(fieldLine) else {
        return .invalid(status: 400, reason: "malformed header field line")
      }
      fields.append(field)
    }
    let head = Head(method: line.method, target: line.target, version: line.version, fields: fields)
    return .head(head, length: end)
  }

  /// The body length `head` announces, or the reason it is unacceptable.
  static func bodyLength(of head: Head, maxBodyBytes: Int) -> Result<Int, Rejection> {
    if !head.values("transfer-encoding").isEmpty {
      return .failure(
        Rejection(status: 501, reason: "Transfer-Encoding request bodies are not supported"))
    }
    let lengths = head.values("content-length").flatMap { $0.split(separator: ",") }.map {
      $0.trimmingSpaces()
    }
    guard let first = lengths.first else { return .success(0) }
    guard lengths.allSatisfy({ $0 == first }), !first.isEmpty, first.count <= 18,
      first.allSatisfy({ $0.isASCII && $0.isNumber }), let length = Int(first)
    else {
      return .failure(Rejection(status: 400, reason: "invalid Content-Length"))
    }
    guard length <= maxBodyBytes else {
      return .failure(
        Rejection(status: 413, reason: "request body is larger than \(maxBodyBytes) bytes"))
    }
    return .success(length)
  }

  /// A reason to refuse a request, with the status to answer.
  struct Rejection: Error {
    var status: Int
    var reason: String
  }

  // MARK: Helpers

  private static let cr = UInt8(ascii: "\r")
  private static let lf = UInt8(ascii: "\n")

  /// The index just past the first `\r\n\r\n` at or after `start`.
  private static func headEnd(in bytes: [UInt8], from start: Int) -> Int? {
    guard bytes.count - start >= 4 else { return nil }
    var index = start
    while index + 3 < bytes.count {
      if bytes[index] == cr, bytes[index + 1] == lf, bytes[index + 2] == cr,
        bytes[index + 3] == lf
      {
        return index + 4
      }
      index += 1
    }
    return nil
  }

  private static func splitLines(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var lineStart = bytes.startIndex
    var index = bytes.startIndex
    while index < bytes.endIndex {
      if bytes[index] == cr, index + 1 < bytes.endIndex, bytes[index + 1] == lf {
        lines.append(bytes[lineStart..<index])
        index += 2
        lineStart = index
      } else {
        index += 1
      }
    }
    lines.append(bytes[lineStart..<bytes.endIndex])
    return lines
  }

  private static func parseRequestLine(
    _ line: ArraySlice<UInt8>
  ) -> Result<(method: String, target: String, version: String), Rejection> {
    let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
    guard parts.count == 3 else {
      return .failure(Rejection(status: 400, reason: "malformed request line"))
    }
    let method = parts[0]
    let target = parts[1]
    let version = parts[2]
    guard !method.isEmpty, method.count <= 32, method.allSatisfy(isTokenByte) else {
      return .failure(Rejection(status: 400, reason: "malformed method"))
    }
    guard target.first == UInt8(ascii: "/"), target.count <= 8 * 1024,
      target.allSatisfy({ $0 > 0x20 && $0 < 0x7F })
    else {
      return .failure(Rejection(status: 400, reason: "malformed request target"))
    }
    let versionText = String(decoding: version, as: UTF8.self)
    guard versionText.hasPrefix("HTTP/"), versionText.count == 8 else {
      return .failure(Rejection(status: 400, reason: "malformed HTTP version"))
    }
    guard versionText == "HTTP/1.1" || versionText == "HTTP/1.0" else {
      return .failure(Rejection(status: 505, reason: "only HTTP/1.0 and HTTP/1.1 are supported"))
    }
    return .success(
      (
        String(decoding: method, as: UTF8.self), String(decoding: target, as: UTF8.self),
        versionText
      ))
  }

  private static func parseField(_ line: ArraySlice<UInt8>) -> (name: String, value: String)? {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
    let name = line[line.startIndex..<colon]
    guard !name.isEmpty, name.allSatisfy(isTokenByte) else { return nil }
    let value = line[(colon + 1)...]
    // Control characters other than horizontal tab are not allowed in a field value.
    guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else { return nil }
    return (
      String(decoding: name, as: UTF8.self),
      String(decoding: value, as: UTF8.self).trimmingSpaces()
    )
  }

  /// Whether `byte` may appear in a token (method, header name): RFC 9110 `tchar`.
  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and horizontal tabs.
  func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
