public import Foundation

/// A Markdown article of the package (a file in `Docs/`), read for the doc-sample checks: the tests that keep an
/// article's Swift samples compiled by finding each one, line for line, in a test file.
///
/// ```swift
/// let article = try DocArticle("Docs/Navigation.md")
/// let mirror = try DocArticle.normalizedLines(ofFile: URL(fileURLWithPath: #filePath))
/// for sample in article.swiftBlocks {
///   #expect(DocArticle.contains(mirror, sample.normalizedLines))
/// }
/// ```
public struct DocArticle: Sendable {
  /// The package root: four levels above this file (`Tests/Support/DocSampleSupport/DocArticle.swift`).
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The article's path, relative to the package root (e.g. `Docs/Navigation.md`).
  public let path: String
  /// The article's text.
  public let text: String

  /// Reads the article at `path`, relative to the package root.
  public init(_ path: String) throws {
    self.path = path
    self.text = try Self.read(path)
  }

  /// A fenced ```` ```swift ```` block of an article.
  public struct Block: Sendable {
    /// The HTML comment (`<!-- … -->`, without its delimiters) separated from the block's fence only by blank
    /// lines, if any.
    public var marker: String?
    /// The block's lines, as written.
    public var lines: [String]
    /// The 1-based line of the opening fence.
    public var line: Int

    /// The block's lines, trimmed, without blank lines: what ``DocArticle/contains(_:_:)`` compares.
    public var normalizedLines: [String] {
      DocArticle.normalizedLines(lines.joined(separator: "\n"))
    }
  }

  /// The article's ```` ```swift ```` blocks, in order.
  public var swiftBlocks: [Block] { Self.swiftBlocks(in: text) }

  /// The ```` ```swift ```` blocks of a Markdown text; an HTML comment line separated from a block only by blank
  /// lines is its marker.
  public static func swiftBlocks(in markdown: String) -> [Block] {
    var blocks: [Block] = []
    var marker: String?
    var open: Block?
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    for (offset, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var block = open {
        if trimmed == "```" {
          blocks.append(block)
          open = nil
          marker = nil
        } else {
          block.lines.append(String(line))
          open = block
        }
      } else if trimmed == "```swift" {
        open = Block(marker: marker, lines: [], line: offset + 1)
      } else if trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") {
        marker = trimmed.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
      } else if !trimmed.isEmpty {
        marker = nil
      }
    }
    return blocks
  }

  /// The text's lines, trimmed, without blank lines.
  public static func normalizedLines(_ text: String) -> [String] {
    text.split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  /// The normalized lines of the file at `url`.
  public static func normalizedLines(ofFile url: URL) throws -> [String] {
    normalizedLines(try String(contentsOf: url, encoding: .utf8))
  }

  /// The normalized lines of the file at `path`, relative to the package root.
  public static func normalizedLines(ofFile path: String) throws -> [String] {
    normalizedLines(try read(path))
  }

  /// Whether `needle` appears in `haystack` as a contiguous run of lines (an empty needle always does).
  public static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
    guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
    return (0...(haystack.count - needle.count)).contains { start in
      haystack[start..<(start + needle.count)].elementsEqual(needle)
    }
  }

  /// The text of the file at `path`, relative to the package root.
  public static func read(_ path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
  }
}
