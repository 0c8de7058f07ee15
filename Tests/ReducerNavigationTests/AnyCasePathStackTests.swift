import Reducer
import Testing

/// Gaps found porting TCA's navigation case studies: `\.path[id: 0]`, `\.self`, `path.removeAll()`.
@Suite struct AnyCasePathStackTests {
  enum Element: Equatable, Sendable {
    case tapped
    case typed(String)
  }
  enum Action: Equatable, Sendable {
    case path(StackAction<Int, Element>)
    case other
  }

  @Test func anElementPathExtractsOnlyThatElementsActions() {
    let first = AnyCasePath(Action.path).element(id: 0)
    #expect(first.extract(from: .path(.element(id: 0, action: .tapped))) == .tapped)
    #expect(first.extract(from: .path(.element(id: 1, action: .tapped))) == nil)
    #expect(first.extract(from: .path(.popFrom(id: 0))) == nil)
    #expect(first.extract(from: .other) == nil)
    #expect(first.embed(.typed("x")) == .path(.element(id: 0, action: .typed("x"))))
    let typed = first.appending(Element.typed)
    #expect(typed.extract(from: .path(.element(id: 0, action: .typed("y")))) == "y")
  }

  @Test func theIdentityPathIsTheValueItself() {
    let path = AnyCasePath<Action, Action>.identity
    #expect(path.extract(from: .other) == .other)
    #expect(path.embed(.other) == .other)
  }

  @Test func removeAllPopsToTheRoot() {
    var stack = StackState([1, 2, 3])
    stack.removeAll()
    #expect(stack.isEmpty)
    stack.append(4)
    #expect(stack.ids == [3])
  }
}
