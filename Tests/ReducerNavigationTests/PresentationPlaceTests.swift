import Reducer
import Testing

/// The presentation `ifLet` is the one place operator (`PlaceReducer`) at a `PresentationPlace`: what its hooks do
/// is pinned by `PresentationReducerTests`, `DismissEffectTests` and the features' tests.
@Suite struct PresentationPlaceTests {
  struct Child: Reducer {
    struct State: Equatable, Sendable { var count = 0 }
    enum Action: Equatable, Sendable { case tapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  struct State: Equatable, Sendable { @Presents var child: Child.State? }
  enum Action: Equatable, Sendable { case child(PresentationAction<Child.Action>) }

  /// The place a place operator runs its child at.
  static func placeType<Parent, Place, Child>(of reducer: PlaceReducer<Parent, Place, Child>)
    -> Place.Type
  { Place.self }

  @Test func thePresentationIfLetIsThePlaceOperatorAtAPresentationPlace() {
    let reducer = Reduce<State, Action> { _, _ in .none }
      .ifLet(\.$child, action: Action.child) { Child() }
    #expect(
      Self.placeType(of: reducer)
        == PresentationPlace<State, Action, Child.State, Child.Action>.self)
  }
}
