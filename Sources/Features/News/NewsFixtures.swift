import Foundation
public import Reducer

/// The News feature's fixtures: fictional sources and authors, fixed ids, and publication times
/// fixed relative to `ScenarioDefaults.date`, shared by previews, tests and demos.
public enum NewsFixtures {
  /// The sources the feed gathers, in the order the server lists them.
  public static let sources = [
    "The Lantern Courier", "Meridian Wire", "Saltmarsh Review", "Northgate Bulletin",
  ]

  /// The Lantern Courier, 20 minutes before the scenario date.
  public static let tideCharts = Article(
    id: UUID(fixture: "A0000000-0000-0000-0000-000000000001"),
    title: "Harbour town retires its hand-drawn tide charts",
    summary: "After a century on paper, the tables move to a public dataset anyone can check.",
    source: "The Lantern Courier",
    author: "Imke Vandersloot",
    publishedAt: minutesBefore(20))

  /// Meridian Wire, two hours before the scenario date; its title is longer than 150 characters,
  /// to check that rows wrap instead of truncating.
  public static let undergroundStreams = Article(
    id: UUID(fixture: "A0000000-0000-0000-0000-000000000002"),
    title:
      "Inside the eleven-year effort to map every underground stream beneath a mid-sized city, "
      + "and what the volunteers who walked the tunnels with lanterns learned about water, "
      + "patience and each other",
    summary: "A long read on culverts, old maps and the people who still check them by hand.",
    source: "Meridian Wire",
    author: "Rafael Ostrander",
    publishedAt: minutesBefore(120))

  /// Saltmarsh Review, five hours before the scenario date.
  public static let libraryLoans = Article(
    id: UUID(fixture: "A0000000-0000-0000-0000-000000000003"),
    title: "Village library now lends seed packets, sewing machines and a telescope",
    summary: "The telescope is booked until March; the courgette seeds went in an afternoon.",
    source: "Saltmarsh Review",
    author: "Priya Anand-Holloway",
    publishedAt: minutesBefore(300))

  /// Northgate Bulletin, a day before the scenario date.
  public static let nightFerry = Article(
    id: UUID(fixture: "A0000000-0000-0000-0000-000000000004"),
    title: "Night ferry returns after a winter of repairs",
    summary: "The 23:40 crossing runs again from Monday, with a new ramp and the same old cafe.",
    source: "Northgate Bulletin",
    author: "Jonas Ebberly",
    publishedAt: minutesBefore(24 * 60))

  /// Every article, newest first: what the feed shows when every source answers.
  public static let articles = [tideCharts, undergroundStreams, libraryLoans, nightFerry]

  /// The sources that fail in the partial scenario.
  public static let failedSources = ["Saltmarsh Review", "Northgate Bulletin"]

  /// The articles of the sources that answered in the partial scenario (the long title included).
  public static let partialArticles = [tideCharts, undergroundStreams]

  /// The feed when every source answers.
  public static let feed = NewsFeed(articles: articles)

  /// The feed of the partial scenario: ``partialArticles``, naming ``failedSources``.
  public static let partialFeed = NewsFeed(articles: partialArticles, failedSources: failedSources)

  /// The message of the error scenario.
  public static let loadError = ServiceError("The news could not be loaded. Check your connection.")

  private static func minutesBefore(_ minutes: Double) -> Date {
    ScenarioDefaults.date.addingTimeInterval(-minutes * 60)
  }
}
