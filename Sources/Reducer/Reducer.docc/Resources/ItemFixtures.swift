import Foundation
public import Reducer

/// The Items feature's fixtures: fixed ids, readable names, shared by previews, tests and demos.
public enum ItemFixtures {
  /// "Water the ferns".
  public static let ferns = Item(
    id: UUID(fixture: "11111111-1111-1111-1111-111111111111"), title: "Water the ferns")
  /// "Return library books", already done.
  public static let books = Item(
    id: UUID(fixture: "22222222-2222-2222-2222-222222222222"), title: "Return library books",
    isDone: true)
  /// "Call the bike shop".
  public static let bikeShop = Item(
    id: UUID(fixture: "33333333-3333-3333-3333-333333333333"), title: "Call the bike shop")

  /// The usual list.
  public static let list = [ferns, books, bikeShop]

  /// The message of the error scenario.
  public static let loadError = ServiceError(
    "The items could not be loaded. Check your connection.")
}
