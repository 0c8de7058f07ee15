public import Reducer

/// The profile service as scenarios: one `ScenarioResponse` for loading, and one for saving.
///
/// Saving answers like the server unless told otherwise: the loaded profile with the update's
/// fields, its `updatedAt`, and its request id as `lastRequestID`, so a test sees in the response
/// exactly what the feature sent. A failing or never-answering load makes saving do the same.
///
/// ```swift
/// $0.profileService = MockProfileService(
///   .success(ProfileFixtures.lucia), saving: .failure(ProfileFixtures.saveError))
/// ```
public struct MockProfileService: ProfileServicing {
  /// How loading answers.
  public let fetching: ScenarioResponse<Profile>
  /// How saving answers; `nil` answers like the server (see above).
  public let saving: ScenarioResponse<Profile>?

  /// A mock loading with `fetching` and saving with `saving`.
  public init(_ fetching: ScenarioResponse<Profile>, saving: ScenarioResponse<Profile>? = nil) {
    self.fetching = fetching
    self.saving = saving
  }

  public func fetchProfile() async throws(ServiceError) -> Profile {
    try await fetching.resolve()
  }

  public func saveProfile(_ update: ProfileUpdate) async throws(ServiceError) -> Profile {
    let saving =
      saving
      ?? fetching.map { profile in
        var profile = profile
        profile.name = update.name
        profile.bio = update.bio
        profile.updatedAt = update.updatedAt
        profile.lastRequestID = update.requestID
        return profile
      }
    return try await saving.resolve()
  }
}
