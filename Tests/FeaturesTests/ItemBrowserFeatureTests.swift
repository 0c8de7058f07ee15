import Dependencies
import Features
import Reducer
import ReducerTesting
import Testing

@MainActor
@Suite
struct ItemBrowserFeatureTests {
  @Test(arguments: ItemBrowserFeature.scenarios)
  func scenarioReachesItsViewState(_ scenario: Scenario<ItemBrowserFeature>) async {
    await scenario.assertReachesViewState()
  }

  @Test func everyViewStateHasAScenario() {
    ItemBrowserFeature.assertEveryViewStateCovered()
    #expect(ItemBrowserFeature.uncoveredViewStateKinds.isEmpty)
  }

  @Test func tappingAnItemPushesItsDetail() async {
    let store = ItemBrowserFeature.scenario(.loaded).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.itemsResponse(.success(ItemFixtures.list))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.items = IdentifiedArray(uniqueElements: ItemFixtures.list)
    }
    await store.send(.itemTapped(id: ItemFixtures.books.id)) {
      $0.path[id: 0] = .detail(ItemDetailFeature.State(item: ItemFixtures.books))
    }
    #expect(
      ItemBrowserFeature.viewState(of: store.state)
        == .detail(ItemFixtures.books, breadcrumbs: "Items › Return library books"))
  }

  @Test func theEditorSavesThenDismissesItself() async {
    let store = ItemBrowserFeature.scenario(.editing).makeTestStore()
    await store.send(.onAppear)
    await store.send(
      .path(
        .element(
          id: 0,
          action: .detail(
            .destination(
              .presented(
                .editor(.titleChanged("Return the library books")))))))
    ) {
      $0.path[id: 0]?.modify(ItemBrowserFeature.Path.State.detail) {
        $0.destination?.modify(ItemDetailFeature.Destination.State.editor) {
          $0.title = "Return the library books"
        }
      }
    }
    var renamed = ItemFixtures.books
    renamed.title = "Return the library books"
    await store.send(
      .path(.element(id: 0, action: .detail(.destination(.presented(.editor(.saveTapped)))))))
    await store.receive(
      .path(
        .element(
          id: 0,
          action: .detail(
            .destination(
              .presented(
                .editor(.delegate(.save(renamed))))))))
    ) {
      $0.path[id: 0]?.modify(ItemBrowserFeature.Path.State.detail) { $0.item = renamed }
    }
    await store.receive(.path(.element(id: 0, action: .detail(.delegate(.saved(renamed)))))) {
      $0.items[id: renamed.id] = renamed
    }
    await store.receive(.path(.element(id: 0, action: .detail(.destination(.dismiss))))) {
      $0.path[id: 0]?.modify(ItemBrowserFeature.Path.State.detail) { $0.destination = nil }
    }
    #expect(
      ItemBrowserFeature.viewState(of: store.state)
        == .detail(renamed, breadcrumbs: "Items › Return the library books"))
  }

  @Test func cancellingTheEditorChangesNothing() async {
    let store = ItemBrowserFeature.scenario(.editing).makeTestStore()
    await store.send(
      .path(.element(id: 0, action: .detail(.destination(.presented(.editor(.cancelTapped)))))))
    await store.receive(.path(.element(id: 0, action: .detail(.destination(.dismiss))))) {
      $0.path[id: 0]?.modify(ItemBrowserFeature.Path.State.detail) { $0.destination = nil }
    }
  }

  @Test func deletingAsksFirstThenRemovesTheItemAndPopsTheDetail() async {
    let store = ItemBrowserFeature.scenario(.detail).makeTestStore()
    await store.send(.path(.element(id: 0, action: .detail(.deleteTapped)))) {
      $0.path[id: 0]?.modify(ItemBrowserFeature.Path.State.detail) {
        $0.destination = .alert(ItemDetailFeature.deletionAlert(title: ItemFixtures.books.title))
      }
    }
    // The alert clears itself after its button's action.
    await store.send(
      .path(
        .element(id: 0, action: .detail(.destination(.presented(.alert(.confirmDeletion)))))
      )
    ) {
      $0.path[id: 0]?.modify(ItemBrowserFeature.Path.State.detail) { $0.destination = nil }
    }
    await store.receive(
      .path(.element(id: 0, action: .detail(.delegate(.deleted(ItemFixtures.books.id)))))
    ) {
      $0.items.remove(id: ItemFixtures.books.id)
    }
    await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
    #expect(
      ItemBrowserFeature.viewState(of: store.state)
        == .list([ItemFixtures.ferns, ItemFixtures.bikeShop]))
  }

  @Test func cancellingTheAlertKeepsTheItem() async {
    let store = ItemBrowserFeature.scenario(.deleting).makeTestStore()
    await store.send(.path(.element(id: 0, action: .detail(.destination(.dismiss))))) {
      $0.path[id: 0]?.modify(ItemBrowserFeature.Path.State.detail) { $0.destination = nil }
    }
    #expect(store.state.items.count == 3)
  }

  @Test func anActionForAPoppedDetailIsAReportedIssueNotACrash() async {
    let store = ItemBrowserFeature.scenario(.loaded).makeTestStore()
    await withKnownIssue {
      await store.send(.path(.element(id: 7, action: .detail(.editTapped))))
    } matching: {
      $0.description.contains("editTapped")
    }
  }

  // MARK: The "show done items" preference (@Shared, kept in the defaults)

  @Test func hidingDoneItemsSavesThePreference() async {
    let store = ItemBrowserFeature.scenario(.loaded).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.itemsResponse(.success(ItemFixtures.list))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.items = IdentifiedArray(uniqueElements: ItemFixtures.list)
    }
    await store.send(.showDoneItemsToggled) { $0.$showsDoneItems.withLock { $0 = false } }
    #expect(
      ItemBrowserFeature.viewState(of: store.state)
        == .list(ItemFixtures.list.filter { !$0.isDone }))
    let saved = store.dependencies.defaultAppStorage.object(
      forKey: ItemBrowserFeature.showsDoneItemsKey)
    #expect(saved as? Bool == false, "written to the (in-memory) defaults at once")
  }

  @Test func theSeededPreferenceHidesDoneItemsUntilToggledBack() async {
    let store = ItemBrowserFeature.scenario(.filtered).makeTestStore()
    #expect(store.state.showsDoneItems == false, "seeded by the scenario")
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.itemsResponse(.success(ItemFixtures.list))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.items = IdentifiedArray(uniqueElements: ItemFixtures.list)
    }
    #expect(!ItemBrowserFeature.viewState(of: store.state).shows(ItemFixtures.books))
    await store.send(.showDoneItemsToggled) { $0.$showsDoneItems.withLock { $0 = true } }
    #expect(ItemBrowserFeature.viewState(of: store.state) == .list(ItemFixtures.list))
  }

  @Test func eachTestStartsWithTheDefaultPreference() {
    let store = ItemBrowserFeature.scenario(.loaded).makeTestStore()
    #expect(store.state.showsDoneItems, "never another test's value, nor the real defaults")
  }
}

extension ItemBrowserFeature.ViewState {
  /// Whether the list shows `item`.
  fileprivate func shows(_ item: Item) -> Bool {
    guard case let .list(items) = self else { return false }
    return items.contains(item)
  }
}
