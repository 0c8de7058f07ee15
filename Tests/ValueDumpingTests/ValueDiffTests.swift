import Foundation
import Reducer
import Testing

// Fixtures are private and themed (a music player) so they cannot clash with other test files.

private struct SongQueue<Element: Identifiable>: IdentifiedCollectionDumpable {
  var elements: [Element]
  var dumpEntries: [(id: AnyHashable, element: Any)] {
    elements.map { (id: AnyHashable($0.id), element: $0) }
  }
}

private struct Song: Identifiable {
  var id: Int
  var title: String
  var artist = "Unknown Artist"
}

private struct PlayerEqualizer {
  var bass = 0
  var treble = 0
  var preset = "Flat, as the engineer intended it"
}

private struct PlayerSettings {
  var volume = 5
  var equalizer = PlayerEqualizer()
  var outputDevice = "Built-in speakers (default output)"
}

private enum PlaybackStatus {
  case idle
  case playing(songID: Int, position: Duration)
  case failed(String)
}

private struct MusicPlayer {
  var settings = PlayerSettings()
  var playback = PlaybackStatus.idle
  var nowPlaying: Song? = nil
  var queue = SongQueue(elements: [
    Song(id: 1, title: "Intro"), Song(id: 2, title: "Verse"), Song(id: 3, title: "Outro"),
  ])
  var genres: Set<String> = ["jazz", "pop"]
  var ratings: [String: Int] = ["Intro": 3, "Verse": 4]
}

private struct StreamToken: CustomReflectable {
  var user: String
  var secret: String
  var customMirror: Mirror { Mirror(self, children: ["user": user], displayStyle: .struct) }
}

@Suite struct ValueDiffTests {
  @Test func equalValuesHaveNoDiff() {
    #expect(diffValues(MusicPlayer(), MusicPlayer()) == nil)
    #expect(diffValues(Set(1...50), Set((1...50).reversed())) == nil)
    #expect(diffValues(Optional<Int>.none as Any, Optional<Int>.none as Any) == nil)
  }

  @Test func valuesThatDumpAlikeHaveNoDiff() {
    // The secret is hidden by `customMirror`, so it is not part of the dump and not of the diff.
    #expect(
      diffValues(StreamToken(user: "blob", secret: "a"), StreamToken(user: "blob", secret: "b"))
        == nil)
  }

  @Test func valuesOfDifferentTypesThatDumpAlikeHaveNoDiff() {
    #expect(diffValues(1.5, Float(1.5)) == nil)
    #expect(diffValues([1, 2], [1, 2] as [Int8]) == nil)
  }

  @Test func redactedFieldsNeverAppearInDiffs() throws {
    let diff = try #require(
      diffValues(
        StreamToken(user: "blob", secret: "hunter2"), StreamToken(user: "ann", secret: "hunter3")))
    #expect(
      diff == """
          StreamToken(
        -   user: "blob"
        +   user: "ann"
          )
        """)
    #expect(!diff.contains("hunter"))
  }

  @Test func changedNestedFieldShowsOnlyItsPath() {
    var actual = MusicPlayer()
    actual.settings.equalizer.treble = 3
    #expect(
      diffValues(MusicPlayer(), actual) == """
          MusicPlayer(
            settings: PlayerSettings(
              … (1 unchanged)
              equalizer: PlayerEqualizer(
                … (1 unchanged)
        -       treble: 0,
        +       treble: 3,
                … (1 unchanged)
              ),
              … (1 unchanged)
            ),
            … (5 unchanged)
          )
        """)
  }

  @Test func changedFieldOfIdentifiedElementShowsThatRow() {
    var actual = MusicPlayer()
    actual.queue.elements[1].title = "Chorus"
    #expect(
      diffValues(MusicPlayer(), actual) == """
          MusicPlayer(
            … (3 unchanged)
            queue: [
              … (1 unchanged)
        -     [id: 2]: Song(id: 2, title: "Verse", artist: "Unknown Artist"),
        +     [id: 2]: Song(id: 2, title: "Chorus", artist: "Unknown Artist"),
              … (1 unchanged)
            ],
            … (2 unchanged)
          )
        """)
  }

  @Test func elementInsertedByIdShowsAsAddedEntry() {
    var actual = MusicPlayer()
    actual.queue.elements.insert(Song(id: 9, title: "Bridge"), at: 2)
    #expect(
      diffValues(MusicPlayer(), actual) == """
          MusicPlayer(
            … (3 unchanged)
            queue: [
              … (2 unchanged)
        +     [id: 9]: Song(id: 9, title: "Bridge", artist: "Unknown Artist"),
              … (1 unchanged)
            ],
            … (2 unchanged)
          )
        """)
  }

  @Test func elementRemovedByIdShowsAsRemovedEntry() {
    var actual = MusicPlayer()
    actual.queue.elements.removeFirst()
    #expect(
      diffValues(MusicPlayer(), actual) == """
          MusicPlayer(
            … (3 unchanged)
            queue: [
        -     [id: 1]: Song(id: 1, title: "Intro", artist: "Unknown Artist"),
              … (2 unchanged)
            ],
            … (2 unchanged)
          )
        """)
  }

  @Test func reorderedIdsShowAsElidedMoves() {
    let songs = [Song(id: 1, title: "A"), Song(id: 2, title: "B"), Song(id: 3, title: "C")]
    let moved = [songs[2], songs[0], songs[1]]
    #expect(
      diffValues(SongQueue(elements: songs), SongQueue(elements: moved)) == """
          [
        +   [id: 3]: Song(…),
            … (2 unchanged)
        -   [id: 3]: Song(…)
          ]
        """)
  }

  @Test func movedAndChangedIdShowsInFull() {
    let songs = [Song(id: 1, title: "A"), Song(id: 2, title: "B"), Song(id: 3, title: "C")]
    let actual = [Song(id: 3, title: "C2"), songs[0], songs[1]]
    #expect(
      diffValues(SongQueue(elements: songs), SongQueue(elements: actual)) == """
          [
        +   [id: 3]: Song(id: 3, title: "C2", artist: "Unknown Artist"),
            … (2 unchanged)
        -   [id: 3]: Song(id: 3, title: "C", artist: "Unknown Artist")
          ]
        """)
  }

  @Test func optionalNilToValueShowsTheWholeValue() {
    var actual = MusicPlayer()
    actual.nowPlaying = Song(id: 2, title: "Verse")
    #expect(
      diffValues(MusicPlayer(), actual) == """
          MusicPlayer(
            … (2 unchanged)
        -   nowPlaying: nil,
        +   nowPlaying: Song(id: 2, title: "Verse", artist: "Unknown Artist"),
            … (3 unchanged)
          )
        """)
  }

  @Test func enumCaseChangeShowsBothCases() {
    var actual = MusicPlayer()
    actual.playback = .playing(songID: 2, position: .seconds(30))
    #expect(
      diffValues(MusicPlayer(), actual) == """
          MusicPlayer(
            … (1 unchanged)
        -   playback: .idle,
        +   playback: .playing(songID: 2, position: .seconds(30)),
            … (4 unchanged)
          )
        """)
    #expect(
      diffValues(PlaybackStatus.idle, PlaybackStatus.failed("offline")) == """
        - .idle
        + .failed("offline")
        """)
  }

  @Test func largeEnumPayloadsAreDiffedFieldByField() {
    let long = String(repeating: "x", count: 70)
    #expect(
      diffValues(
        PlaybackStatus.playing(songID: 1, position: .seconds(1)) as Any,
        PlaybackStatus.playing(songID: 1, position: .seconds(2)) as Any) == """
          - .playing(songID: 1, position: .seconds(1))
          + .playing(songID: 1, position: .seconds(2))
          """)
    #expect(
      diffValues(PlaybackStatus.failed(long), PlaybackStatus.failed(long + "y")) == """
          .failed(
        -   "\(long)"
        +   "\(long)y"
          )
        """)
  }

  @Test func changedArrayElementIsLocatedByIndex() {
    #expect(
      diffValues([10, 20, 30, 40, 50], [10, 20, 31, 40, 50]) == """
        - [10, 20, 30, 40, 50]
        + [10, 20, 31, 40, 50]
        """)
    let expected = (0..<30).map { "track \($0)" }
    var actual = expected
    actual[2] = "bonus"
    #expect(
      diffValues(expected, actual) == """
          [
            … (2 unchanged)
        -   [2]: "track 2",
        +   [2]: "bonus",
            … (27 unchanged)
          ]
        """)
  }

  @Test func insertedAndRemovedArrayElementsAreLocated() {
    let expected = (0..<30).map { "track \($0)" }
    var actual = expected
    actual.remove(at: 1)
    actual.append("encore")
    #expect(
      diffValues(expected, actual) == """
          [
            … (1 unchanged)
        -   [1]: "track 1",
            … (28 unchanged)
        +   [29]: "encore"
          ]
        """)
  }

  @Test func changedElementThatMovedShowsBothIndices() {
    let artist = String(repeating: "b", count: 60)
    let expected = [Song(id: 1, title: "A"), Song(id: 2, title: "B", artist: artist)]
    var actual = expected
    actual.insert(Song(id: 0, title: "new"), at: 0)
    actual[2].title = "C"
    #expect(
      diffValues(expected, actual) == """
          [
        +   [0]: Song(id: 0, title: "new", artist: "Unknown Artist"),
            … (1 unchanged)
            [1→2]: Song(
              … (1 unchanged)
        -     title: "B",
        +     title: "C",
              … (1 unchanged)
            )
          ]
        """)
  }

  @Test func dictionaryEntriesAreMatchedByKey() {
    var actual = MusicPlayer()
    actual.ratings["Verse"] = 5
    actual.ratings["Outro"] = 1
    #expect(
      diffValues(MusicPlayer().ratings, actual.ratings) == """
        - ["Intro": 3, "Verse": 4]
        + ["Intro": 3, "Outro": 1, "Verse": 5]
        """)
    let keys = (0..<20).map { "key \($0)" }
    let expected = Dictionary(uniqueKeysWithValues: keys.map { ($0, 0) })
    var changed = expected
    changed["key 5"] = 1
    changed["key 99"] = 2
    #expect(
      diffValues(expected, changed) == """
          [
            … (15 unchanged)
        -   "key 5": 0,
        +   "key 5": 1,
            … (4 unchanged)
        +   "key 99": 2
          ]
        """)
  }

  @Test func setElementsAreMatchedByValue() {
    let expected = Set((0..<40).map { "genre \($0)" })
    var actual = expected
    actual.remove("genre 12")
    actual.insert("zydeco")
    #expect(
      diffValues(expected, actual) == """
          Set([
            … (4 unchanged)
        -   "genre 12",
            … (35 unchanged)
        +   "zydeco"
          ])
        """)
  }

  @Test func removedMultiLineElementShowsItsWholeBlock() {
    let expected = [PlayerSettings(), PlayerSettings(volume: 9)]
    #expect(
      diffValues(expected, [PlayerSettings()]) == """
          [
            … (1 unchanged)
        -   [1]: PlayerSettings(
        -     volume: 9,
        -     equalizer: PlayerEqualizer(
        -       bass: 0,
        -       treble: 0,
        -       preset: "Flat, as the engineer intended it"
        -     ),
        -     outputDevice: "Built-in speakers (default output)"
        -   )
          ]
        """)
  }

  @Test func differentTypesShowBothValues() {
    #expect(
      diffValues(1, "1") == """
        - 1
        + "1"
        """)
  }

  @Test func tenThousandElementArrayWithOneChange() {
    let expected = Array(0..<10_000)
    var actual = expected
    actual[4_321] = -1
    #expect(
      diffValues(expected, actual) == """
          [
            … (4321 unchanged)
        -   [4321]: 4321,
        +   [4321]: -1,
            … (5678 unchanged)
          ]
        """)
  }

  @Test func completelyDifferentLargeArraysStillDiffByPosition() throws {
    let expected = Array(0..<5_000)
    let actual = expected.map { $0 + 100_000 }
    let diff = try #require(diffValues(expected, actual))
    let lines = diff.split(separator: "\n")
    #expect(lines.count == 10_002)
    #expect(lines[1] == "-   [0]: 0,")
    #expect(lines[2] == "+   [0]: 100000,")
    #expect(lines.last == "  ]")
  }
}
