import APIService
import Dependencies
import Features
import Foundation
import Reducer
import HTTPTestServer
import Testing

/// The live item service over a real `apiClient` talking to a real HTTP server on 127.0.0.1 (one
/// server per test): the wire format, and how each failure reaches the list.
@Suite struct LiveItemServiceTests {
  /// `ItemFixtures.list` as the API sends it.
  private static let fixtureList = #"""
    [
      {"id": "11111111-1111-1111-1111-111111111111", "title": "Water the ferns", "isDone": false},
      {"id": "22222222-2222-2222-2222-222222222222", "title": "Return library books",
       "isDone": true},
      {"id": "33333333-3333-3333-3333-333333333333", "title": "Call the bike shop", "isDone": false}
    ]
    """#

  /// Asks the live service for the items, with `apiClient` pointed at `server`.
  private func items(
    from server: HTTPTestServer, token: String? = nil, timeout: Duration = .seconds(10)
  ) async -> Result<[Item], ServiceError> {
    await liveServiceResult(from: server, token: token, timeout: timeout) {
      try await LiveItemService().fetchItems()
    }
  }

  @Test func a200AnswerDecodesTheFixtureItems() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/items") { _ in .json(Self.fixtureList) }

    let result = await items(from: server, token: "list-token")

    #expect(try result.get() == ItemFixtures.list)
    let request = try #require(server.requests.first)
    #expect(request.method == .get)
    #expect(request.path == "/items")
    #expect(request.authorization == "Bearer list-token")
  }

  @Test func a401IsUnauthorized() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/items") { _ in .status(401) }

    let error = failure(await items(from: server, token: "expired"))

    #expect(error == .unauthorized)
    #expect(error?.isUnauthorized == true)
  }

  @Test func a500IsAServerProblem() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/items") { _ in .text("database offline", status: 500) }

    let error = failure(await items(from: server))

    #expect(error?.message == APIError.http(status: 500).userMessage)
    #expect(error?.isUnauthorized == false)
  }

  @Test func aWrongFieldTypeNamesItsDecodingPath() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    let wrongTitle = Self.fixtureList.replacingOccurrences(
      of: #""Return library books""#, with: "42")
    server.route(.get, "/items") { _ in .json(wrongTitle) }

    let error = failure(await items(from: server))

    let message = try #require(error?.message)
    #expect(message.hasPrefix(APIError.decoding(path: "", message: "").userMessage), "\(message)")
    #expect(message.contains("(Unexpected data at [1].title.)"), "\(message)")
  }

  @Test func aRepeatedIdFromTheServerIsADecodingErrorNotATrap() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    let repeated = Self.fixtureList.replacingOccurrences(
      of: "33333333-3333-3333-3333-333333333333", with: "11111111-1111-1111-1111-111111111111")
    server.route(.get, "/items") { _ in .json(repeated) }

    let error = failure(await items(from: server))

    let message = try #require(error?.message)
    #expect(message.hasPrefix(APIError.decoding(path: "", message: "").userMessage), "\(message)")
    #expect(message.contains("[2]"), "\(message)")
  }

  @Test func truncatedJSONIsADecodingErrorAtTheRoot() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/items") { _ in .json(#"[{"id": "#) }

    let error = failure(await items(from: server))

    let message = try #require(error?.message)
    #expect(message.contains("(Unexpected data at (root).)"), "\(message)")
  }

  @Test func aSlowAnswerTimesOut() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    // An answer that never comes while the test runs (stop() ends the wait): only the timeout can end the call,
    // however busy the machine is.
    server.route(.get, "/items") { _ in .json(Self.fixtureList, delay: .seconds(3_600)) }

    let error = failure(await items(from: server, timeout: .milliseconds(300)))

    #expect(error?.message == APIError.timeout.userMessage)
  }
}
