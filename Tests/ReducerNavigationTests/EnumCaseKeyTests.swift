import CaseReflection
import Testing

@testable import ReducerNavigation

/// A case key (the key-path component of an enum-case scope) tells the case it extracts apart, not only its call site.
@Suite struct EnumCaseKeyTests {
  enum Destination: Equatable, Sendable {
    case editor(Int)
    case detail(Int)
  }

  /// One call site making keys for any case, as a helper a view calls would.
  private func key(
    _ toCase: @escaping @Sendable (Int) -> Destination, current: Destination?
  ) -> EnumCaseKey<Destination, Int> {
    EnumCaseKey(
      AnyCasePath(toCase), current: current, fileID: #fileID, line: #line, column: #column)
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
}
