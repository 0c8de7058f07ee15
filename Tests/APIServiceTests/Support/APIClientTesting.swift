import APIService
import Foundation
import HTTPTestServer
import Testing

/// What the API client suites share: the JSON they exchange, a bearer token, a live client for a test server, and
/// the error an operation throws.
protocol APIClientTesting {}

/// The JSON bodies the API client suites exchange with their test servers.
enum APIClientFixtures {
  struct Item: Codable, Equatable, Sendable {
    var id: Int
    var title: String
    var due: Date?
  }

  struct Page: Codable, Equatable, Sendable {
    var items: [Item]
  }

  struct Profile: Codable, Equatable, Sendable {
    var name: String
    var updatedAt: Date
  }
}

extension APIClientTesting {
  typealias Item = APIClientFixtures.Item
  typealias Page = APIClientFixtures.Page
  typealias Profile = APIClientFixtures.Profile

  /// A bearer token that must never appear in a description, a dump or a request it should not reach.
  static var token: String { "s3cr3t-t0ken-value" }

  /// A live client of `server`, with `token` as its bearer token.
  func client(
    _ server: HTTPTestServer, token: String? = nil, timeout: Duration = .seconds(10)
  ) -> APIClient {
    .live(
      APIConfiguration(
        baseURL: server.baseURL,
        token: token.map(APIConfiguration.BearerToken.init),
        requestTimeout: timeout))
  }

  /// The error `operation` throws; fails the test when it succeeds.
  func apiError<T>(
    _ operation: () async throws(APIError) -> T
  ) async -> APIError? {
    do {
      let value = try await operation()
      Issue.record("expected an APIError, got \(value)")
      return nil
    } catch {
      return error
    }
  }
}
