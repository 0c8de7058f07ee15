import Dependencies
import Foundation
public import Reducer

/// The user's profile: loads on appear, edits name and bio (a binding form), saves them, and signs
/// the user out when the service refuses their credentials.
///
/// A save carries a request id from `@Dependency(\.uuid)` and a timestamp from
/// `@Dependency(\.date)`, so it is the same in every test and demo run.
public struct ProfileFeature: Reducer {
  /// The profile screen's state.
  public struct State: Equatable, Sendable, Codable {
    /// The profile as last loaded or saved; `nil` before it loads and after signing out.
    public var profile: Profile?
    /// The name in the text field; may differ from the saved one until saved.
    public var name = ""
    /// The bio in the text field; may differ from the saved one until saved.
    public var bio = ""
    /// Whether the profile is loading.
    public var isLoading = false
    /// Whether a save is in flight.
    public var isSaving = false
    /// The last load's failure, if it failed.
    public var errorMessage: String?
    /// The last save's failure, shown above the Save button; the edits are kept.
    public var saveErrorMessage: String?
    /// Set when the service refused the user's credentials: what the sign-in prompt says.
    public var signedOutMessage: String?

    /// A profile that has not loaded yet.
    public init() {}

    /// Whether the text fields differ from the saved profile (surrounding whitespace ignored).
    public var hasChanges: Bool {
      guard let profile else { return false }
      return ProfileFeature.normalized(name) != profile.name
        || ProfileFeature.normalized(bio) != profile.bio
    }

    /// Whether the Save button is enabled: there are changes and no save is in flight.
    public var canSave: Bool { hasChanges && !isSaving }

    /// What the view draws. A view reads `store.viewState`, which observes this value by equality: it redraws
    /// when what it shows changes, not whenever a field behind it does.
    public var viewState: ViewState { ProfileFeature.viewState(of: self) }
  }

  /// What can happen on the profile screen.
  public enum Action: BindableAction, Equatable, Sendable, Codable {
    /// The view appeared: load, unless the profile is already here or loading.
    case onAppear
    /// The user tapped "Retry" on the error screen.
    case retryTapped
    /// The user edited a field of the form: `.binding(.set(\.name, "Ada"))` or `\.bio`.
    case binding(BindingAction<State>)
    /// The user tapped "Save".
    case saveTapped
    /// The service answered the load.
    case profileResponse(ServiceResult<Profile>)
    /// The service answered the save.
    case saveResponse(ServiceResult<Profile>)
  }

  private enum CancelID { case load, save }

  @Dependency(\.date) var date
  @Dependency(\.profileService) var profileService
  @Dependency(\.uuid) var uuid

  /// The reducer.
  public init() {}

  public var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .onAppear:
        guard state.profile == nil, !state.isLoading else { return .none }
        return load(&state)
      case .retryTapped:
        return load(&state)
      case .binding:
        return .none
      case .saveTapped:
        guard state.canSave else { return .none }
        let update = ProfileUpdate(
          requestID: uuid(), name: Self.normalized(state.name), bio: Self.normalized(state.bio),
          updatedAt: date.now)
        state.isSaving = true
        state.saveErrorMessage = nil
        return .serviceCall(id: CancelID.save, then: Action.saveResponse) {
          try await profileService.saveProfile(update)
        }
      case let .profileResponse(result):
        state.isLoading = false
        record(result, in: &state, failure: \.errorMessage)
        return .none
      case let .saveResponse(result):
        state.isSaving = false
        record(result, in: &state, failure: \.saveErrorMessage)
        return .none
      }
    }
  }

  private func load(_ state: inout State) -> Effect<Action> {
    state.isLoading = true
    state.errorMessage = nil
    state.signedOutMessage = nil
    return .serviceCall(id: CancelID.load, then: Action.profileResponse) {
      try await profileService.fetchProfile()
    }
  }

  /// Shows the answer to a load or a save: the profile, or the failure's message in `failure`, or
  /// the sign-in prompt when the service refused the user's credentials.
  private func record(
    _ result: ServiceResult<Profile>, in state: inout State,
    failure: WritableKeyPath<State, String?>
  ) {
    switch result {
    case let .success(profile):
      show(profile, in: &state)
    case let .failure(error) where error.isUnauthorized:
      signOut(&state, message: error.message)
    case let .failure(error):
      state[keyPath: failure] = error.message
    }
  }

  /// Shows `profile` as saved, resetting the text fields to it.
  private func show(_ profile: Profile, in state: inout State) {
    state.profile = profile
    state.name = profile.name ?? ""
    state.bio = profile.bio ?? ""
  }

  /// Forgets everything personal and shows the sign-in prompt.
  private func signOut(_ state: inout State, message: String) {
    state.profile = nil
    state.name = ""
    state.bio = ""
    state.saveErrorMessage = nil
    state.signedOutMessage = message
  }

  /// `text` without surrounding whitespace, or `nil` when nothing is left: what a save sends.
  static func normalized(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}

extension ProfileFeature.State: CodableBindings {
  /// The form's fields, as demo scripts name them: `send binding(.set("name", "Ada"))`.
  public static let codableBindings: [CodableBinding<Self>] = [
    .field("name", \.name),
    .field("bio", \.bio),
  ]
}

extension ProfileFeature: ScenarioProviding {
  /// What the Profile view shows.
  public enum ViewState: ScenarioViewState {
    /// A spinner: nothing to show yet.
    case loading
    /// The profile, with its name and bio editable.
    case loaded(Profile)
    /// A new user's profile: the editable fields under a prompt to fill them in.
    case empty(Profile)
    /// The failure message and a Retry button.
    case error(String)
    /// A sign-in prompt: the service refused the user's credentials.
    case signedOut(String)
  }

  public static func viewState(of state: State) -> ViewState {
    if let message = state.signedOutMessage { return .signedOut(message) }
    if let message = state.errorMessage { return .error(message) }
    guard let profile = state.profile else { return .loading }
    return profile.isEmpty ? .empty(profile) : .loaded(profile)
  }

  public static var featureName: String { "Profile" }
}
