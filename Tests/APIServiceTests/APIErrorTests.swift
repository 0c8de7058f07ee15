import APIService
import Dependencies
import Foundation
import HTTPTestServer
import ConvergenceServices
import Testing

/// What never appears in an ``APIError``'s text: a URL's user info or query values, and control or
/// bidirectional-control characters, whether the text comes from the live client or elsewhere
/// (issue 23).
@Suite struct APIErrorTests {
  private struct Item: Codable, Equatable, Sendable {
    var id: Int
  }

  private static let secrets = ["pa55w0rd", "alice:", "s3cr3t-k3y", "milk"]

  /// The error `operation` throws; records an issue when it succeeds.
  private func apiError<T>(_ operation: () async throws(APIError) -> T) async -> APIError? {
    do {
      let value = try await operation()
      Issue.record("expected an APIError, got \(value)")
      return nil
    } catch {
      return error
    }
  }

  /// Every unsafe scalar in `text`: controls (C0, DEL, C1) and bidirectional controls.
  private func unsafeScalars(in text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter(OutsideText.isUnsafe)
  }

  // MARK: URLs

  /// Issue 23: `APIError.description` printed the full URL, `user:password@` and `api_key=` value
  /// included.
  @Test func errorTextsShowTheURLWithoutUserInfoOrQueryValues() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/items") { _ in .json("not json") }
    let base = try #require(URL(string: "http://alice:pa55w0rd@127.0.0.1:\(server.port)"))
    let client = APIClient.live(APIConfiguration(baseURL: base, requestTimeout: .seconds(10)))

    let error = await apiError { () async throws(APIError) in
      try await client.get(
        "/items",
        query: [
          URLQueryItem(name: "api_key", value: "s3cr3t-k3y"),
          URLQueryItem(name: "q", value: "milk"),
        ],
        as: [Item].self)
    }

    guard case .decoding(_, let message) = error else {
      Issue.record("expected .decoding, got \(String(describing: error))")
      return
    }
    let redacted = "GET http://127.0.0.1:\(server.port)/items?api_key=<redacted>&q=<redacted>"
    #expect(message.contains(redacted))
    let description = try #require(error?.description)
    #expect(description.contains(redacted))
    for text in [
      message, description, String(describing: error), error?.localizedDescription ?? "",
    ] {
      for secret in Self.secrets {
        #expect(!text.contains(secret), "\(secret) leaked in: \(text)")
      }
    }
  }

  @Test func aTransportErrorShowsTheURLWithoutUserInfoOrQueryValues() async throws {
    let port = try ClosedLoopbackPort()
    defer { withExtendedLifetime(port) {} }
    let number = try #require(port.baseURL.port)
    let base = try #require(URL(string: "http://alice:pa55w0rd@127.0.0.1:\(number)"))
    let client = APIClient.live(APIConfiguration(baseURL: base, requestTimeout: .seconds(10)))

    let error = await apiError { () async throws(APIError) in
      try await client.data("/items", query: [URLQueryItem(name: "api_key", value: "s3cr3t-k3y")])
    }

    guard case .transport(let message) = error else {
      Issue.record("expected .transport, got \(String(describing: error))")
      return
    }
    #expect(message.hasPrefix("GET http://127.0.0.1:\(number)/items?api_key=<redacted>: "))
    for secret in Self.secrets {
      #expect(!message.contains(secret))
      #expect(error?.description.contains(secret) == false)
    }
  }

  /// `description` applies the rules to any message, also one made outside the client (a transport
  /// of one's own, a decoded error).
  @Test func theDescriptionRedactsURLsInAnyMessage() {
    let error = APIError.transport(
      "GET https://alice:pa55w0rd@api.example.com/v1/items?api_key=s3cr3t-k3y&page=&flag#frag: refused"
    )

    #expect(
      error.description
        == "Network error: GET https://api.example.com/v1/items?api_key=<redacted>&page=&<redacted>"
        + "#<redacted>: refused")
  }

  @Test func anErrorFromAnotherTransportIsRedactedToo() async throws {
    let base = try #require(URL(string: "https://api.example.test"))
    let client = APIClient(configuration: APIConfiguration(baseURL: base)) { _ in
      throw APIError.transport(
        "GET https://alice:pa55w0rd@elsewhere.test/x?k=s3cr3t-k3y: \u{1B}[2J")
    }

    let error = await apiError { () async throws(APIError) in try await client.data("/x") }

    #expect(error == .transport("GET https://elsewhere.test/x?k=<redacted>: \u{FFFD}[2J"))
  }

  @Test func aBaseURLWithUserInfoInTheEnvironmentIsNotShown() async {
    let value = "ftp://alice:pa55w0rd@api.example.com/v1?api_key=s3cr3t-k3y"
    let configuration = APIConfiguration(environment: ["CONVERGENCE_API_BASE_URL": value])
    let client = APIClient(configuration: configuration) { _ in APIResponse(status: 200) }

    let error = await apiError { () async throws(APIError) in try await client.data("/items") }

    guard case .invalidURL(let message) = error else {
      Issue.record("expected .invalidURL, got \(String(describing: error))")
      return
    }
    #expect(message.contains("ftp://api.example.com/v1?api_key=<redacted>"))
    for secret in Self.secrets {
      #expect(!message.contains(secret))
    }
  }

  @Test func theConfigurationShowsNoURLUserInfoOrQueryValues() throws {
    let base = try #require(
      URL(string: "https://alice:pa55w0rd@api.example.com/v1?api_key=s3cr3t-k3y"))
    let configuration = APIConfiguration(baseURL: base)
    var dumped = ""
    dump(configuration, to: &dumped)

    for text in [
      String(describing: configuration), dumped, String(describing: APIClient.live(configuration)),
    ] {
      #expect(text.contains("https://api.example.com/v1?api_key=<redacted>"), "\(text)")
      for secret in Self.secrets {
        #expect(!text.contains(secret), "\(secret) leaked in: \(text)")
      }
    }
  }

  // MARK: Control characters

  /// Issue 23: a decoding error's body excerpt carried raw ESC/BEL (a terminal escape and a
  /// clipboard write) into error text.
  @Test func aDecodingErrorShowsNoControlCharacterFromTheBody() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    let body = "\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[2J<html>\u{202E}lmth.exe\u{0D}\u{85}\u{7F}"
    server.route(.get, "/items") { _ in .text(body, status: 200) }
    let client = APIClient.live(APIConfiguration(baseURL: server.baseURL))

    let error = await apiError { () async throws(APIError) in
      try await client.get("/items", as: [Item].self)
    }

    guard case .decoding(let path, let message) = error else {
      Issue.record("expected .decoding, got \(String(describing: error))")
      return
    }
    #expect(path == "(root)")
    #expect(
      message.contains(
        "The body begins: \"\u{FFFD}]52;c;cm0gLXJmIH4=\u{FFFD}\u{FFFD}[2J<html>\u{FFFD}lmth.exe"))
    let description = try #require(error?.description)
    #expect(unsafeScalars(in: message).isEmpty, "\(message.debugDescription)")
    #expect(unsafeScalars(in: description).isEmpty, "\(description.debugDescription)")
  }

  /// A key from the server's JSON ends up in the coding path; it is shown safely too.
  @Test func aCodingPathFromTheServerShowsNoControlCharacter() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/map") { _ in .json(#"{"\u001b[31mred\u202e": "not a number"}"#) }
    let client = APIClient.live(APIConfiguration(baseURL: server.baseURL))

    let error = await apiError { () async throws(APIError) in
      try await client.get("/map", as: [String: Int].self)
    }

    guard case .decoding(let path, let message) = error else {
      Issue.record("expected .decoding, got \(String(describing: error))")
      return
    }
    #expect(path == "\u{FFFD}[31mred\u{FFFD}")
    #expect(unsafeScalars(in: message).isEmpty)
    let service = ServiceError(namingDecodingPathOf: try #require(error))
    #expect(service.message.contains("\u{FFFD}[31mred\u{FFFD}"))
    #expect(unsafeScalars(in: service.message).isEmpty)
  }

  @Test func theDescriptionReplacesControlCharactersInAnyMessage() {
    let errors: [APIError] = [
      .transport("a\u{1B}[2Jb\nc"), .decoding(path: "x\u{202E}y", message: "m\u{07}"),
      .invalidURL("u\u{9B}"), .responseTooLarge(limit: 1, message: "\u{200F}"),
    ]

    for error in errors {
      #expect(unsafeScalars(in: error.description).isEmpty, "\(error.description.debugDescription)")
      #expect(error.description.contains("\u{FFFD}"))
    }
  }
}
