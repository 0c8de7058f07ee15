import CaseReflection
import Testing

@testable import ReducerNavigation

/// A case key (the key-path component of an enum-case scope) is the case it extracts: told apart by the case's tags,
/// never by where the scope was written.
@Suite struct EnumCaseKeyTests {
  enum Destination: Equatable, Sendable {
    case editor(Int)
    case detail(Int)
    case note(String)
  }

  /// One helper making keys for any case, as a view helper would.
  private func key(
    _ toCase: @escaping @Sendable (Int) -> Destination, current: Destination?
  ) -> EnumCaseKey<Destination, Int> {
    EnumCaseKey(AnyCasePath(toCase), current: current)
  }

  @Test func keysFromOneCallSiteForTwoCasesOfOnePayloadTypeDiffer() {
    let editor = key(Destination.editor, current: .editor(1))
    let detail = key(Destination.detail, current: .detail(1))
    #expect(editor != detail)
    #expect(\Destination?.[case: editor] != \Destination?.[case: detail])
    #expect(Optional(Destination.detail(2))[case: detail] == 2)
  }

  @Test func keysFromOneCallSiteForTheSameCaseAreEqual() {
    let first = key(Destination.editor, current: .editor(1))
    let again = key(Destination.editor, current: .editor(5))
    #expect(first == again)
    #expect(first.hashValue == again.hashValue)
  }

  /// Issue 25: the key held its `scope` call site, so two views scoping to one case got two child stores.
  @Test func keysForOneCaseFromTwoCallSitesAreEqual() {
    let first = EnumCaseKey(AnyCasePath(Destination.note), current: .note("a"))
    let second = EnumCaseKey(AnyCasePath(Destination.note), current: nil)
    #expect(first == second)
    #expect(\Destination?.[case: first] == \Destination?.[case: second])
  }

  /// The only case holding its payload type is known from the metadata, with no value built.
  @Test func aKeyOfTheOnlyCaseHoldingItsPayloadTypeKnowsItsCaseWhileTheDestinationIsAbsent() {
    let note = EnumCaseKey(AnyCasePath(Destination.note), current: nil)
    #expect(note.caseTags == [EnumReflection.tag(of: Destination.note("")) ?? -1])
  }

  /// Cases sharing a payload type are told apart only by a value holding one: while the destination is absent (or
  /// holds another case) the key is unknown, and nothing is built to guess it (the scope observes the destination's
  /// case instead).
  @Test func aKeyOfACaseSharingItsPayloadTypeIsKnownOnlyFromADestinationHoldingIt() {
    #expect(key(Destination.editor, current: nil).caseTags == nil)
    #expect(key(Destination.editor, current: .detail(1)).caseTags == nil)
    #expect(key(Destination.editor, current: .editor(1)).caseTags != nil)
  }

  struct Counter: Equatable, Sendable {
    var id = 0
    var count = 0
  }

  enum Screens: Equatable, Sendable {
    case drill(Counter)
    case popover(Counter)
    case sheet(Counter)
  }

  /// TCA's "multiple destinations" case study: three cases of one payload type. While the destination held the
  /// drill-down, the popover's and the sheet's keys were equal to each other (their case unknown), so their scopes
  /// shared one cached store and every one of them presented the drill-down's state.
  @Test func casesSharingAPayloadTypeGetTheirOwnKeyWhileAnotherOfThemIsPresented() {
    // Only the case the destination holds is known (no value is built to learn the others): the others extract
    // nothing, so a presented drill-down never shows up as the popover or the sheet too.
    let current = Screens.drill(Counter(count: 3))
    let drill = EnumCaseKey(AnyCasePath(Screens.drill), current: current)
    let popover = EnumCaseKey(AnyCasePath(Screens.popover), current: current)
    let sheet = EnumCaseKey(AnyCasePath(Screens.sheet), current: current)
    #expect(drill != popover)
    #expect(drill != sheet)
    #expect(Optional(current)[case: popover] == nil)
    #expect(Optional(current)[case: sheet] == nil)
    #expect(Optional(current)[case: drill] == Counter(count: 3))
    let presentedSheet = Screens.sheet(Counter(count: 5))
    #expect(
      EnumCaseKey(AnyCasePath(Screens.sheet), current: presentedSheet)
        != EnumCaseKey(AnyCasePath(Screens.drill), current: current))
  }
}
