import APIService
import Dependencies
import Features
import Foundation
import HTTPTestServer
import Reducer
import Testing

/// The live profile service against a real HTTP server on 127.0.0.1 (one server per test).
@Suite struct LiveProfileServiceTests {
  /// `ProfileFixtures.lucia` as the server sends it.
  private static let luciaJSON = #"""
    {
      "id": "B0000000-0000-0000-0000-000000000001",
      "handle": "lucia.ferran",
      "name": "Lucía Ferrán",
      "bio": "Field botanist. Writes about mosses, old maps and the occasional train timetable.",
      "joinedAt": "2024-11-27T09:00:00Z",
      "updatedAt": "2025-12-20T09:00:00Z",
      "lastRequestID": "B0000000-0000-0000-0000-00000000F001"
    }
    """#

  /// Which endpoint a test exercises.
  enum Call: String, CaseIterable, Sendable {
    case fetch, save
  }

  /// The request every save test sends: the first id and the fixed date, a cleared bio.
  private static let update = ProfileUpdate(
    requestID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
    name: "Lucía Ferrán", bio: nil, updatedAt: Date(timeIntervalSince1970: 1_767_258_000))

  /// Runs `call` on a live service whose `apiClient` points at `server`.
  private func perform(
    _ call: Call, on server: HTTPTestServer, timeout: Duration = .seconds(10)
  ) async -> Result<Profile, ServiceError> {
    await liveServiceResult(from: server, timeout: timeout) {
      switch call {
      case .fetch: try await LiveProfileService().fetchProfile()
      case .save: try await LiveProfileService().saveProfile(Self.update)
      }
    }
  }

  private func route(_ call: Call, on server: HTTPTestServer, _ response: HTTPTestResponse) {
    server.route(call == .fetch ? .get : .put, "/profile") { _ in response }
  }

  @Test func fetchDecodesTheProfileFromA200Response() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    route(.fetch, on: server, .json(Self.luciaJSON))

    let result = await perform(.fetch, on: server)

    #expect(result == .success(ProfileFixtures.lucia))
    let request = try #require(server.requests.first)
    #expect(request.method == .get)
    #expect(request.path == "/profile")
  }

  @Test func aNewUsersProfileMayOmitOrNullItsOptionalFields() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    route(
      .fetch, on: server,
      .json(
        #"""
        {"id": "B0000000-0000-0000-0000-000000000002", "handle": "mirlo", "bio": null,
         "joinedAt": "2026-01-01T08:00:00Z"}
        """#))

    let result = await perform(.fetch, on: server)

    #expect(result == .success(ProfileFixtures.newcomer))
  }

  @Test func saveSendsTheRequestIDAndDateAndDecodesTheAnswer() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    let answer = #"""
      {"id": "B0000000-0000-0000-0000-000000000001", "handle": "lucia.ferran",
       "name": "Lucía Ferrán", "joinedAt": "2024-11-27T09:00:00Z",
       "updatedAt": "2026-01-01T09:00:00Z",
       "lastRequestID": "00000000-0000-0000-0000-000000000000"}
      """#
    route(.save, on: server, .json(answer))

    let result = await perform(.save, on: server)

    var expected = ProfileFixtures.lucia
    expected.bio = nil
    expected.updatedAt = ScenarioDefaults.date
    expected.lastRequestID = Self.update.requestID
    #expect(result == .success(expected))
    let request = try #require(server.requests.first)
    #expect(request.method == .put)
    #expect(request.path == "/profile")
    #expect(request.header("Content-Type") == "application/json")
    #expect(
      request.bodyText
        == #"{"bio":null,"name":"Lucía Ferrán","requestID":"00000000-0000-0000-0000-000000000000","#
        + #""updatedAt":"2026-01-01T09:00:00Z"}"#)
  }

  @Test(arguments: Call.allCases)
  func aRefusedTokenIsUnauthorized(_ call: Call) async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    route(call, on: server, .status(401))

    let result = await perform(call, on: server)

    #expect(result == .failure(.unauthorized))
  }

  @Test(arguments: Call.allCases)
  func aServerErrorIsAReadableFailure(_ call: Call) async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    route(call, on: server, .text("database unavailable", status: 500))

    let result = await perform(call, on: server)

    #expect(result == .failure(ServiceError(APIError.http(status: 500).userMessage)))
  }

  @Test(arguments: Call.allCases)
  func aMalformedDateNamesItsDecodingPath(_ call: Call) async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    let broken = Self.luciaJSON.replacingOccurrences(
      of: "2024-11-27T09:00:00Z", with: "last Tuesday")
    route(call, on: server, .json(broken))

    let result = await perform(call, on: server)

    guard case let .failure(error) = result else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect(error.message.contains("joinedAt"))
    #expect(!error.isUnauthorized)
  }

  @Test func aSlowAnswerTimesOut() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    // An answer that never comes while the test runs (stop() ends the wait): only the timeout can end the call,
    // however busy the machine is.
    route(.fetch, on: server, .json(Self.luciaJSON, delay: .seconds(3_600)))

    let result = await perform(.fetch, on: server, timeout: .milliseconds(200))

    #expect(result == .failure(ServiceError(APIError.timeout.userMessage)))
  }
}
