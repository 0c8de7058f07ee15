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
  /// The Profile feature's service: live over `apiClient`, a loaded mock in previews,
  /// unimplemented in tests.
  public var profileService: any ProfileServicing {
    get { self[ProfileServiceKey.self] }
    set { self[ProfileServiceKey.self] = newValue }
  }
}

private enum ProfileServiceKey: DependencyKey {
  static let liveValue: any ProfileServicing = LiveProfileService()
  static let previewValue: any ProfileServicing = MockProfileService(
    .success(ProfileFixtures.lucia))
  static let testValue: any ProfileServicing = UnimplementedProfileService()
}

/// The test default: fails the running test when called, naming the dependency.
struct UnimplementedProfileService: ProfileServicing {
  func fetchProfile() async throws(ServiceError) -> Profile {
    throw ServiceError(Unimplemented("@Dependency(\\.profileService).fetchProfile"))
  }

  func saveProfile(_ update: ProfileUpdate) async throws(ServiceError) -> Profile {
    throw ServiceError(Unimplemented("@Dependency(\\.profileService).saveProfile"))
  }
}
