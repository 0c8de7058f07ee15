@testable import APIService
import Foundation
import Testing

/// The redaction rules every API error text goes through.
@Suite struct ErrorTextTests {
  @Test(arguments: [
    (
      "https://alice:pa55w0rd@host/items?api_key=k&q=milk#t",
      "https://host/items?api_key=<redacted>&q=<redacted>#<redacted>"
    ),
    ("http://host:8080/a/b", "http://host:8080/a/b"),
    ("http://user@host?token", "http://host?<redacted>"),
    ("http://host/p?empty=&=v&&x=1", "http://host/p?empty=&=<redacted>&&x=<redacted>"),
    ("http://a:b@[::1]:80/x?y=z", "http://[::1]:80/x?y=<redacted>"),
    (
      "see (GET http://u:p@h/x?k=v) then ftp://h2/?a=b",
      "see (GET http://h/x?k=<redacted>) then ftp://h2/?a=<redacted>"
    ),
    ("http://h/next?to=https://u:p@other/x?k=v", "http://h/next?to=<redacted>"),
    ("no url here: a=b?c", "no url here: a=b?c"),
  ])
  func redactsUserInfoQueryValuesAndFragments(input: String, expected: String) {
    #expect(ErrorText.safe(input) == expected)
  }

  @Test(arguments: [
    "https://alice:pa55w0rd@host/items?api_key=k&q=milk#t", "GET http://h/p?&a=&b=c#",
    "x \u{1B}[2J http://u@h?bare&k=v\u{202E}",
  ])
  func redactingTwiceChangesNothingMore(input: String) {
    let once = ErrorText.safe(input)

    #expect(ErrorText.safe(once) == once)
  }

  @Test func aURLIsShownWithoutItsSecrets() throws {
    let url = try #require(URL(string: "https://alice:pa55w0rd@api.example.com/v1?api_key=k3y"))

    #expect(ErrorText.url(url) == "https://api.example.com/v1?api_key=<redacted>")
  }

  @Test func aPathWithAQueryShowsOnlyItsNames() {
    #expect(ErrorText.path("/items?api_key=k3y#top") == "/items?api_key=<redacted>#<redacted>")
  }

  @Test func controlAndBidiCharactersBecomeReplacementCharacters() {
    #expect(
      ErrorText.safe("a\u{1B}b\u{07}c\nd\u{202E}e\u{9B}")
        == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}")
  }
}
