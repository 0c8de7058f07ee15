import DemoRunnerCore
import Foundation
import HTTPTestServer
import Testing

@MainActor
@Suite struct LiveRunTests {
  @Test func liveRunLoadsFromTheBaseURLWithTheToken() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/v1/items") { _ in
      .json(
        #"[{"id": "44444444-4444-4444-4444-444444444444", "title": "Buy stamps", "isDone": false}]"#
      )
    }
    let result = await DemoRunnerFixtures.run(
      ["run", "Items", "--state", "--live", "--base-url", server.baseURL.absoluteString + "/v1"],
      environment: ["CONVERGENCE_API_TOKEN": "s3cret"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("│ [ ] Buy stamps"))
    #expect(!result.stdout.contains("Water the ferns"))
    #expect(server.requests(to: "/v1/items").first?.authorization == "Bearer s3cret")
    #expect(!result.stdout.contains("s3cret"))
  }

  /// Issue 18, end to end: a live API that redirects to another origin (another port) and serves
  /// hostile text. The token stays on its origin and no raw control character reaches stdout.
  @Test func liveRunSendsNoTokenToAnotherOriginAndNoControlCharactersToTheTerminal() async throws {
    let api = try HTTPTestServer()
    defer { api.stop() }
    let elsewhere = try HTTPTestServer()
    defer { elsewhere.stop() }
    let moved = elsewhere.baseURL.absoluteString + "/v1/items"
    api.route(.get, "/v1/items") { _ in HTTPTestResponse(status: 302, headers: ["Location": moved])
    }
    elsewhere.route(.get, "/v1/items") { _ in
      .json(
        #"[{"id": "44444444-4444-4444-4444-444444444444", "title": "#
          + #""Buy\u001b]52;c;cHduZWQ=\u0007 stamps\u001b[2J\r\u009b31m", "isDone": false}]"#)
    }

    let result = await DemoRunnerFixtures.run(
      ["run", "Items", "--state", "--live", "--base-url", api.baseURL.absoluteString + "/v1"],
      environment: ["CONVERGENCE_API_TOKEN": "s3cret"])

    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(api.requests(to: "/v1/items").first?.authorization == "Bearer s3cret")
    let landed = try #require(elsewhere.requests(to: "/v1/items").first)
    #expect(landed.authorization == nil)
    #expect(!elsewhere.requests.contains { $0.headers.values.contains { $0.contains("s3cret") } })
    #expect(result.stdout.contains("Buy�]52;c;cHduZWQ=� stamps�[2J��31m"))
    let controls = (result.stdout + result.stderr).unicodeScalars.filter {
      $0.value != 0x0A && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value))
    }
    #expect(controls.isEmpty, "raw controls: \(controls.map { String($0.value, radix: 16) })")
  }

  @Test func liveRunShowsTheServicesFailure() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/items") { _ in .status(401) }
    let path = try DemoRunnerFixtures.scriptFile("expect viewState error\nsend retryTapped\n")
    defer { DemoRunnerFixtures.remove(path) }
    let result = await DemoRunnerFixtures.run(
      [
        "run", "Items", "--state", "--live", "--base-url", server.baseURL.absoluteString,
        "--script", path,
      ])
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(result.stdout.contains("│ ✗ Your session has expired. Sign in again to continue."))
    #expect(server.requests(to: "/items").count == 2)
  }
}
