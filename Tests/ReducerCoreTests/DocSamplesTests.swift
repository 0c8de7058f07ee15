import Foundation
import Testing

/// Checks that every Swift sample of Docs/Architecture.md, Docs/Composition.md and Docs/Effects.md is mirrored,
/// as written, in `DocSamples/<Article>DocSamples.swift`, where it is compiled and run.
@Suite struct DocSamplesTests {
  @Test(arguments: ["Architecture", "Composition", "Effects"])
  func docSamplesAreMirroredHere(_ article: String) throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let here = folder.appendingPathComponent("DocSamples/\(article)DocSamples.swift")
    let root = folder.deletingLastPathComponent().deletingLastPathComponent()
    let doc = try String(
      contentsOf: root.appendingPathComponent("Docs/\(article).md"), encoding: .utf8)
    let mirror = normalizedLines(try String(contentsOf: here, encoding: .utf8))
    let samples = swiftBlocks(in: doc)
    #expect(!samples.isEmpty)
    #expect(doc.contains("compiled and run by"), "the article says its samples are tested")
    for sample in samples {
      let lines = normalizedLines(sample)
      let mirrored = contains(mirror, lines)
      #expect(
        mirrored,
        "Docs/\(article).md: the sample starting '\(lines.first ?? "")' is not in \(here.lastPathComponent)"
      )
    }
  }

  private func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append((current ?? []).joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  private func normalizedLines(_ text: String) -> [String] {
    text.split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  private func contains(_ haystack: [String], _ needle: [String]) -> Bool {
    guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
    return (0...(haystack.count - needle.count)).contains { start in
      haystack[start..<(start + needle.count)].elementsEqual(needle)
    }
  }
}
