import Foundation
public import Reducer

/// The feature's fixtures: fixed ids, readable names, shared by previews, tests and demos.
public enum WeatherFixtures {
  /// The first item.
  public static let first = WeatherItem(
    id: UUID(fixture: "11111111-1111-1111-1111-111111111111"), title: "First item")
  /// The second item, already done.
  public static let second = WeatherItem(
    id: UUID(fixture: "22222222-2222-2222-2222-222222222222"), title: "Second item",
    isDone: true)
  /// The third item.
  public static let third = WeatherItem(
    id: UUID(fixture: "33333333-3333-3333-3333-333333333333"), title: "Third item")

  /// The usual list.
  public static let list = [first, second, third]

  /// The message of the error scenario.
  public static let loadError = ServiceError(
    "The items could not be loaded. Check your connection.")
}
