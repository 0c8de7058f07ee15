import Foundation
import Testing

/// Every `withKnownIssue` of the package states what it expects with a matcher on the issue's text, so a wrong
/// assertion inside it (a `#expect`, a `TestStore` state assertion) is still a failure instead of being swallowed
/// as "the known issue".
@Suite struct KnownIssueMatcherTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func everyWithKnownIssueHasAMatcherSoAWrongAssertionInsideStillFails() throws {
    var calls = 0
    var unmatched: [String] = []
    for folder in ["Sources", "Tests", "Examples"] {
      for file in try Self.swiftFiles(under: Self.root.appendingPathComponent(folder)) {
        let text = try String(contentsOf: file, encoding: .utf8)
        for call in Self.knownIssueCalls(in: text) {
          calls += 1
          if !call.hasMatcher {
            let path = file.path.replacingOccurrences(of: Self.root.path + "/", with: "")
            unmatched.append("\(path):\(call.line)")
          }
        }
      }
    }
    #expect(
      unmatched.isEmpty,
      "withKnownIssue without `matching:` (a wrong assertion inside would pass): \(unmatched)")
    #expect(calls > 100, "found only \(calls) calls; is the scanner broken?")
  }

  @Test func theScannerTellsACallWithAMatcherFromOneWithout() {
    // Spelled apart, so the scan of this file does not see these samples.
    let call = "with" + "KnownIssue"
    let text = """
      await \(call)("why") {
        await store.send(.x) { $0.y = 1 }
      } matching: { $0.description.contains("z") }
      \(call) {
        #expect(a == b)
      }
      \(call)(matching: { _ in true }) { f() }
      let name = "\(call)"
      """
    #expect(Self.knownIssueCalls(in: text).map(\.hasMatcher) == [true, false, true])
    #expect(Self.knownIssueCalls(in: text).map(\.line) == [1, 4, 7])
  }

  /// The `.swift` files under `folder` (none when it does not exist), skipping build products.
  static func swiftFiles(under folder: URL) throws -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter {
      $0.pathExtension == "swift" && !$0.path.contains("/.build/")
    }
  }

  /// Every line of the package's Swift files (Sources, Tests, Examples) that contains `needle`, as `path:line`
  /// (relative to the package root), and how many files were read (a guard that the scan found the sources).
  static func lines(containing needle: String) throws -> (places: [String], files: Int) {
    var places: [String] = []
    var files = 0
    for folder in ["Sources", "Tests", "Examples"] {
      for file in try swiftFiles(under: root.appendingPathComponent(folder)) {
        files += 1
        let text = try String(contentsOf: file, encoding: .utf8)
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated() where line.contains(needle)
        {
          let path = file.path.replacingOccurrences(of: root.path + "/", with: "")
          places.append("\(path):\(offset + 1)")
        }
      }
    }
    return (places, files)
  }

  /// Each call of `withKnownIssue` in `text` (outside `//` comments; a name not followed by `(` or `{` is no call): its 1-based line, and whether a matcher follows
  /// its body (`} matching:`) or is among its arguments.
  static func knownIssueCalls(in text: String) -> [(line: Int, hasMatcher: Bool)] {
    let characters = Array(text)
    let name = Array("withKnownIssue")
    var calls: [(Int, Bool)] = []
    var index = 0
    var line = 1
    var inComment = false
    while index < characters.count {
      let character = characters[index]
      if character == "\n" {
        line += 1
        inComment = false
      } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
        inComment = true
      }
      guard !inComment, character == "w", characters[index...].starts(with: name) else {
        index += 1
        continue
      }
      var cursor = skipSpaces(characters, from: index + name.count)
      var hasMatcher = false
      guard cursor < characters.count, characters[cursor] == "(" || characters[cursor] == "{" else {
        index += name.count  // a mention, not a call
        continue
      }
      if cursor < characters.count, characters[cursor] == "(" {
        let end = matching(characters, from: cursor, open: "(", close: ")")
        hasMatcher = String(characters[cursor..<end]).contains("matching:")
        cursor = skipSpaces(characters, from: end)
      }
      if cursor < characters.count, characters[cursor] == "{" {
        let end = matching(characters, from: cursor, open: "{", close: "}")
        let after = skipSpaces(characters, from: end)
        hasMatcher = hasMatcher || characters[after...].starts(with: Array("matching:"))
      }
      calls.append((line, hasMatcher))
      index += name.count
    }
    return calls
  }

  /// The index just past the bracket that closes the one at `start`.
  private static func matching(
    _ characters: [Character], from start: Int, open: Character, close: Character
  ) -> Int {
    var depth = 0
    var index = start
    while index < characters.count {
      if characters[index] == open { depth += 1 }
      if characters[index] == close {
        depth -= 1
        if depth == 0 { return index + 1 }
      }
      index += 1
    }
    return index
  }

  private static func skipSpaces(_ characters: [Character], from start: Int) -> Int {
    var index = start
    while index < characters.count, characters[index].isWhitespace { index += 1 }
    return index
  }
}
