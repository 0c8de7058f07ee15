import APIService
import Dependencies
import Features
import Foundation
import Reducer
import HTTPTestServer
import Testing

/// The live news service against a real HTTP server on 127.0.0.1 (one server per test).
@Suite struct LiveNewsServiceTests {
  /// The partial scenario's feed as the server sends it.
  private static let partialFeedJSON = #"""
    {
      "articles": [
        {
          "id": "A0000000-0000-0000-0000-000000000001",
          "title": "Harbour town retires its hand-drawn tide charts",
          "summary": "After a century on paper, the tables move to a public dataset \#
    anyone can check.",
          "source": "The Lantern Courier",
          "author": "Imke Vandersloot",
          "publishedAt": "2026-01-01T08:40:00Z"
        },
        {
          "id": "A0000000-0000-0000-0000-000000000002",
          "title": "Inside the eleven-year effort to map every underground stream beneath \#
    a mid-sized city, and what the volunteers who walked the tunnels with lanterns learned \#
    about water, patience and each other",
          "summary": "A long read on culverts, old maps and the people who still check \#
    them by hand.",
          "source": "Meridian Wire",
          "author": "Rafael Ostrander",
          "publishedAt": "2026-01-01T07:00:00Z"
        }
      ],
      "failedSources": ["Saltmarsh Review", "Northgate Bulletin"]
    }
    """#

  /// Fetches the feed with a live `apiClient` pointed at `server`.
  private func fetchFeed(
    from server: HTTPTestServer, timeout: Duration = .seconds(10)
  ) async -> Result<NewsFeed, ServiceError> {
    await liveServiceResult(from: server, token: "t0ken", timeout: timeout) {
      try await LiveNewsService().fetchFeed()
    }
  }

  @Test func decodesTheFeedFromA200Response() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/news") { _ in .json(Self.partialFeedJSON) }

    let result = await fetchFeed(from: server)

    #expect(
      result
        == .success(
          NewsFeed(
            articles: NewsFixtures.partialArticles, failedSources: NewsFixtures.failedSources)))
    let request = try #require(server.requests.first)
    #expect(request.method == .get)
    #expect(request.path == "/news")
    #expect(request.authorization == "Bearer t0ken")
  }

  @Test func aFeedWithoutFailedSourcesHasNone() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/news") { _ in .json(#"{"articles": []}"#) }

    let result = await fetchFeed(from: server)

    #expect(result == .success(NewsFeed(articles: [], failedSources: [])))
  }

  @Test(arguments: [401, 403])
  func aRefusedTokenIsUnauthorized(status: Int) async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/news") { _ in .json(#"{"error":"expired"}"#, status: status) }

    let result = await fetchFeed(from: server)

    #expect(result == .failure(.unauthorized))
  }

  @Test func aServerErrorIsAReadableFailure() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/news") { _ in .text("upstream exploded", status: 500) }

    let result = await fetchFeed(from: server)

    #expect(result == .failure(ServiceError(APIError.http(status: 500).userMessage)))
  }

  @Test func aWrongFieldNamesItsDecodingPath() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    let broken = Self.partialFeedJSON.replacingOccurrences(
      of: #""Meridian Wire","#, with: #"42,"#)
    server.route(.get, "/news") { _ in .json(broken) }

    let result = await fetchFeed(from: server)

    guard case let .failure(error) = result else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect(error.message.contains("articles[1].source"))
    #expect(error.message.hasPrefix(APIError.decoding(path: "", message: "").userMessage))
    #expect(!error.isUnauthorized)
  }

  @Test func truncatedJSONIsAFailureAtTheRoot() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/news") { _ in .json(#"{"articles": [{"id": "#) }

    let result = await fetchFeed(from: server)

    guard case let .failure(error) = result else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect(error.message.contains("(root)"))
  }

  @Test func aSlowAnswerTimesOut() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    // An answer that never comes while the test runs (stop() ends the wait): only the timeout can end the call,
    // however busy the machine is.
    server.route(.get, "/news") { _ in .json(Self.partialFeedJSON, delay: .seconds(3_600)) }

    let result = await fetchFeed(from: server, timeout: .milliseconds(200))

    #expect(result == .failure(ServiceError(APIError.timeout.userMessage)))
  }
}
