import Foundation
import Testing

/// Every relative link of the guides (`Docs/*.md`, `README.md`) names a file or folder of the package, so moving a
/// source file (as the module split did) cannot leave a guide pointing nowhere.
@Suite struct DocLinksTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func everyRelativeLinkOfTheGuidesResolves() throws {
    let docs = Self.root.appendingPathComponent("Docs")
    let articles =
      try FileManager.default.contentsOfDirectory(atPath: docs.path)
      .filter { $0.hasSuffix(".md") }
      .map { docs.appendingPathComponent($0) } + [Self.root.appendingPathComponent("README.md")]
    var checked = 0
    for article in articles {
      let text = try String(contentsOf: article, encoding: .utf8)
      for (line, link) in Self.relativeLinks(in: text) {
        checked += 1
        let target = article.deletingLastPathComponent().appendingPathComponent(link)
          .standardizedFileURL
        let name = article.lastPathComponent
        let message = "\(name):\(line): the link (\(link)) names no file of the package"
        #expect(FileManager.default.fileExists(atPath: target.path), Comment(rawValue: message))
      }
    }
    #expect(checked > 100, "found only \(checked) links; is the parser broken?")
  }

  /// `](path)` links that are not URLs or anchors, with their 1-based line, without any `#fragment`.
  static func relativeLinks(in text: String) -> [(line: Int, link: String)] {
    var links: [(Int, String)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      var rest = line[...]
      while let start = rest.range(of: "](") {
        rest = rest[start.upperBound...]
        guard let end = rest.firstIndex(of: ")") else { break }
        let link =
          rest[..<end].split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
          ?? ""
        rest = rest[end...]
        if link.isEmpty || link.contains("://") || link.hasPrefix("mailto:") || link.contains(" ") {
          continue
        }
        links.append((index + 1, String(link)))
      }
    }
    return links
  }
}
