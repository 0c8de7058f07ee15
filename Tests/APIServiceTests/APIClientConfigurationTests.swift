import APIService
import Dependencies
import Foundation
import HTTPTestServer
import Testing

/// The API client's configuration (from the environment, redacted in every description), its errors' texts, and
/// its dependency values.
@Suite struct APIClientConfigurationTests: APIClientTesting {
  @Test func theTokenNeverAppearsInDescriptionsOrDumps() throws {
    let base = try #require(URL(string: "https://api.example.test"))
    let configuration = APIConfiguration(
      baseURL: base, token: APIConfiguration.BearerToken(Self.token))
    let client = APIClient.live(configuration)

    var dumps = ["", "", ""]
    dump(client, to: &dumps[0])
    dump(configuration, to: &dumps[1])
    dump(configuration.token, to: &dumps[2])
    let texts =
      dumps + [
        String(describing: client), String(reflecting: client),
        String(describing: configuration), String(reflecting: configuration),
        "\(configuration.token as Any)", "\(client.configuration)",
      ]

    for text in texts {
      #expect(!text.contains(Self.token), "token leaked in: \(text)")
    }
    #expect(dumps[1].contains("<redacted>"))
    #expect(configuration.token?.description == "<redacted>")
    #expect(Mirror(reflecting: try #require(configuration.token)).children.isEmpty)
  }

  @Test func readsTheConfigurationFromTheEnvironment() throws {
    let configuration = APIConfiguration(environment: [
      "CONVERGENCE_API_BASE_URL": " http://127.0.0.1:8080/api ",
      "CONVERGENCE_API_TOKEN": "abc",
    ])

    #expect(configuration.baseURL.absoluteString == "http://127.0.0.1:8080/api")
    #expect(configuration.token == APIConfiguration.BearerToken("abc"))
    #expect(configuration.requestTimeout == APIConfiguration.defaultRequestTimeout)
  }

  @Test func anEmptyEnvironmentUsesSafeDefaults() {
    let configuration = APIConfiguration(environment: ["CONVERGENCE_API_TOKEN": "  "])

    #expect(configuration.baseURL == APIConfiguration.defaultBaseURL)
    #expect(configuration.baseURL.host?.hasSuffix(".invalid") == true)
    #expect(configuration.token == nil)
  }

  @Test(arguments: ["not a url", "ftp://example.com", "/relative/path"])
  func anUnusableBaseURLInTheEnvironmentFailsEveryRequest(value: String) async {
    let configuration = APIConfiguration(environment: ["CONVERGENCE_API_BASE_URL": value])
    let client = APIClient(configuration: configuration) { _ in
      Issue.record("the transport must not be reached")
      return APIResponse(status: 200)
    }

    let error = await apiError { () async throws(APIError) in try await client.data("/items") }

    guard case .invalidURL(let message) = error else {
      Issue.record("expected .invalidURL, got \(String(describing: error))")
      return
    }
    #expect(message.contains("CONVERGENCE_API_BASE_URL"))
    #expect(message.contains(value))
  }

  @Test func errorsRoundTripThroughCodable() throws {
    let errors: [APIError] = [
      .transport("GET http://x/y: refused"), .http(status: 500),
      .decoding(path: "[1].title", message: "m"), .unauthorized, .timeout, .invalidURL("u"),
    ]

    let decoded = try JSONDecoder().decode(
      [APIError].self, from: JSONEncoder().encode(errors))

    #expect(decoded == errors)
    #expect(APIError.decoding(path: "[1].title", message: "m").description.contains("[1].title"))
  }

  @Test func userMessagesNameNoURLStatusOrPath() {
    let errors: [APIError] = [
      .transport("GET http://127.0.0.1:1/items: refused"), .http(status: 503),
      .http(status: 404), .decoding(path: "[1].title", message: "GET http://h/items"),
      .unauthorized, .timeout, .invalidURL("CONVERGENCE_API_BASE_URL=\"x\""),
    ]

    for error in errors {
      #expect(!error.userMessage.isEmpty)
      for leak in ["http", "503", "404", "[1]", "CONVERGENCE"] {
        #expect(!error.userMessage.contains(leak), "\(error) shows \(leak)")
      }
    }
    #expect(APIError.unauthorized.userMessage.contains("Sign in"))
  }

  // MARK: Dependency values

  @Test func thePreviewValueFailsWithoutTheNetwork() async {
    let error = await apiError { () async throws(APIError) in
      try await APIClient.previewValue.get("/items", as: [Item].self)
    }

    #expect(error == .transport("previews do not use the network"))
  }

  @Test func theTestValueReportsAnUnimplementedCall() async {
    let reporter = CountingIssueReporter()

    let error = await withIssueReporters([reporter]) {
      await apiError { () async throws(APIError) in
        try await APIClient.testValue.get("/items", as: [Item].self)
      }
    }

    #expect(reporter.messages.count == 1)
    #expect(reporter.messages.first?.contains("APIClient.get") == true)
    guard case .transport(let message) = error else {
      Issue.record("expected .transport, got \(String(describing: error))")
      return
    }
    #expect(message.hasPrefix("unimplemented: APIClient.get"))
    #expect(message.contains("/items"))
  }

  @Test func theAccessorReadsAndWritesTheOverride() async throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    var values = DependencyValues()

    values.apiClient = client(server)

    #expect(values.apiClient.configuration.baseURL == server.baseURL)
  }
}
