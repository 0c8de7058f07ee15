import Reducer
import Testing

@Suite struct ZeroSizePayloadTests {
  enum Leaf: Equatable, Sendable { case tapped }
  enum Parent: Equatable, Sendable {
    case a(Leaf)
    case b(Leaf)
    case rows(id: Int, action: Leaf)
    case logged(String)
  }

  @Test func zeroSizedPayloadsAreExtractedByCase() {
    #expect(AnyCasePath(Parent.a).extract(from: .a(.tapped)) == .tapped)
    #expect(AnyCasePath(Parent.b).extract(from: .a(.tapped)) == nil)
    #expect(AnyCasePath(Parent.b).extract(from: .b(.tapped)) == .tapped)
    #expect(AnyCasePath(Parent.rows).extract(from: .rows(id: 3, action: .tapped))?.0 == 3)
    #expect(AnyCasePath(Parent.a).extract(from: .logged("x")) == nil)
  }
}
