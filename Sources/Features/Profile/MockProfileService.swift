import Dependencies

/// The profile service as scenarios: each case is one behaviour the UI must handle.
///
/// A mock that saves answers like the server: the profile with the update's fields, its
/// `updatedAt`, and its request id as `lastRequestID`, so a test sees in the response exactly
/// what the feature sent.
///
/// ```swift
/// $0.profileService = MockProfileService(
///   .saveFailure(ProfileFixtures.lucia, ProfileFixtures.saveError))
/// ```
public struct MockProfileService: ProfileServicing {
  /// One behaviour of the service.
  public enum Behavior: Sendable {
    /// Answers at once with `profile`; saving answers with `profile` updated by the request.
    case loaded(Profile)
    /// Answers at once with `profile`; saving fails with `error`.
    case saveFailure(Profile, ServiceError)
    /// Loading and saving fail at once with `error`.
    case failure(ServiceError)
    /// Loading and saving fail at once with ``ServiceError/unauthorized``: the user is signed out.
    case unauthorized
    /// Never answers (until cancelled): the way production shows a spinner.
    case loading
  }

  /// The behaviour.
  public let behavior: Behavior

  /// A mock behaving as `behavior`.
  public init(_ behavior: Behavior) {
    self.behavior = behavior
  }

  public func fetchProfile() async throws(ServiceError) -> Profile {
    switch behavior {
    case let .loaded(profile), let .saveFailure(profile, _):
      return profile
    case let .failure(error):
      throw error
    case .unauthorized:
      throw .unauthorized
    case .loading:
      await NeverAnswering.wait()
      throw ServiceError("Cancelled")
    }
  }

  public func saveProfile(_ update: ProfileUpdate) async throws(ServiceError) -> Profile {
    switch behavior {
    case var .loaded(profile):
      profile.name = update.name
      profile.bio = update.bio
      profile.updatedAt = update.updatedAt
      profile.lastRequestID = update.requestID
      return profile
    case let .saveFailure(_, error), let .failure(error):
      throw error
    case .unauthorized:
      throw .unauthorized
    case .loading:
      await NeverAnswering.wait()
      throw ServiceError("Cancelled")
    }
  }
}
