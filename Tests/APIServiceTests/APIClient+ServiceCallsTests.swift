import APIService
import Dependencies
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `fetch` and `submit`: a live service's read and write in one call, failing with the `ServiceError` a view shows.
@Suite struct APIClientServiceCallsTests: APIClientTesting {
  /// A client whose transport answers every request with `status` and `body`, and keeps the requests.
  private func answering(
    status: Int, body: String, requests: LockIsolated<[URLRequest]> = LockIsolated([])
  ) -> APIClient {
    APIClient(configuration: APIConfiguration(baseURL: APIConfiguration.defaultBaseURL)) {
      request in
      requests.withValue { $0.append(request) }
      return APIResponse(status: status, body: Data(body.utf8))
    }
  }

  @Test func fetchDecodesWhatGetDecodes() async throws {
    let requests = LockIsolated<[URLRequest]>([])
    let client = answering(status: 200, body: #"[{"id":1,"title":"Milk"}]"#, requests: requests)

    let items: [Item] = try await client.fetch(
      "items", query: [URLQueryItem(name: "page", value: "2")])

    #expect(items == [Item(id: 1, title: "Milk", due: nil)])
    let request = try #require(requests.value.first)
    #expect(request.httpMethod == "GET")
    #expect(request.url?.path.hasSuffix("/items") == true)
    #expect(request.url?.query == "page=2")
  }

  @Test func fetchThrowsTheServiceErrorOfAnUnauthorizedAnswer() async {
    let client = answering(status: 401, body: "{}")

    let error = await serviceError { () async throws(ServiceError) in
      _ = try await client.fetch("items", as: [Item].self)
    }

    #expect(error == ServiceError(APIError.unauthorized))
    #expect(error?.isUnauthorized == true)
  }

  @Test func fetchNamesTheCodingPathOfAnAnswerThatDidNotDecode() async {
    let client = answering(status: 200, body: #"[{"id":1,"title":"Milk"},{"id":2}]"#)

    let error = await serviceError { () async throws(ServiceError) in
      _ = try await client.fetch("items", as: [Item].self)
    }

    #expect(error?.message.contains("(Unexpected data at [1].title.)") == true)
    #expect(error?.isUnauthorized == false)
  }

  @Test func submitSendsTheBodyWithTheMethodAndDecodesTheAnswer() async throws {
    let requests = LockIsolated<[URLRequest]>([])
    let client = answering(
      status: 200, body: #"{"name":"Ada","updatedAt":"2026-01-01T09:00:00Z"}"#, requests: requests)
    let profile = Profile(name: "Ada", updatedAt: Date(timeIntervalSince1970: 1_767_258_000))

    let answer = try await client.submit("PUT", "profile", body: profile, as: Profile.self)

    #expect(answer == profile)
    let request = try #require(requests.value.first)
    #expect(request.httpMethod == "PUT")
    #expect(
      request.httpBody.map { String(decoding: $0, as: UTF8.self) }?.contains(#""name":"Ada""#)
        == true)
  }

  @Test func submitThrowsTheServiceErrorOfAFailedAnswer() async {
    let client = answering(status: 500, body: #"{"message":"down"}"#)

    let error = await serviceError { () async throws(ServiceError) in
      _ = try await client.submit("PUT", "profile", body: ["name": "Ada"], as: Profile.self)
    }

    #expect(error == ServiceError(namingDecodingPathOf: APIError.http(status: 500)))
  }

  /// What `operation` threw, or `nil`.
  private func serviceError(_ operation: () async throws(ServiceError) -> Void) async
    -> ServiceError?
  {
    do {
      try await operation()
      return nil
    } catch {
      return error
    }
  }
}
