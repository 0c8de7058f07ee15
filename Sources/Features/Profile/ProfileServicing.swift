public import Reducer

/// Where the Profile feature loads and saves the user's profile. The reducer depends on this
/// protocol, never on a concrete client.
public protocol ProfileServicing: Sendable {
  /// The signed-in user's profile.
  ///
  /// - Throws: `ServiceError`; `isUnauthorized` when the user is not signed in.
  func fetchProfile() async throws(ServiceError) -> Profile

  /// Saves `update` and returns the profile as stored, echoing the update's request id and date.
  ///
  /// - Throws: `ServiceError`; `isUnauthorized` when the user is not signed in.
  func saveProfile(_ update: ProfileUpdate) async throws(ServiceError) -> Profile
}

extension DependencyValues {
  /// The Profile feature's service: live over `apiClient`, a loaded mock in previews. A test that reads it
  /// without overriding it fails, naming `@Dependency(\.profileService)`, and goes on with the preview mock.
  public var profileService: any ProfileServicing {
    get { self[ProfileServiceKey.self] }
    set { self[ProfileServiceKey.self] = newValue }
  }
}

private enum ProfileServiceKey: DependencyKey {
  static let liveValue: any ProfileServicing = LiveProfileService()
  static let previewValue: any ProfileServicing = MockProfileService(
    .success(ProfileFixtures.lucia))
}
