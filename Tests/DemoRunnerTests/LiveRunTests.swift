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
      ["run", "Items", "--live", "--base-url", server.baseURL.absoluteString + "/v1"],
      environment: ["CONVERGENCE_API_TOKEN": "s3cret"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("│ [ ] Buy stamps"))
    #expect(!result.stdout.contains("Water the ferns"))
    #expect(server.requests(to: "/v1/items").first?.authorization == "Bearer s3cret")
    #expect(!result.stdout.contains("s3cret"))
  }

  @Test func liveRunShowsTheServicesFailure() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    server.route(.get, "/items") { _ in .status(401) }
    let path = try DemoRunnerFixtures.scriptFile("expect viewState error\nsend retryTapped\n")
    defer { DemoRunnerFixtures.remove(path) }
    let result = await DemoRunnerFixtures.run(
      ["run", "Items", "--live", "--base-url", server.baseURL.absoluteString, "--script", path])
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(result.stdout.contains("│ ✗ Your session has expired. Sign in again to │"))
    #expect(server.requests(to: "/items").count == 2)
  }
}
