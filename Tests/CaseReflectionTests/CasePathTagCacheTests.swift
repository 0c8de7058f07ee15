import Reducer
import Testing

/// A case path remembers the tag its constructor builds after the first extraction; what it extracts must not change.
@Suite struct CasePathTagCacheTests {
  enum Twin: Equatable, Sendable {
    case left(Int)
    case right(Int)
    case none
  }

  @Test func aPathThatLearnedItsTagStillTellsCasesWithTheSamePayloadTypeApart() {
    let left = AnyCasePath(Twin.left)
    let right = AnyCasePath(Twin.right)
    for round in 0..<3 {
      #expect(left.extract(from: .left(round)) == round)
      #expect(left.extract(from: .right(round)) == nil)
      #expect(left.extract(from: .none) == nil)
      #expect(right.extract(from: .right(round + 10)) == round + 10)
      #expect(right.extract(from: .left(round)) == nil)
    }
  }

  @Test func aNewPathRefusesEveryOtherCaseBeforeItsFirstMatch() {
    // Each path is new, so its first extraction is a refusal: other payload types, the same payload type in
    // another case, payload-less cases and a `Void` case.
    let others: [AnyCasePathTests.Action] = [
      .counter(.set(1)), .search("1"), .row(id: 1, action: .incrementTapped), .total(1),
      .searchButtonTapped, .done(()),
    ]
    for other in others {
      let count = AnyCasePath(AnyCasePathTests.Action.count)
      #expect(count.extract(from: other) == nil, "\(other)")
      #expect(count.extract(from: .count(7)) == 7)
      #expect(count.extract(from: other) == nil, "\(other)")
    }
  }

  @Test func aPathWhosePayloadCannotBeProbedLearnsItsTagOnItsFirstMatch() {
    // `[String]` is not a type a probe value can be built for: the tag is learned by extracting.
    let loaded = AnyCasePath(AnyCasePathTests.Loading.loaded)
    for round in 0..<3 {
      #expect(loaded.extract(from: .idle) == nil)
      #expect(loaded.extract(from: .loaded(["\(round)"])) == ["\(round)"])
      #expect(loaded.extract(from: .loading) == nil)
    }
  }

  @Test func aPathThatFirstMetAnotherCaseLearnsNothingWrong() {
    let right = AnyCasePath(Twin.right)
    #expect(right.extract(from: .left(1)) == nil)
    #expect(right.extract(from: .right(2)) == 2)
    #expect(right.extract(from: .left(3)) == nil)
  }
}
