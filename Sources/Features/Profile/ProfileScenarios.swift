import Dependencies
public import Reducer

extension ProfileFeature {
  /// Every visible state of the Profile feature: the one catalog previews, tests and the demo
  /// runner use.
  public static let scenarios: [Scenario<ProfileFeature>] = [
    Scenario(
      .loaded, summary: "A complete profile, ready to edit", initialState: State(),
      onAppear: .onAppear, expecting: .loaded(ProfileFixtures.lucia)
    ) {
      $0.profileService = MockProfileService(.success(ProfileFixtures.lucia))
    },
    Scenario(
      .empty, summary: "A new user who has filled in nothing yet", initialState: State(),
      onAppear: .onAppear, expecting: .empty(ProfileFixtures.newcomer)
    ) {
      $0.profileService = MockProfileService(.success(ProfileFixtures.newcomer))
    },
    Scenario(
      .error, summary: "The profile could not be loaded", initialState: State(),
      onAppear: .onAppear, expecting: .error(ProfileFixtures.loadError.message)
    ) {
      $0.profileService = MockProfileService(.failure(ProfileFixtures.loadError))
    },
    Scenario(
      .loading, summary: "The service has not answered yet", initialState: State(),
      onAppear: .onAppear, expecting: .loading
    ) {
      $0.profileService = MockProfileService(.loading)
    },
    Scenario(
      .unauthorized, summary: "The session expired: a sign-in prompt", initialState: State(),
      onAppear: .onAppear, expecting: .signedOut(ServiceError.unauthorized.message)
    ) {
      $0.profileService = MockProfileService(.failure(.unauthorized))
    },
  ]
}
