import Dependencies
public import Reducer

extension ProfileFeature {
  /// Every visible state of the Profile feature: the one catalog previews, tests and the demo
  /// runner use.
  public static let scenarios: [Scenario<ProfileFeature>] =
    scenario.standard(
      loaded: "A complete profile, ready to edit", ProfileFixtures.lucia,
      showing: .loaded(ProfileFixtures.lucia),
      empty: "A new user who has filled in nothing yet", .success(ProfileFixtures.newcomer),
      showing: .empty(ProfileFixtures.newcomer),
      error: "The profile could not be loaded", ProfileFixtures.loadError)
    + [
      scenario(
        .unauthorized, "The session expired: a sign-in prompt", answering: .failure(.unauthorized),
        expecting: .signedOut(ServiceError.unauthorized.message))
    ]

  /// A scenario of the profile screen: it appears, and the profile service answers.
  private static let scenario = ServiceScenarios<ProfileFeature, Profile>(
    State(), onAppear: .onAppear, loading: .loading, error: ViewState.error
  ) { $0.profileService = MockProfileService($1) }
}
