import APIService
import Foundation
import HTTPTestServer
import Testing

/// The live client's bounds against a real server on 127.0.0.1 that misbehaves: bodies that never
/// end, trickle, or are far larger than the client accepts (issue 23).
///
/// Verdicts never depend on timing: a short configured timeout must end in `.timeout`, a body past
/// the limit in `.responseTooLarge`, and the server's record of how its stream ended shows that the
/// client stopped reading. No test here has a wall-clock bound of its own: the run is bounded as a whole.
@Suite struct LiveAPIClientTests {
  private struct Item: Codable, Equatable, Sendable {
    var id: Int
  }

  /// 16 KiB of JSON-ish filler, the unit every stream here repeats.
  private static let filler = Data(repeating: UInt8(ascii: " "), count: 16 * 1024)

  private func client(
    _ server: HTTPTestServer, timeout: Duration = .seconds(10), maxResponseBytes: Int? = nil
  ) -> APIClient {
    .live(
      APIConfiguration(
        baseURL: server.baseURL, requestTimeout: timeout,
        maxResponseBytes: maxResponseBytes ?? APIConfiguration.defaultMaxResponseBytes))
  }

  /// The error `operation` throws, or `nil` after recording an issue when it succeeds.
  ///
  /// No wall-clock bound: a call that never returns is the failure itself, and the test run is bounded as a
  /// whole (`.ci/run`), so no machine is too slow for a verdict here.
  private func apiError(
    _ operation: () async throws(APIError) -> Data
  ) async -> APIError? {
    do throws(APIError) {
      let data = try await operation()
      Issue.record("expected an APIError, got \(data.count) bytes")
      return nil
    } catch {
      return error
    }
  }

  // MARK: The timeout bounds the whole exchange

  /// Issue 23: a body that kept streaming overran the timeout (4–18 s against 2 s, or never
  /// returned) while memory grew without bound.
  @Test func aBodyThatNeverEndsTimesOutAtTheConfiguredDeadline() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/endless") { _ in
      .streaming(HTTPTestStream(chunk: Self.filler, every: .milliseconds(5)))
    }
    // No body limit: only the deadline can end this call, however slowly the machine reads.
    let api = client(server, timeout: .milliseconds(300), maxResponseBytes: .max)

    let error = await apiError { () async throws(APIError) in try await api.data("/endless") }

    #expect(error == .timeout)
    let endings = await server.streamEndings(atLeast: 1)
    #expect(endings.map(\.reason) == [.clientGone])
  }

  /// A body that trickles in (one byte at a time, each well within URLSession's idle timeout)
  /// still ends at the deadline.
  @Test func aTricklingBodyTimesOutAtTheConfiguredDeadline() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/trickle") { _ in
      .streaming(
        HTTPTestStream(
          chunk: Data(" ".utf8), every: .milliseconds(20), framing: .contentLength(1_000_000)))
    }
    let api = client(server, timeout: .milliseconds(300), maxResponseBytes: .max)

    let error = await apiError { () async throws(APIError) in try await api.data("/trickle") }

    #expect(error == .timeout)
    let endings = await server.streamEndings(atLeast: 1)
    #expect(endings.map(\.reason) == [.clientGone])
  }

  /// A stream that ends in time is read whole: the deadline and the limit cut nothing short.
  @Test func aStreamedBodyWithinTheTimeoutAndLimitSucceeds() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/items") { _ in
      var response = HTTPTestResponse.streaming(
        HTTPTestStream(chunk: Data(#",{"id":2}"#.utf8), count: 3))
      response.body = Data(#"[{"id":1}"#.utf8)
      return response
    }
    let api = client(server, maxResponseBytes: 1024)

    let data = try await api.data("/items")

    #expect(String(decoding: data, as: UTF8.self) == #"[{"id":1},{"id":2},{"id":2},{"id":2}"#)
    let endings = await server.streamEndings(atLeast: 1)
    #expect(endings.map(\.reason) == [.completed])
  }

  // MARK: The body-size limit

  /// Issue 23: a 1 GiB answer was buffered whole (2.1 GB peak). Without a `Content-Length`, the
  /// client stops reading at the limit.
  @Test func aBodyPastTheLimitFailsWhileReadingAndStopsTheTransfer() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    // Chunked (no length announced) and endless, 16 KiB a millisecond: only the limit can end this
    // call — its timeout is an hour, so no machine is slow enough for the deadline to come first.
    server.route(.get, "/huge") { _ in
      .streaming(HTTPTestStream(chunk: Self.filler, every: .milliseconds(1)))
    }
    let limit = 1024 * 1024
    let api = client(server, timeout: .seconds(3600), maxResponseBytes: limit)

    let error = await apiError { () async throws(APIError) in
      try await api.data("/huge", query: [URLQueryItem(name: "api_key", value: "k3y")])
    }

    guard case .responseTooLarge(let reported, let message) = error else {
      Issue.record("expected .responseTooLarge, got \(String(describing: error))")
      return
    }
    #expect(reported == limit)
    #expect(message.contains("GET \(server.baseURL.absoluteString)/huge?api_key=<redacted>"))
    #expect(!message.contains("k3y"))
    let description = try #require(error?.description)
    #expect(description.contains("1048576 bytes"))
    #expect(description.contains("maxResponseBytes"))
    let endings = await server.streamEndings(atLeast: 1)
    #expect(endings.map(\.reason) == [.clientGone])
  }

  /// A `Content-Length` past the limit fails at the head, before any of the body is awaited.
  @Test func aContentLengthPastTheLimitFailsBeforeTheBodyArrives() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    // Announces 1 GiB, then sends one byte a second: only the head can end this call in time.
    server.route(.get, "/announced") { _ in
      .streaming(
        HTTPTestStream(
          chunk: Data(" ".utf8), every: .seconds(1), framing: .contentLength(1 << 30)))
    }
    let api = client(server, timeout: .seconds(30))

    let error = await apiError { () async throws(APIError) in try await api.data("/announced") }

    guard case .responseTooLarge(let limit, let message) = error else {
      Issue.record("expected .responseTooLarge, got \(String(describing: error))")
      return
    }
    #expect(limit == APIConfiguration.defaultMaxResponseBytes)
    #expect(message.contains("Content-Length is 1073741824 bytes"))
  }

  /// The limit applies to every client: a transport of one's own that returns too much fails too.
  @Test func aTransportBodyPastTheLimitIsResponseTooLarge() async throws {
    let base = try #require(URL(string: "https://api.example.test"))
    let api = APIClient(configuration: APIConfiguration(baseURL: base, maxResponseBytes: 10)) {
      _ in APIResponse(status: 200, body: Data(count: 11))
    }
    let fits = APIClient(configuration: APIConfiguration(baseURL: base, maxResponseBytes: 10)) {
      _ in APIResponse(status: 200, body: Data(count: 10))
    }

    let error = await apiError { () async throws(APIError) in try await api.data("/x") }

    #expect(
      error
        == .responseTooLarge(
          limit: 10, message: "GET https://api.example.test/x: 11 bytes received"))
    #expect(try await fits.data("/x").count == 10)
  }

  /// A failure status ends the call at its head, whatever its body: a 500 that streams forever is
  /// still `.http(status: 500)`, at once.
  @Test func aFailureStatusWithABodyThatNeverEndsIsItsStatus() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/broken") { _ in
      .streaming(HTTPTestStream(chunk: Self.filler, every: .milliseconds(5)), status: 500)
    }
    let api = client(server, timeout: .seconds(30))

    let error = await apiError { () async throws(APIError) in try await api.data("/broken") }

    #expect(error == .http(status: 500))
    let endings = await server.streamEndings(atLeast: 1)
    #expect(endings.map(\.reason) == [.clientGone])
  }

  @Test func theDefaultLimitIsTenMebibytes() {
    let configuration = APIConfiguration(environment: [:])

    #expect(APIConfiguration.defaultMaxResponseBytes == 10 * 1024 * 1024)
    #expect(configuration.maxResponseBytes == APIConfiguration.defaultMaxResponseBytes)
  }

  // MARK: Cancellation

  /// Cancelling the calling task ends the call at once and closes the connection.
  @Test func cancellingTheCallStopsTheTransfer() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    let (answering, answered) = AsyncStream.makeStream(of: Void.self)
    server.route(.get, "/endless") { _ in
      answered.yield()
      return .streaming(HTTPTestStream(chunk: Self.filler, every: .milliseconds(5)))
    }
    // Neither the deadline nor a body limit can end this call first, however slowly the machine runs (under
    // ThreadSanitizer the 10 MiB default limit was reached before the cancellation): only the cancellation ends it.
    let api = client(server, timeout: .seconds(3600), maxResponseBytes: .max)
    let call = Task { try await api.data("/endless") }
    // Wait until the server is answering, then cancel.
    var started = false
    for await _ in answering {
      started = true
      break
    }
    #expect(started)

    call.cancel()
    let result = await call.result

    guard case .failure(let error) = result, case .transport(let message)? = error as? APIError
    else {
      Issue.record("expected a cancelled transport error, got \(result)")
      return
    }
    #expect(message.hasSuffix(": cancelled"))
    let endings = await server.streamEndings(atLeast: 1)
    #expect(endings.map(\.reason) == [.clientGone])
  }
}
