import Dependencies
import Features
import Foundation
import Reducer
import ReducerTesting
import Testing

@MainActor
@Suite struct ProfileFeatureTests {
  private static let lucia = ProfileFixtures.lucia

  @Test(arguments: ProfileFeature.scenarios)
  func scenarioReachesItsViewState(_ scenario: Scenario<ProfileFeature>) async {
    await scenario.assertReachesViewState()
  }

  @Test func everyViewStateHasAScenario() {
    ProfileFeature.assertEveryViewStateCovered()
    #expect(ProfileFeature.uncoveredViewStateKinds.isEmpty)
  }

  /// A test store in `scenario` whose profile has loaded (the load asserted exhaustively).
  private func loadedStore(
    _ scenario: ScenarioName = .loaded, profile: Profile = lucia
  ) async -> TestStore<ProfileFeature.State, ProfileFeature.Action> {
    let store = ProfileFeature.scenario(scenario).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.profileResponse(.success(profile))) {
      $0.isLoading = false
      $0.profile = profile
      $0.name = profile.name ?? ""
      $0.bio = profile.bio ?? ""
    }
    return store
  }

  @Test func loadedScenarioLoadsOnAppearOnce() async {
    let store = await loadedStore()

    await store.send(.onAppear)

    #expect(ProfileFeature.viewState(of: store.state) == .loaded(Self.lucia))
  }

  @Test func savingSendsTheRequestIDAndDateFromDependencies() async {
    let store = await loadedStore()
    let requestID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    var saved = Self.lucia
    saved.name = "Lucía F. Ferrán"
    saved.bio = "Botanist."
    saved.updatedAt = ScenarioDefaults.date
    saved.lastRequestID = requestID

    await store.send(.binding(.set(\.name, "Lucía F. Ferrán"))) { $0.name = "Lucía F. Ferrán" }
    await store.send(.binding(.set(\.bio, "Botanist."))) { $0.bio = "Botanist." }
    await store.send(.saveTapped) { $0.isSaving = true }
    // The mock echoes what it received: the request id and date reached the service.
    await store.receive(.saveResponse(.success(saved))) {
      $0.isSaving = false
      $0.profile = saved
    }

    #expect(
      store.state.profile?.lastRequestID?.uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(store.state.profile?.updatedAt == Date(timeIntervalSince1970: 1_767_258_000))
    #expect(ProfileFeature.viewState(of: store.state) == .loaded(saved))
    #expect(!store.state.canSave)
  }

  @Test func eachSaveCarriesANewRequestID() async {
    let store = await loadedStore()
    var first = Self.lucia
    first.name = "Lucía"
    first.updatedAt = ScenarioDefaults.date
    first.lastRequestID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    var second = first
    second.name = "Lucía Ferrán Gil"
    second.lastRequestID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))

    await store.send(.binding(.set(\.name, "Lucía"))) { $0.name = "Lucía" }
    await store.send(.saveTapped) { $0.isSaving = true }
    await store.receive(.saveResponse(.success(first))) {
      $0.isSaving = false
      $0.profile = first
    }
    await store.send(.binding(.set(\.name, "Lucía Ferrán Gil"))) { $0.name = "Lucía Ferrán Gil" }
    await store.send(.saveTapped) { $0.isSaving = true }
    await store.receive(.saveResponse(.success(second))) {
      $0.isSaving = false
      $0.profile = second
    }
  }

  @Test func blankFieldsAreTrimmedAndSavedAsCleared() async {
    let store = await loadedStore()
    var saved = Self.lucia
    saved.name = "Lucía"
    saved.bio = nil
    saved.updatedAt = ScenarioDefaults.date
    saved.lastRequestID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

    await store.send(.binding(.set(\.name, "  Lucía \n"))) { $0.name = "  Lucía \n" }
    await store.send(.binding(.set(\.bio, "   "))) { $0.bio = "   " }
    await store.send(.saveTapped) { $0.isSaving = true }
    await store.receive(.saveResponse(.success(saved))) {
      $0.isSaving = false
      $0.profile = saved
      $0.name = "Lucía"
      $0.bio = ""
    }
  }

  @Test func saveWithoutChangesDoesNothing() async {
    let store = await loadedStore()
    #expect(!store.state.canSave)

    await store.send(.saveTapped)
    await store.send(.binding(.set(\.name, "Lucía Ferrán  "))) { $0.name = "Lucía Ferrán  " }
    #expect(!store.state.hasChanges)
    await store.send(.saveTapped)
  }

  @Test func aNewUserFillsInTheirProfile() async {
    let store = await loadedStore(.empty, profile: ProfileFixtures.newcomer)
    #expect(ProfileFeature.viewState(of: store.state) == .empty(ProfileFixtures.newcomer))
    var saved = ProfileFixtures.newcomer
    saved.name = "Mirlo Azul"
    saved.updatedAt = ScenarioDefaults.date
    saved.lastRequestID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

    await store.send(.binding(.set(\.name, "Mirlo Azul"))) { $0.name = "Mirlo Azul" }
    await store.send(.saveTapped) { $0.isSaving = true }
    await store.receive(.saveResponse(.success(saved))) {
      $0.isSaving = false
      $0.profile = saved
    }

    #expect(ProfileFeature.viewState(of: store.state) == .loaded(saved))
  }

  @Test func aFailedSaveKeepsTheEditsAndShowsWhy() async {
    let store = await loadedStore()
    store.dependencies.profileService = MockProfileService(
      .success(Self.lucia), saving: .failure(ProfileFixtures.saveError))

    await store.send(.binding(.set(\.bio, "Moss person."))) { $0.bio = "Moss person." }
    await store.send(.saveTapped) { $0.isSaving = true }
    await store.receive(.saveResponse(.failure(ProfileFixtures.saveError))) {
      $0.isSaving = false
      $0.saveErrorMessage = ProfileFixtures.saveError.message
    }

    #expect(ProfileFeature.viewState(of: store.state) == .loaded(Self.lucia))
    #expect(store.state.canSave)

    var saved = Self.lucia
    saved.bio = "Moss person."
    saved.updatedAt = ScenarioDefaults.date
    saved.lastRequestID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
    store.dependencies.profileService = MockProfileService(.success(Self.lucia))
    await store.send(.saveTapped) {
      $0.isSaving = true
      $0.saveErrorMessage = nil
    }
    await store.receive(.saveResponse(.success(saved))) {
      $0.isSaving = false
      $0.profile = saved
    }
  }

  @Test func unauthorizedScenarioShowsTheSignInPrompt() async {
    let store = ProfileFeature.scenario(.unauthorized).makeTestStore()

    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.profileResponse(.failure(.unauthorized))) {
      $0.isLoading = false
      $0.signedOutMessage = ServiceError.unauthorized.message
    }

    #expect(
      ProfileFeature.viewState(of: store.state) == .signedOut(ServiceError.unauthorized.message))
  }

  @Test func anUnauthorizedSaveSignsTheUserOutAndForgetsTheProfile() async {
    let store = await loadedStore()
    store.dependencies.profileService = MockProfileService(.failure(.unauthorized))

    await store.send(.binding(.set(\.name, "Lucía"))) { $0.name = "Lucía" }
    await store.send(.saveTapped) { $0.isSaving = true }
    await store.receive(.saveResponse(.failure(.unauthorized))) {
      $0.isSaving = false
      $0.profile = nil
      $0.name = ""
      $0.bio = ""
      $0.signedOutMessage = ServiceError.unauthorized.message
    }

    #expect(
      ProfileFeature.viewState(of: store.state) == .signedOut(ServiceError.unauthorized.message))
    await store.send(.saveTapped)
  }

  @Test func retryAfterErrorLoadsTheProfile() async {
    let store = ProfileFeature.scenario(.error).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.profileResponse(.failure(ProfileFixtures.loadError))) {
      $0.isLoading = false
      $0.errorMessage = ProfileFixtures.loadError.message
    }
    store.dependencies.profileService = MockProfileService(.success(Self.lucia))

    await store.send(.retryTapped) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    await store.receive(.profileResponse(.success(Self.lucia))) {
      $0.isLoading = false
      $0.profile = Self.lucia
      $0.name = Self.lucia.name ?? ""
      $0.bio = Self.lucia.bio ?? ""
    }

    #expect(ProfileFeature.viewState(of: store.state) == .loaded(Self.lucia))
  }

  @Test func fixturesCoverACompleteAndANewProfile() {
    #expect(!ProfileFixtures.lucia.isEmpty)
    #expect(ProfileFixtures.newcomer.isEmpty)
    #expect(ProfileFixtures.newcomer.updatedAt == nil)
    #expect(ProfileFixtures.lucia.id != ProfileFixtures.newcomer.id)
    #expect(ProfileFixtures.lucia.joinedAt < ScenarioDefaults.date)
  }

  @Test func actionsRoundTripThroughCodable() throws {
    let actions: [ProfileFeature.Action] = [
      .onAppear, .retryTapped, .binding(.set(\.name, "Ada")), .binding(.set(\.bio, "")),
      .saveTapped,
      .profileResponse(.success(ProfileFixtures.newcomer)),
      .saveResponse(.failure(ProfileFixtures.saveError)),
    ]

    let decoded = try JSONDecoder().decode(
      [ProfileFeature.Action].self, from: JSONEncoder().encode(actions))

    #expect(decoded == actions)
  }
}
