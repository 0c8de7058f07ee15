import APIService
import Dependencies
import Foundation
import HTTPTestServer
import Testing

/// The API client against a real HTTP server on 127.0.0.1 (one server per test, so tests run in
/// parallel): what it sends, how it follows redirects, and how each failure becomes an `APIError`.
@Suite struct APIClientTests: APIClientTesting {
  // MARK: Success

  @Test func getDecodesJSONFromA200Response() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/items") { _ in
      .json(#"[{"id":1,"title":"Milk","due":"2024-05-01T12:00:00Z"},{"id":2,"title":"Eggs"}]"#)
    }

    let items = try await client(server).get("/items", as: [Item].self)

    #expect(
      items == [
        Item(id: 1, title: "Milk", due: Date(timeIntervalSince1970: 1_714_564_800)),
        Item(id: 2, title: "Eggs", due: nil),
      ])
    let request = try #require(server.requests.first)
    #expect(request.method == .get)
    #expect(request.header("Accept") == "application/json")
    #expect(request.header("Content-Type") == nil)
  }

  @Test func sendsQueryItemsEncoded() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/search") { _ in .json("[]") }

    let query = [
      URLQueryItem(name: "q", value: "milk & eggs+tea"), URLQueryItem(name: "page", value: "2"),
    ]
    let _: [Item] = try await client(server).get("/search", query: query)

    let request = try #require(server.requests.first)
    #expect(request.query == query)
  }

  @Test func keepsTheBaseURLPathPrefix() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/v1/items") { _ in .json("[]") }
    let base = server.baseURL.appendingPathComponent("v1")

    let items = try await APIClient.live(APIConfiguration(baseURL: base)).get(
      "items", as: [Item].self)

    #expect(items.isEmpty)
    #expect(server.requests.map(\.path) == ["/v1/items"])
  }

  @Test func putSendsAJSONBodyAndDecodesTheAnswer() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.put, "/profile") { request in
      HTTPTestResponse(
        status: 200, headers: ["Content-Type": "application/json"], body: request.body)
    }
    let profile = Profile(name: "Ada", updatedAt: Date(timeIntervalSince1970: 1_700_000_000))

    let saved = try await client(server, token: Self.token)
      .send("PUT", "/profile", body: profile, as: Profile.self)

    #expect(saved == profile)
    let request = try #require(server.requests.first)
    #expect(request.method == .put)
    #expect(request.header("Content-Type") == "application/json")
    #expect(request.bodyText == #"{"name":"Ada","updatedAt":"2023-11-14T22:13:20Z"}"#)
    #expect(request.authorization == "Bearer \(Self.token)")
  }

  // MARK: Authorization

  @Test func sendsTheBearerTokenWhenConfigured() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/me") { _ in .json(#"{"id":7,"title":"me"}"#) }

    _ = try await client(server, token: Self.token).get("/me", as: Item.self)

    #expect(server.requests.first?.authorization == "Bearer \(Self.token)")
  }

  @Test(arguments: [nil, ""])
  func sendsNoAuthorizationWithoutAToken(token: String?) async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/me") { _ in .json(#"{"id":7,"title":"me"}"#) }

    _ = try await client(server, token: token).get("/me", as: Item.self)

    let request = try #require(server.requests.first)
    #expect(request.authorization == nil)
  }

  // MARK: Redirects

  /// Issue 18: a `302` to another origin received `Authorization: Bearer …`.
  @Test func bearerTokenDoesNotFollowACrossOriginRedirect() async throws {
    let api = try HTTPTestServer()
    defer { api.stop() }
    let elsewhere = try HTTPTestServer()
    defer { elsewhere.stop() }
    #expect(api.port != elsewhere.port)
    let target = elsewhere.baseURL.absoluteString + "/landing"
    api.route(.get, "/me") { _ in HTTPTestResponse(status: 302, headers: ["Location": target]) }
    elsewhere.route(.get, "/landing") { _ in .json(#"{"id":7,"title":"moved"}"#) }

    let item = try await client(api, token: Self.token).get("/me", as: Item.self)

    #expect(item == Item(id: 7, title: "moved"))
    #expect(api.requests(to: "/me").first?.authorization == "Bearer \(Self.token)")
    let landed = try #require(elsewhere.requests(to: "/landing").first)
    #expect(landed.authorization == nil)
    #expect(!elsewhere.requests.contains { $0.headers.values.contains { $0.contains(Self.token) } })
  }

  @Test(arguments: [301, 302, 303, 307, 308])
  func bearerTokenDoesNotFollowACrossOriginRedirectOfAnyKind(status: Int) async throws {
    let api = try HTTPTestServer()
    defer { api.stop() }
    let elsewhere = try HTTPTestServer()
    defer { elsewhere.stop() }
    let target = elsewhere.baseURL.absoluteString + "/landing"
    api.route(.get, "/me") { _ in HTTPTestResponse(status: status, headers: ["Location": target]) }
    elsewhere.route(.get, "/landing") { _ in .json(#"{"id":7,"title":"moved"}"#) }

    _ = try await client(api, token: Self.token).get("/me", as: Item.self)

    #expect(elsewhere.requests.count == 1)
    #expect(elsewhere.requests.allSatisfy { $0.authorization == nil })
  }

  /// A chain that leaves the origin and comes back does not win the token back.
  @Test func bearerTokenDoesNotReturnAfterARedirectChainLeavesTheOrigin() async throws {
    let api = try HTTPTestServer()
    defer { api.stop() }
    let elsewhere = try HTTPTestServer()
    defer { elsewhere.stop() }
    let away = elsewhere.baseURL.absoluteString + "/hop"
    let back = api.baseURL.absoluteString + "/back"
    api.route(.get, "/me") { _ in HTTPTestResponse(status: 302, headers: ["Location": away]) }
    elsewhere.route(.get, "/hop") { _ in HTTPTestResponse(status: 302, headers: ["Location": back])
    }
    api.route(.get, "/back") { _ in .json(#"{"id":7,"title":"back"}"#) }

    _ = try await client(api, token: Self.token).get("/me", as: Item.self)

    #expect(elsewhere.requests(to: "/hop").first?.authorization == nil)
    let returned = try #require(api.requests(to: "/back").first)
    #expect(returned.authorization == nil)
  }

  /// Decision: a redirect within the origin (same scheme, host and port) keeps the header.
  @Test func bearerTokenFollowsASameOriginRedirect() async throws {
    let api = try HTTPTestServer()
    defer { api.stop() }
    api.route(.get, "/me") { _ in HTTPTestResponse(status: 302, headers: ["Location": "/v2/me"]) }
    api.route(.get, "/v2/me") { _ in .json(#"{"id":7,"title":"me"}"#) }

    let item = try await client(api, token: Self.token).get("/me", as: Item.self)

    #expect(item == Item(id: 7, title: "me"))
    #expect(api.requests(to: "/v2/me").first?.authorization == "Bearer \(Self.token)")
  }

  // MARK: Status errors

  @Test(arguments: [401, 403])
  func unauthorizedStatusesMapToUnauthorized(status: Int) async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/me") { _ in .json(#"{"error":"expired"}"#, status: status) }

    let error = await apiError { () async throws(APIError) in
      try await client(server, token: "expired").get("/me", as: Item.self)
    }

    #expect(error == .unauthorized)
  }

  @Test(arguments: [500, 404, 429])
  func otherFailureStatusesMapToHTTPStatus(status: Int) async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/items") { _ in .text("boom", status: status) }

    let error = await apiError { () async throws(APIError) in
      try await client(server).get("/items", as: [Item].self)
    }

    #expect(error == .http(status: status))
  }

  @Test func anUnroutedPathIsAnHTTP404() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }

    let error = await apiError { () async throws(APIError) in
      try await client(server).get("/missing", as: [Item].self)
    }

    #expect(error == .http(status: 404))
  }

  // MARK: Decoding errors

  @Test func malformedJSONIsADecodingErrorNamingTheRequest() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/items") { _ in .json(#"[{"id":1,"title":"Milk"},"#) }

    let error = await apiError { () async throws(APIError) in
      try await client(server).get("/items", as: [Item].self)
    }

    guard case .decoding(let path, let message) = error else {
      Issue.record("expected .decoding, got \(String(describing: error))")
      return
    }
    #expect(path == "(root)")
    #expect(message.contains("GET \(server.baseURL.absoluteString)/items"))
    #expect(message.localizedCaseInsensitiveContains("JSON"))
  }

  @Test func aWrongFieldTypeNamesItsCodingPath() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/items") { _ in .json(#"[{"id":1,"title":"Milk"},{"id":2,"title":42}]"#) }

    let error = await apiError { () async throws(APIError) in
      try await client(server).get("/items", as: [Item].self)
    }

    guard case .decoding(let path, let message) = error else {
      Issue.record("expected .decoding, got \(String(describing: error))")
      return
    }
    #expect(path == "[1].title")
    #expect(message.contains("/items"))
  }

  @Test func aMissingNestedKeyNamesItsCodingPath() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/page") { _ in .json(#"{"items":[{"title":"Milk"}]}"#) }

    let error = await apiError { () async throws(APIError) in
      try await client(server).get("/page", as: Page.self)
    }

    guard case .decoding(let path, _) = error else {
      Issue.record("expected .decoding, got \(String(describing: error))")
      return
    }
    #expect(path == "items[0].id")
  }

  // MARK: Transport errors

  @Test func aSlowResponseTimesOutAtTheConfiguredDeadline() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    // An answer that never comes while the test runs (stop() ends the wait): only the timeout can end the call.
    server.route(.get, "/slow") { _ in .json("[]", delay: .seconds(3_600)) }
    let clock = ContinuousClock()
    let start = clock.now

    let error = await apiError { () async throws(APIError) in
      try await client(server, timeout: .milliseconds(300)).get("/slow", as: [Item].self)
    }

    #expect(error == .timeout)
    // Not earlier: a sub-second timeout must not be truncated to zero (URLSession on Linux).
    #expect(start.duration(to: clock.now) >= .milliseconds(300))
  }

  @Test func aResponseWithinTheTimeoutSucceeds() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/slow") { _ in .json("[]", delay: .milliseconds(100)) }

    let items = try await client(server, timeout: .seconds(10)).get("/slow", as: [Item].self)

    #expect(items.isEmpty)
  }

  /// Regression: the refused port was a stopped server's, which a server of a test running in parallel could be
  /// given at once (seen under load: "expected .transport, got … HTTP status 404").
  @Test func aRefusedConnectionIsATransportErrorNamingTheURL() async throws {
    let port = try ClosedLoopbackPort()
    let client = APIClient.live(
      APIConfiguration(baseURL: port.baseURL, token: nil, requestTimeout: .seconds(10)))

    defer { withExtendedLifetime(port) {} }

    let error = await apiError { () async throws(APIError) in
      try await client.get("/items", as: [Item].self)
    }

    guard case .transport(let message) = error else {
      Issue.record("expected .transport, got \(String(describing: error))")
      return
    }
    #expect(message.contains("GET \(port.baseURL.absoluteString)/items"))
  }

  @Test func transportFailuresOfAnyKindBecomeAPIErrors() async throws {
    struct Boom: Error {}
    let base = try #require(URL(string: "https://api.example.test"))
    let timingOut = APIClient(configuration: APIConfiguration(baseURL: base)) { _ in
      throw URLError(.timedOut)
    }
    let failing = APIClient(configuration: APIConfiguration(baseURL: base)) { _ in throw Boom() }
    let fileBase = APIClient(configuration: APIConfiguration(baseURL: URL(fileURLWithPath: "/tmp")))
    {
      _ in APIResponse(status: 200)
    }

    let timeout = await apiError { () async throws(APIError) in try await timingOut.data("/x") }
    let boom = await apiError { () async throws(APIError) in try await failing.data("/x") }
    let invalid = await apiError { () async throws(APIError) in try await fileBase.data("/x") }

    #expect(timeout == .timeout)
    guard case .transport(let message) = boom else {
      Issue.record("expected .transport, got \(String(describing: boom))")
      return
    }
    #expect(message.hasPrefix("GET https://api.example.test/x: "))
    guard case .invalidURL = invalid else {
      Issue.record("expected .invalidURL, got \(String(describing: invalid))")
      return
    }
  }

  @Test func aPathWithAQueryIsAnInvalidURL() async throws {
    let base = try #require(URL(string: "https://api.example.test"))
    let client = APIClient(configuration: APIConfiguration(baseURL: base)) { _ in
      Issue.record("the transport must not be reached")
      return APIResponse(status: 200)
    }

    let error = await apiError { () async throws(APIError) in
      try await client.data("/items?page=2")
    }

    guard case .invalidURL(let message) = error else {
      Issue.record("expected .invalidURL, got \(String(describing: error))")
      return
    }
    #expect(message.contains("/items?page=<redacted>"))
  }
}
