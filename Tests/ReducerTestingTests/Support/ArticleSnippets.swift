import Foundation

/// The fenced blocks of a `Docs/` article that are marked `<!-- KIND: NAME -->` on the line before them.
enum ArticleSnippets {
  /// The marked blocks of `article` (a file in `Docs/`) whose marker kind is `kind`, by name.
  static func load(_ kind: String, from article: String = "Testing.md") throws -> [String: String] {
    let url = XCTestFixture.packageRoot.appendingPathComponent("Docs").appendingPathComponent(
      article)
    let lines = try String(contentsOf: url, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let prefix = "<!-- \(kind): "
    var snippets: [String: String] = [:]
    var index = 0
    while index < lines.count {
      let line = lines[index].trimmingCharacters(in: .whitespaces)
      index += 1
      guard line.hasPrefix(prefix), line.hasSuffix(" -->") else { continue }
      let name = String(line.dropFirst(prefix.count).dropLast(" -->".count))
      guard index < lines.count, lines[index].hasPrefix("```") else { continue }
      index += 1
      var body: [String] = []
      while index < lines.count, !lines[index].hasPrefix("```") {
        body.append(lines[index])
        index += 1
      }
      snippets[name] = body.joined(separator: "\n")
    }
    return snippets
  }
}
