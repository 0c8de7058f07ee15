import Features
import Observation
import Reducer
import Testing

/// The browser's view reads `store.viewState`: it is told to redraw when what it draws changes, not whenever a
/// field of the state behind it does. (A `@Shared` value read while computing it is observed directly, so any
/// change to it redraws: the store cannot see a shared change as a change of its state.)
@MainActor
@Suite struct ItemBrowserObservationTests {
  @Test func theViewRedrawsWhenItsViewStateChangesNotWhenAFieldBehindItDoes() {
    let store = Store(initialState: ItemBrowserFeature.State(items: ItemFixtures.list)) {
      ItemBrowserFeature()
    }
    store.send(.itemTapped(id: ItemFixtures.books.id))
    let redraws = Lock(0)
    withObservationTracking {
      _ = store.viewState
    } onChange: {
      redraws.withLock { $0 += 1 }
    }
    // A late failure sets the list's error message under the detail on top: the detail drawn is the same.
    store.send(.itemsResponse(.failure(ItemFixtures.loadError)))
    #expect(store.errorMessage == ItemFixtures.loadError.message)
    #expect(redraws.withLock { $0 } == 0, "the detail it draws did not change")
    // Popping the detail changes what is drawn.
    store.send(.path(.popFrom(id: store.path.ids[0])))
    #expect(redraws.withLock { $0 } == 1)
    #expect(store.viewState == ItemBrowserFeature.viewState(of: store.state))
  }
}
