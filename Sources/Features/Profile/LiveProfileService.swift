import APIService
import Dependencies
public import Reducer

/// The real profile service: `GET /profile` and `PUT /profile` through `apiClient`.
///
/// Both answer the stored profile; optional fields may be absent or `null`. Dates are ISO 8601.
///
/// ```json
/// {
///   "id": "B0000000-0000-0000-0000-000000000001",
///   "handle": "lucia.ferran",
///   "name": "Lucía Ferrán",
///   "bio": "Field botanist.",
///   "joinedAt": "2024-11-27T09:00:00Z",
///   "updatedAt": "2025-12-20T09:00:00Z",
///   "lastRequestID": "B0000000-0000-0000-0000-00000000F001"
/// }
/// ```
///
/// `PUT /profile` sends a ``ProfileUpdate`` as its body
/// (`{"bio":…,"name":…,"requestID":…,"updatedAt":…}`, a cleared field as `null`); the server
/// stores it and answers the profile with `updatedAt` and `lastRequestID` taken from it.
///
/// Failures become a `ServiceError` the view can show: 401/403 is `isUnauthorized`; a body that
/// does not match the shape above names the coding path that failed, e.g. `joinedAt`.
public struct LiveProfileService: ProfileServicing {
  @Dependency(\.apiClient) var apiClient

  /// The live service.
  public init() {}

  public func fetchProfile() async throws(ServiceError) -> Profile {
    try await apiClient.fetch("profile")
  }

  public func saveProfile(_ update: ProfileUpdate) async throws(ServiceError) -> Profile {
    try await apiClient.submit("PUT", "profile", body: update)
  }
}
