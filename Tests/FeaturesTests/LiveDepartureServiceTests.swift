import APIService
import Dependencies
import Features
import Foundation
import HTTPTestServer
import Reducer
import Testing

/// The live departure service over a real `apiClient` talking to a real HTTP server on 127.0.0.1
/// (one server per test): the wire format, and how each failure reaches the board.
@Suite struct LiveDepartureServiceTests {
  /// `DepartureFixtures.oldHarbour` and `.scienceMuseum` as the API sends them.
  private static let twoDepartures = #"""
    {
      "departures": [
        {
          "id": "DE000001-0000-4000-8000-000000000001",
          "line": "C3",
          "destination": "Old Harbour",
          "platform": "2",
          "departsAt": "2026-01-01T09:00:45Z"
        },
        {
          "id": "DE000002-0000-4000-8000-000000000002",
          "line": "M1",
          "destination": "Science Museum",
          "platform": "1",
          "departsAt": "2026-01-01T09:05:00Z"
        }
      ]
    }
    """#

  /// Asks the live service for the fixture station's departures, with `apiClient` pointed at
  /// `server`.
  private func departures(
    from server: HTTPTestServer, token: String? = nil, timeout: Duration = .seconds(10)
  ) async -> Result<[Departure], ServiceError> {
    await liveServiceResult(from: server, token: token, timeout: timeout) {
      try await LiveDepartureService().departures(from: DepartureFixtures.station.id)
    }
  }

  // MARK: Success

  @Test func a200AnswerDecodesTheFixtureDepartures() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/departures") { _ in .json(Self.twoDepartures) }

    let result = await departures(from: server, token: "board-token")

    #expect(
      try result.get() == [DepartureFixtures.oldHarbour, DepartureFixtures.scienceMuseum])
    let request = try #require(server.requests.first)
    #expect(request.method == .get)
    #expect(request.path == "/departures")
    #expect(request.queryValue("station") == DepartureFixtures.station.id)
    #expect(request.header("Accept") == "application/json")
    #expect(request.authorization == "Bearer board-token")
  }

  @Test func anEmptyBoardIsNoDepartures() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/departures") { _ in .json(#"{"departures": []}"#) }

    let result = await departures(from: server)

    #expect(try result.get().isEmpty)
  }

  // MARK: Failures

  @Test func a401IsUnauthorized() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/departures") { _ in .json(#"{"error": "expired"}"#, status: 401) }

    let error = failure(await departures(from: server, token: "expired"))

    #expect(error == .unauthorized)
    #expect(error?.isUnauthorized == true)
  }

  @Test func a500IsAServerProblem() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/departures") { _ in .text("upstream timetable offline", status: 500) }

    let error = failure(await departures(from: server))

    #expect(error?.message == APIError.http(status: 500).userMessage)
    #expect(error?.isUnauthorized == false)
  }

  @Test func aWrongFieldTypeNamesItsDecodingPath() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    let wrongTime = Self.twoDepartures.replacingOccurrences(
      of: #""2026-01-01T09:05:00Z""#, with: "905")
    server.route(.get, "/departures") { _ in .json(wrongTime) }

    let error = failure(await departures(from: server))

    let message = try #require(error?.message)
    #expect(message.hasPrefix(APIError.decoding(path: "", message: "").userMessage), "\(message)")
    #expect(message.contains("(Unexpected data at departures[1].departsAt.)"), "\(message)")
  }

  @Test func truncatedJSONIsADecodingErrorAtTheRoot() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/departures") { _ in .json(#"{"departures": [{"id": "#) }

    let error = failure(await departures(from: server))

    let message = try #require(error?.message)
    #expect(message.contains("(Unexpected data at (root).)"), "\(message)")
  }

  @Test func aMissingListNamesTheKey() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/departures") { _ in .json(#"{"trains": []}"#) }

    let error = failure(await departures(from: server))

    let message = try #require(error?.message)
    #expect(message.contains("(Unexpected data at departures.)"), "\(message)")
  }

  @Test func aRepeatedIdIsADecodingErrorNotACrash() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    let repeated = Self.twoDepartures.replacingOccurrences(
      of: "DE000002-0000-4000-8000-000000000002", with: "DE000001-0000-4000-8000-000000000001")
    server.route(.get, "/departures") { _ in .json(repeated) }

    let error = failure(await departures(from: server))

    let message = try #require(error?.message)
    #expect(message.contains("(Unexpected data at departures[1].)"), "\(message)")
  }

  @Test func aSlowAnswerTimesOut() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    // An answer that never comes while the test runs (stop() ends the wait): only the timeout can end the call,
    // however busy the machine is.
    server.route(.get, "/departures") { _ in .json(Self.twoDepartures, delay: .seconds(3_600)) }

    let error = failure(await departures(from: server, timeout: .milliseconds(300)))

    #expect(error?.message == APIError.timeout.userMessage)
  }

  // MARK: Dependency values

  @Test func thePreviewValueIsTheLoadedMock() async throws {
    let departures = try await withDependencies {
      $0.context = .preview
      $0.continuousClock = ImmediateClock()
    } operation: {
      @Dependency(\.departureService) var service
      return try await service.departures(from: DepartureFixtures.station.id)
    }

    #expect(departures == DepartureFixtures.board)
  }

  @Test func aTestThatDidNotOverrideTheServiceFailsNamingItsAccessorAndGoesOnWithThePreviewMock()
    async
  {
    let reporter = CountingIssueReporter()

    let departures = await withIssueReporters([reporter]) {
      await withDependencies {
        $0.context = .test
      } operation: { () async -> [Departure]? in
        @Dependency(\.departureService) var service
        return try? await service.departures(from: DepartureFixtures.station.id)
      }
    }

    #expect(reporter.messages.count == 1)
    #expect(
      reporter.messages.first?.hasPrefix(
        "@Dependency(\\.departureService) has no test implementation") == true)
    #expect(
      reporter.messages.first?.contains("`withDependencies { $0.departureService = … }`") == true)
    #expect(departures == DepartureFixtures.board)
  }

}
