import Dependencies
import Reducer
import Testing

/// A presented child's effects start at once on the main actor in an app store, as a root feature's do, and
/// `dismiss` still reaches the presentation they run in.
@MainActor
struct PresentedEffectStartTests {
  struct Child: Reducer {
    struct State: Equatable, Sendable { var loaded = false }
    enum Action: Equatable, Sendable { case load, loaded, close }
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .load: return .run { send in await send(.loaded) }
      case .loaded:
        state.loaded = true
        return .none
      case .close: return .run { _ in await dismiss() }
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable, Sendable {
      @Presents var child: Child.State?
    }
    enum Action: Equatable, Sendable {
      case child(PresentationAction<Child.Action>)
    }

    var body: some Reducer<State, Action> {
      Reduce { _, _ in .none }
        .ifLet(\.$child, action: Action.child) { Child() }
    }
  }

  @Test func aPresentedChildsEffectRunsBeforeSendReturns() async {
    let store = Store(initialState: Parent.State(child: Child.State())) { Parent() }
    let task = store.send(.child(.presented(.load)))
    #expect(store.child?.loaded == true)
    await task.finish()
  }

  @Test func aPresentedChildsEffectStillDismissesItsPresentation() async {
    let store = Store(initialState: Parent.State(child: Child.State())) { Parent() }
    await store.send(.child(.presented(.close))).finish()
    #expect(store.child == nil)
  }
}
