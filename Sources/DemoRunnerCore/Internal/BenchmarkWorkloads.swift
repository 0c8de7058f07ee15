import DemoRendering
package import DemoScript
package import DemoSession
import Foundation

/// The work behind the demo runner's commands, without their files and console, for the package's benchmarks
/// (`Benchmarks/Cases`) to time: a script replayed as `demo-runner check` replays it, and the HTML gallery.
@MainActor
package enum BenchmarkWorkloads {
  /// Parses `text` as a script of `feature` and plays it into a transcript, as `check` does for one bundled
  /// script (the scenario's mocks, the golden's width); returns the transcript's length and the failed
  /// expectations.
  ///
  /// - Throws: ``ScriptError`` for a script that does not parse or does not fit the feature.
  package static func replay(script text: String, feature: DemoFeature) async throws(ScriptError)
    -> (characters: Int, failures: Int)
  {
    let script = try ScriptParser().parse(text, file: "benchmark.demo")
    let transcript = try await ScriptReplay.transcript(
      script, path: "benchmark.demo", feature: feature, limits: .standard)
    return (transcript.text.utf8.count, transcript.failures)
  }

  /// Runs every scenario of `catalog`'s features as the gallery does (appear, then settle); the cards.
  package static func galleryCards(of catalog: FeatureCatalog) async -> [GalleryCard] {
    await GalleryEntry.all(in: catalog, options: SessionLimits.standard.options(.preview)).map(
      GalleryCard.init)
  }

  /// The HTML gallery page of `cards` (with each card's state), drawn `copies` times over: the page's cost as
  /// it grows with the number of cards.
  package static func htmlGallery(_ cards: [GalleryCard], copies: Int = 1) -> String {
    let entries = (0..<max(1, copies)).flatMap { _ in cards.map(\.entry) }
    return HTMLGallery.page(entries, includeState: true)
  }
}

/// One gallery card, as ``BenchmarkWorkloads`` hands it out.
package struct GalleryCard: Sendable {
  let entry: GalleryEntry
}
