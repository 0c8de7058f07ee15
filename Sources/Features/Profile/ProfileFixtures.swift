import Foundation
public import Reducer

/// The Profile feature's fixtures: fictional people, fixed ids, and dates fixed relative to
/// `ScenarioDefaults.date`, shared by previews, tests and demos.
public enum ProfileFixtures {
  /// A complete profile: name and bio filled in, saved twelve days before the scenario date.
  public static let lucia = Profile(
    id: UUID(fixture: "B0000000-0000-0000-0000-000000000001"),
    handle: "lucia.ferran",
    name: "Lucía Ferrán",
    bio: "Field botanist. Writes about mosses, old maps and the occasional train timetable.",
    joinedAt: daysBefore(400),
    updatedAt: daysBefore(12),
    lastRequestID: UUID(fixture: "B0000000-0000-0000-0000-00000000F001"))

  /// A new user, signed up an hour before the scenario date, who has filled in nothing yet.
  public static let newcomer = Profile(
    id: UUID(fixture: "B0000000-0000-0000-0000-000000000002"),
    handle: "mirlo",
    joinedAt: ScenarioDefaults.date.addingTimeInterval(-3600))

  /// The message of the error scenario.
  public static let loadError = ServiceError(
    "Your profile could not be loaded. Check your connection.")

  /// The message shown when saving fails.
  public static let saveError = ServiceError("Your changes could not be saved. Try again.")

  private static func daysBefore(_ days: Double) -> Date {
    ScenarioDefaults.date.addingTimeInterval(-days * 24 * 3600)
  }
}
