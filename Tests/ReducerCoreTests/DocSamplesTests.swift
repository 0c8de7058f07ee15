import DocSampleSupport
import Foundation
import Testing

/// Checks that every Swift sample of Docs/Architecture.md, Docs/Composition.md and Docs/Effects.md is mirrored,
/// as written, in `DocSamples/<Article>DocSamples.swift`, where it is compiled and run.
@Suite struct DocSamplesTests {
  @Test(arguments: ["Architecture", "Composition", "Effects"])
  func docSamplesAreMirroredHere(_ article: String) throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("DocSamples/\(article)DocSamples.swift")
    let doc = try DocArticle("Docs/\(article).md")
    var mirror = try DocArticle.normalizedLines(ofFile: here)
    if article == "Composition" {
      // The places section's samples are the `DictionaryPlace` example's target, where they are compiled and run.
      let example = DocArticle.packageRoot.appendingPathComponent("Tests/DictionaryPlaceTests")
      for file in ["DictionaryPlace.swift", "DictionaryPlaceTests.swift"] {
        mirror += try DocArticle.normalizedLines(ofFile: example.appendingPathComponent(file))
      }
    }
    let samples = doc.swiftBlocks
    #expect(!samples.isEmpty)
    #expect(doc.text.contains("compiled and run by"), "the article says its samples are tested")
    for sample in samples {
      let lines = sample.normalizedLines
      let mirrored = DocArticle.contains(mirror, lines)
      #expect(
        mirrored,
        "Docs/\(article).md: the sample starting '\(lines.first ?? "")' is not in \(here.lastPathComponent)"
      )
    }
  }
}
