import Reducer
import Testing

/// The stack `forEach` is the one place operator (`PlaceReducer`) at a `StackPlace`: what its hooks do is pinned by
/// `StoreStackTests`, `DismissEffectTests` and the features' tests.
@Suite struct StackPlaceTests {
  struct Element: Reducer {
    struct State: Equatable, Sendable { var count = 0 }
    enum Action: Equatable, Sendable { case tapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  struct State: Equatable, Sendable { var path = StackState<Element.State>() }
  enum Action: Equatable, Sendable { case path(StackAction<Element.State, Element.Action>) }

  /// The place a place operator runs its child at.
  static func placeType<Parent, Place, Child>(of reducer: PlaceReducer<Parent, Place, Child>)
    -> Place.Type
  { Place.self }

  @Test func theStackForEachIsThePlaceOperatorAtAStackPlace() {
    let reducer = Reduce<State, Action> { _, _ in .none }
      .forEach(\.path, action: Action.path) { Element() }
    #expect(
      Self.placeType(of: reducer)
        == StackPlace<State, Action, Element.State, Element.Action>.self)
  }
}
