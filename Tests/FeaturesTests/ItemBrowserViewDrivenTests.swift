import Dependencies
import Features
import Reducer
import Testing

/// The browser driven the way its SwiftUI view drives it, through the platform-neutral store APIs the SwiftUI glue
/// adapts: `NavigationLink(state:)` and a back swipe write the stack's path, the editor sheet and the deletion alert are
/// scoped from the detail's enum destination, a swipe-down sets the sheet's store to nil, and an alert button taps.
@MainActor
@Suite
struct ItemBrowserViewDrivenTests {
  private typealias Destination = ItemDetailFeature.Destination

  /// A loaded browser, as its view shows it after `.task` sent `.onAppear`.
  private func loadedBrowser() async -> StoreOf<ItemBrowserFeature> {
    let store = ItemBrowserFeature.scenario(.loaded).makeStore(clock: ImmediateClock())
    await store.send(.onAppear).finish()
    return store
  }

  /// What `NavigationLink(state:)` does: a component without id appended to the stack's path.
  private func push(_ item: Item, on store: StoreOf<ItemBrowserFeature>) throws -> StoreOf<
    ItemDetailFeature
  > {
    let path = store.scope(state: \.path, action: ItemBrowserFeature.Action.path)
    path.setStackPath(
      path.stackPath() + [StackPathComponent(state: .detail(ItemDetailFeature.State(item: item)))])
    let id = try #require(store.path.ids.last)
    let element = try #require(path.scope(id: id))
    return try #require(
      element.scope(state: \.detail, action: ItemBrowserFeature.Path.Action.detail))
  }

  private func editorStore(of detail: StoreOf<ItemDetailFeature>) -> StoreOf<ItemEditorFeature>? {
    detail.scope(
      state: \.destination, Destination.State.editor,
      action: ItemDetailFeature.Action.destination, Destination.Action.editor)
  }

  @Test func aNavigationLinkPushesTheDetailAndABackSwipePopsIt() async throws {
    let store = await loadedBrowser()
    let item = ItemFixtures.list[0]
    let detail = try push(item, on: store)
    #expect(detail.item == item)
    #expect(store.viewState == .detail(item, breadcrumbs: "Items › \(item.title)"))

    let path = store.scope(state: \.path, action: ItemBrowserFeature.Action.path)
    path.setStackPath([])
    #expect(store.path.isEmpty)
  }

  @Test func theEditorSheetSavesThroughItsScopedStore() async throws {
    let store = await loadedBrowser()
    let item = ItemFixtures.list[0]
    let detail = try push(item, on: store)
    detail.send(.editTapped)
    let editor = try #require(editorStore(of: detail))
    editor.send(.titleChanged("Renamed"))
    await editor.send(.saveTapped).finish()
    #expect(editorStore(of: detail) == nil)
    #expect(store.items[id: item.id]?.title == "Renamed")
  }

  @Test func swipingTheSheetAwaySendsTheDismissal() async throws {
    let store = await loadedBrowser()
    let detail = try push(ItemFixtures.list[0], on: store)
    detail.send(.editTapped)
    #expect(editorStore(of: detail) != nil)
    detail[
      state: \.destination, Destination.State.editor,
      action: ItemDetailFeature.Action.destination, Destination.Action.editor] = nil
    #expect(detail.destination == nil)
  }

  @Test func theAlertsDeleteButtonRemovesTheItemAndPopsTheDetail() async throws {
    let store = await loadedBrowser()
    let item = ItemFixtures.list[0]
    let detail = try push(item, on: store)
    detail.send(.deleteTapped)
    let alert = try #require(
      detail.scope(
        state: \.destination, Destination.State.alert,
        action: ItemDetailFeature.Action.destination, Destination.Action.alert))
    let delete = try #require(alert.state.buttons.first { $0.role == .destructive })
    await alert.tap(delete)?.finish()
    #expect(store.items[id: item.id] == nil)
    #expect(store.path.isEmpty)
  }
}

/// The profile form driven the way its view's `$store.name` bindings drive it.
@MainActor
@Suite
struct ProfileViewDrivenTests {
  @Test func typingInTheNameFieldSendsABindingAction() async {
    let store = ProfileFeature.scenario(.loaded).makeStore(clock: ImmediateClock())
    await store.send(.onAppear).finish()
    store.name = "Someone Else Entirely"
    #expect(store.name == "Someone Else Entirely")
    #expect(store.canSave)
  }
}
