public import Foundation

/// One article of the News feed.
public struct Article: Identifiable, Equatable, Hashable, Sendable, Codable {
  /// Stable identity.
  public let id: UUID
  /// The headline; may be long, and the row shows it in full.
  public var title: String
  /// One or two sentences under the headline.
  public var summary: String
  /// The name of the source that published it, e.g. `"The Lantern Courier"`.
  public var source: String
  /// Who wrote it.
  public var author: String
  /// When the source published it.
  public var publishedAt: Date

  /// An article.
  public init(
    id: UUID, title: String, summary: String, source: String, author: String, publishedAt: Date
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.source = source
    self.author = author
    self.publishedAt = publishedAt
  }
}
