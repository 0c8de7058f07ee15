import Reducer
import Synchronization
import Testing

/// `AnyCasePath.extract(from:tag:)`: case paths of one root share the tag of one value, read once.
@Suite struct CaseTagCacheTests {
  enum Child: Equatable, Sendable {
    case increment
    case set(Int)
  }

  enum Action: Equatable, Sendable {
    case child(Child)
    case other(Child)
    case row(id: Int, action: Child)
    case text(String)
    case tapped
    case reset
  }

  static let values: [Action] = [
    .child(.increment), .child(.set(3)), .other(.set(4)), .row(id: 7, action: .increment),
    .text("some text"), .tapped, .reset,
  ]

  /// Every extraction through a shared cache answers what `extract(from:)` answers, in any order of the paths.
  @Test func sharedTagAnswersAsEachPathAlone() {
    let child = AnyCasePath(Action.child)
    let other = AnyCasePath(Action.other)
    let row = AnyCasePath(Action.row)
    let text = AnyCasePath(Action.text)
    let handWritten = AnyCasePath<Action, Child>(
      embed: Action.other, extract: { if case let .other(value) = $0 { value } else { nil } })
    for value in Self.values {
      for order in 0..<4 {
        var tag = CaseTagCache<Action>()
        // Rotate which path reads the tag first; the hand-written one never reads nor stores it.
        for step in 0..<5 {
          switch (order + step) % 5 {
          case 0: #expect(child.extract(from: value, tag: &tag) == child.extract(from: value))
          case 1: #expect(other.extract(from: value, tag: &tag) == other.extract(from: value))
          case 2:
            let shared = row.extract(from: value, tag: &tag)
            let alone = row.extract(from: value)
            #expect(shared?.0 == alone?.0 && shared?.1 == alone?.1)
          case 3: #expect(text.extract(from: value, tag: &tag) == text.extract(from: value))
          default:
            #expect(handWritten.extract(from: value, tag: &tag) == handWritten.extract(from: value))
          }
        }
      }
    }
  }

  @Test func aHandWrittenPathLeavesTheTagToThePathsAfterIt() {
    let handWritten = AnyCasePath<Action, Child>(
      embed: Action.child, extract: { if case let .child(value) = $0 { value } else { nil } })
    let child = AnyCasePath(Action.child)
    let row = AnyCasePath(Action.row)
    var tag = CaseTagCache<Action>()
    let value = Action.row(id: 2, action: .set(9))
    #expect(handWritten.extract(from: value, tag: &tag) == nil)
    #expect(row.extract(from: value, tag: &tag)?.1 == .set(9))
    #expect(child.extract(from: value, tag: &tag) == nil)
  }

  @Test func noPayloadCasesAreRefusedByEveryPathSharingTheTag() {
    let child = AnyCasePath(Action.child)
    let row = AnyCasePath(Action.row)
    for value in [Action.tapped, .reset] {
      var tag = CaseTagCache<Action>()
      #expect(child.extract(from: value, tag: &tag) == nil)
      #expect(row.extract(from: value, tag: &tag) == nil)
      #expect(child.extract(from: value, tag: &tag) == nil)
    }
  }

  // MARK: - Payloads of roots of every size

  final class LiveCount: Sendable {
    let count = Atomic<Int>(0)
  }

  final class Tracked: Sendable {
    let live: LiveCount
    let name: String
    init(_ live: LiveCount, _ name: String) {
      self.live = live
      self.name = name
      live.count.add(1, ordering: .relaxed)
    }
    deinit { live.count.subtract(1, ordering: .relaxed) }
  }

  /// At most 16 bytes.
  enum Small: Sendable {
    case one(Tracked)
    case two(Tracked, Int8)
    case none
  }

  /// 17 to 32 bytes.
  enum Medium: Sendable {
    case one(Tracked, Int, Int)
    case two(Tracked)
    case none
  }

  /// 33 to 128 bytes.
  enum Wide: Sendable {
    case one(Tracked, Int, Int, Int, Int)
    case two(Tracked)
    case none
  }

  @Test func payloadsOfSmallMediumAndWideRootsNeitherLeakNorOverRelease() {
    #expect(MemoryLayout<Small>.size <= 16)
    #expect((17...32).contains(MemoryLayout<Medium>.size))
    #expect((33...128).contains(MemoryLayout<Wide>.size))
    let live = LiveCount()
    do {
      let smallTwo = AnyCasePath(Small.two)
      let mediumOne = AnyCasePath(Medium.one)
      let wideOne = AnyCasePath(Wide.one)
      var unique = Tracked(live, "unique")
      for index in 0..<500 {
        let small = Small.two(unique, Int8(truncatingIfNeeded: index))
        var tag = CaseTagCache<Small>()
        #expect(AnyCasePath(Small.one).extract(from: small, tag: &tag) == nil)
        let extractedSmall = smallTwo.extract(from: small, tag: &tag)
        #expect(
          extractedSmall?.0 === unique && extractedSmall?.1 == Int8(truncatingIfNeeded: index))
        #expect(mediumOne.extract(from: .one(unique, index, -index))?.2 == -index)
        #expect(mediumOne.extract(from: .two(unique)) == nil)
        #expect(wideOne.extract(from: .one(unique, 1, 2, 3, index))?.4 == index)
        #expect(wideOne.extract(from: .none) == nil)
      }
      #expect(isKnownUniquelyReferenced(&unique))
      #expect(live.count.load(ordering: .relaxed) == 1)
    }
    #expect(live.count.load(ordering: .relaxed) == 0)
  }
}
