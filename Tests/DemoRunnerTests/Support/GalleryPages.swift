import DemoRunner
import DemoRunnerCore
import DemoSession
import Foundation
import Testing

/// HTML gallery pages that several tests read, each rendered once per test process.
///
/// `gallery --html` of the standard catalog explores every feature, plays every bundled script and renders every
/// scenario's screen: about 1.4 s of main-actor work in a debug build, and the page is the same bytes every time
/// (`galleryIsTheSameBytesEveryRun`). The tests that only read the page share one rendering instead of each making
/// its own. A test that checks how the page is *made* (a broken script, a scratch root, an unwritable path) still
/// runs the command itself.
///
/// A suite that reads them has the ``Testing/Trait/sharedGalleryPages`` trait, which starts their rendering while the
/// run is planned, before any test runs.
enum GalleryPages {
  /// What `gallery --html FILE …` printed and wrote.
  struct Page: Sendable {
    /// The run's exit status and output (`wrote FILE (N cards)`).
    var result: DemoRunResult
    /// The page written (empty when none was).
    var html: String
  }

  /// `demo-runner gallery --html FILE`: every feature of the standard catalog, with its state.
  static let standard = rendering([])

  /// `demo-runner gallery Items --html FILE`.
  static let items = rendering(["Items"])

  /// Starts rendering every shared page (each starts once, however often this is called).
  static func start() {
    _ = (standard, items)
  }

  /// A task that renders the page once: detached, so that it inherits nothing of the test that first asks for it.
  private static func rendering(_ arguments: [String]) -> Task<Page, Never> {
    Task.detached { await render(arguments) }
  }

  /// Runs `gallery --html` to a fresh temporary file with `arguments` after it, and reads the page back.
  @MainActor
  static func render(_ arguments: [String], catalog: FeatureCatalog = .standard) async -> Page {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("gallery-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: file) }
    let result = await DemoRunnerFixtures.run(
      ["gallery", "--html", file.path] + arguments, catalog: catalog)
    let html = (try? Data(contentsOf: file)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return Page(result: result, html: html)
  }

  /// Every `href="#x"` in `page`, and every `id="x"`: a search of the page's UTF-8 bytes (the markers and the
  /// closing quote are ASCII), linear in the page's length.
  static func links(in page: String) -> (hrefs: Set<String>, ids: Set<String>) {
    let bytes = Array(page.utf8)
    return (values(in: bytes, after: "href=\"#"), values(in: bytes, after: " id=\""))
  }

  /// The text between each occurrence of `marker` in `bytes` and the next `"`.
  private static func values(in bytes: [UInt8], after marker: String) -> Set<String> {
    let marker = Array(marker.utf8)
    let quote = UInt8(ascii: "\"")
    var found: Set<String> = []
    var offset = 0
    while let start = firstOffset(of: marker, in: bytes, from: offset) {
      let valueStart = start + marker.count
      guard let end = bytes[valueStart...].firstIndex(of: quote) else { break }
      found.insert(String(decoding: bytes[valueStart..<end], as: UTF8.self))
      offset = end
    }
    return found
  }

  /// Where `needle` first occurs in `haystack` at or after `offset`.
  private static func firstOffset(of needle: [UInt8], in haystack: [UInt8], from offset: Int)
    -> Int?
  {
    guard let first = needle.first, haystack.count - offset >= needle.count else { return nil }
    var index = offset
    let last = haystack.count - needle.count
    while index <= last {
      if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }
}

/// Starts rendering the shared gallery pages (``GalleryPages``) as the test run is planned.
///
/// A page is main-actor work of many steps, each queued behind every other test's main-actor work of the moment.
/// Started by the first test that reads it, it began only when the cooperative pool reached that test (20 s into a
/// parallel run at load 11), and the run ended with the tests waiting for it. Swift Testing prepares a trait after
/// it has found every test and before it runs any, so the pages start with the run.
struct SharedGalleryPagesTrait: SuiteTrait {
  var isRecursive: Bool { false }

  func prepare(for test: Test) async throws {
    GalleryPages.start()
  }
}

extension Trait where Self == SharedGalleryPagesTrait {
  /// The suite reads the shared gallery pages: they start rendering before any test runs.
  static var sharedGalleryPages: Self { Self() }
}
