import Dependencies
import Foundation
import PracticeLogFeatures
import Reducer
import ReducerTesting
import Testing

private typealias Path = PiecesFeature.Path
private typealias Destination = PiecesFeature.Destination
private typealias DetailDestination = PieceDetailFeature.Destination

/// The whole app from its root: the persisted list, the add sheet, the deletion alert, and the detail, practice
/// and outline screens pushed on the stack, each writing back through a `Shared` reference derived from the list.
@MainActor
@Suite struct PiecesFeatureTests {
  let clock = TestClock()
  let etude = PieceFixtures.etude
  let nocturne = PieceFixtures.nocturne

  /// A store over `pieces`, seeded through the test's own `@Shared(.pieces)`: every store and `@Shared` of one test
  /// shares one set of storages, so the test body sees what the store persists.
  func makeStore(pieces: IdentifiedArrayOf<Piece> = PieceFixtures.list) -> TestStoreOf<
    PiecesFeature
  > {
    @Shared(.pieces) var seeded
    $seeded.withLock { $0 = pieces }
    return TestStore(initialState: PiecesFeature.State()) {
      PiecesFeature()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(ScenarioDefaults.date)
      $0.continuousClock = clock
    }
  }

  @Test func addingAPieceThroughTheSheetPersistsIt() async {
    let store = makeStore(pieces: [])
    await store.send(.addTapped) {
      $0.destination = .add(PieceFormFeature.State(piece: Piece(id: UUID(0))))
    }
    await store.send(
      .destination(.presented(.add(.view(.binding(.set(\.piece.title, " Prelude "))))))
    ) {
      $0.destination?.modify(Destination.State.add) { $0.piece.title = " Prelude " }
    }
    await store.send(.destination(.presented(.add(.view(.saveTapped))))) {
      $0.destination?.modify(Destination.State.add) {
        $0.piece.title = "Prelude"
        $0.piece.outline.title = "Prelude"
      }
    }
    let prelude = Piece(id: UUID(0), title: "Prelude")
    await store.receive(.destination(.presented(.add(.delegate(.saved(prelude)))))) {
      $0.$pieces.withLock { $0 = [prelude] }
    }
    await store.receive(.destination(.dismiss)) { $0.destination = nil }
    // Another holder of the key — the test's own `@Shared` — sees the same list, and it reached the file.
    @Shared(.pieces) var pieces
    #expect(pieces == [prelude])
    @Dependency(\.defaultFileStorage) var files
    await files.waitForPendingSaves()
    let saved = files.contents(of: PracticeLogFiles.pieces).flatMap {
      try? JSONDecoder().decode(IdentifiedArrayOf<Piece>.self, from: $0)
    }
    #expect(saved == [prelude])
  }

  @Test func savingAnUntitledPieceIsRefusedWithAReason() async {
    let store = makeStore(pieces: [])
    await store.send(.addTapped) {
      $0.destination = .add(PieceFormFeature.State(piece: Piece(id: UUID(0))))
    }
    await store.send(.destination(.presented(.add(.view(.saveTapped))))) {
      $0.destination?.modify(Destination.State.add) { $0.problem = "A piece needs a title." }
    }
    await store.send(.destination(.presented(.add(.view(.binding(.set(\.piece.title, "Gigue")))))))
    {
      $0.destination?.modify(Destination.State.add) {
        $0.piece.title = "Gigue"
        $0.problem = nil
      }
    }
    await store.send(.destination(.presented(.add(.view(.cancelTapped)))))
    await store.receive(.destination(.dismiss)) { $0.destination = nil }
    #expect(store.state.pieces.isEmpty)
  }

  @Test func swipingARowAwayAsksFirstThenRemovesThePiece() async {
    let store = makeStore()
    await store.send(.deleteSwiped(id: nocturne.id)) {
      $0.destination = .alert(deleteNocturneAlert)
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: nocturne.id))))) {
      $0.destination = nil
      $0.$pieces.withLock { _ = $0.remove(id: PieceFixtures.nocturne.id) }
    }
  }

  /// "Delete “Nocturne”?", as a swipe on the nocturne's row presents it.
  fileprivate var deleteNocturneAlert: AlertState<Destination.Action.Alert> {
    AlertState {
      TextState("Delete “Nocturne”?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(id: PieceFixtures.nocturne.id)) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }

  // Issue 35 #14: explore found `deleteSwiped`, `pieceTapped`, `confirmDeletion` pushing a detail of a piece that was
  // then deleted under it. The alert is modal: the tap never reaches the list.
  @Test func aRowTappedWhileTheDeletionAlertIsUpIsIgnored() async {
    let store = makeStore()
    await store.send(.deleteSwiped(id: nocturne.id)) {
      $0.destination = .alert(deleteNocturneAlert)
    }
    await store.send(.pieceTapped(id: nocturne.id))
    await store.send(.pieceTapped(id: etude.id))
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: nocturne.id))))) {
      $0.destination = nil
      $0.$pieces.withLock { _ = $0.remove(id: PieceFixtures.nocturne.id) }
    }
    #expect(store.state.path.isEmpty)
  }

  // Issue 35 #14: a practice session logged on the detail of a piece deleted from the list was silently dropped
  // (it was written through a reference to a removed element). Deleting a piece pops every screen showing it, and
  // with them the practice timer: nothing is left to log on a piece that is gone.
  @Test func deletingAPieceFromTheListPopsEveryScreenShowingItAndStopsItsPractice() async {
    let store = makeStore()
    await startPractisingTheNocturne(store)
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .practice(.timerTicked)))) {
      $0.path[id: 1]?.modify(Path.State.practice) { $0.secondsElapsed = 1 }
    }
    await store.send(.deleteSwiped(id: nocturne.id)) {
      $0.destination = .alert(deleteNocturneAlert)
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: nocturne.id))))) {
      $0.destination = nil
      $0.path = StackState()
      $0.$pieces.withLock { _ = $0.remove(id: PieceFixtures.nocturne.id) }
    }
    await clock.advance(by: .seconds(120))
    #expect(store.state.pieces.ids == [etude.id, PieceFixtures.sonata.id])
  }

  @Test func deletingAnotherPieceLeavesTheScreensOfThisOne() async {
    let store = makeStore()
    await startPractisingTheNocturne(store)
    await store.send(.path(.popFrom(id: 1))) { $0.path.removeLast() }
    await store.send(.deleteSwiped(id: etude.id)) {
      $0.destination = .alert(
        AlertState {
          TextState("Delete “Étude in E major”?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion(id: PieceFixtures.etude.id)) {
            TextState("Delete")
          }
          ButtonState(role: .cancel) { TextState("Cancel") }
        })
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: etude.id))))) {
      $0.destination = nil
      $0.$pieces.withLock { _ = $0.remove(id: PieceFixtures.etude.id) }
    }
    #expect(store.state.path.count == 1)
  }

  @Test func editingInTheDetailWritesThroughToTheList() async {
    let store = makeStore()
    await store.send(.pieceTapped(id: etude.id)) {
      $0.path[id: 0] = .detail(PieceDetailFeature.State(piece: Shared(value: PieceFixtures.etude)))
    }
    await store.send(.path(.element(id: 0, action: .detail(.editTapped)))) {
      $0.path[id: 0]?.modify(Path.State.detail) {
        $0.destination = .edit(PieceFormFeature.State(piece: PieceFixtures.etude))
      }
    }
    let title: PieceFormFeature.Action = .view(.binding(.set(\.piece.title, "Étude No. 1")))
    await store.send(
      .path(.element(id: 0, action: .detail(.destination(.presented(.edit(title))))))
    ) {
      $0.path[id: 0]?.modify(Path.State.detail) {
        $0.destination?.modify(DetailDestination.State.edit) { $0.piece.title = "Étude No. 1" }
      }
    }
    await store.send(
      .path(.element(id: 0, action: .detail(.destination(.presented(.edit(.view(.saveTapped)))))))
    ) {
      $0.path[id: 0]?.modify(Path.State.detail) {
        $0.destination?.modify(DetailDestination.State.edit) {
          $0.piece.outline.title = "Étude No. 1"
        }
      }
    }
    var edited = etude
    edited.title = "Étude No. 1"
    edited.outline.title = "Étude No. 1"
    await store.receive(
      .path(
        .element(id: 0, action: .detail(.destination(.presented(.edit(.delegate(.saved(edited)))))))
      )
    ) {
      $0.$pieces.withLock { $0[id: PieceFixtures.etude.id] = edited }
    }
    await store.receive(.path(.element(id: 0, action: .detail(.destination(.dismiss))))) {
      $0.path[id: 0]?.modify(Path.State.detail) { $0.destination = nil }
    }
    #expect(store.state.pieces[id: etude.id]?.title == "Étude No. 1")
  }

  @Test func deletingFromTheDetailPopsItAndRemovesThePiece() async {
    let store = makeStore()
    await store.send(.pieceTapped(id: etude.id)) {
      $0.path[id: 0] = .detail(PieceDetailFeature.State(piece: Shared(value: PieceFixtures.etude)))
    }
    await store.send(.path(.element(id: 0, action: .detail(.deleteTapped)))) {
      $0.path[id: 0]?.modify(Path.State.detail) {
        $0.destination = .alert(
          AlertState {
            TextState("Delete “Étude in E major”?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          } message: {
            TextState("Its 2 logged sessions go with it.")
          })
      }
    }
    await store.send(
      .path(.element(id: 0, action: .detail(.destination(.presented(.alert(.confirmDeletion))))))
    ) {
      $0.path[id: 0]?.modify(Path.State.detail) { $0.destination = nil }
    }
    await store.receive(.path(.element(id: 0, action: .detail(.delegate(.deleteConfirmed))))) {
      $0.path = StackState()
      $0.$pieces.withLock { _ = $0.remove(id: PieceFixtures.etude.id) }
    }
  }

  /// Pushes the nocturne's detail, then its practice screen from there, and starts the practice timer.
  func startPractisingTheNocturne(_ store: TestStoreOf<PiecesFeature>) async {
    await store.send(.pieceTapped(id: nocturne.id)) {
      $0.path[id: 0] = .detail(
        PieceDetailFeature.State(piece: Shared(value: PieceFixtures.nocturne)))
    }
    await store.send(.path(.element(id: 0, action: .detail(.practiceTapped))))
    await store.receive(.path(.element(id: 0, action: .detail(.delegate(.startPractice))))) {
      $0.path[id: 1] = .practice(
        PracticeFeature.State(piece: Shared(value: PieceFixtures.nocturne)))
    }
    await store.send(.path(.element(id: 1, action: .practice(.onAppear))))
  }

  @Test func aPractiseSessionLogsOnThePieceInTheListAndPopsItself() async {
    let store = makeStore()
    await startPractisingTheNocturne(store)
    await clock.advance(by: .seconds(60))
    for second in 1...59 {
      await store.receive(.path(.element(id: 1, action: .practice(.timerTicked)))) {
        $0.path[id: 1]?.modify(Path.State.practice) { $0.secondsElapsed = second }
      }
    }
    let session = PracticeSession(id: UUID(0), date: ScenarioDefaults.date, seconds: 60)
    await store.receive(.path(.element(id: 1, action: .practice(.timerTicked)))) {
      $0.path[id: 1]?.modify(Path.State.practice) { $0.secondsElapsed = 60 }
      $0.$pieces.withLock { $0[id: PieceFixtures.nocturne.id]?.sessions = [session] }
    }
    await store.receive(.path(.popFrom(id: 1))) { $0.path.removeLast() }
    #expect(store.state.pieces[id: nocturne.id]?.sessions == [session])
    // The detail under it reads the same piece.
    guard case let .detail(detail)? = store.state.path[id: 0] else {
      Issue.record("the detail is not on the stack")
      return
    }
    #expect(detail.piece.sessions == [session])
  }

  @Test func poppingAPractiseSessionStopsItsTimer() async {
    let store = makeStore()
    await startPractisingTheNocturne(store)
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .practice(.timerTicked)))) {
      $0.path[id: 1]?.modify(Path.State.practice) { $0.secondsElapsed = 1 }
    }
    await store.send(.path(.popFrom(id: 1))) { $0.path.removeLast() }
    await clock.advance(by: .seconds(10))
    #expect(store.state.pieces[id: nocturne.id]?.sessions.isEmpty == true)
  }

  @Test func editingTheOutlineWritesItBackToThePiece() async {
    let store = makeStore()
    await store.send(.pieceTapped(id: etude.id)) {
      $0.path[id: 0] = .detail(PieceDetailFeature.State(piece: Shared(value: PieceFixtures.etude)))
    }
    await store.send(.path(.element(id: 0, action: .detail(.outlineTapped))))
    await store.receive(.path(.element(id: 0, action: .detail(.delegate(.showOutline))))) {
      $0.path[id: 1] = .outline(
        OutlineScreenFeature.State(piece: Shared(value: PieceFixtures.etude)))
    }
    let aSection = UUID(fixture: "b1111111-1111-1111-1111-111111111111")
    let rename: OutlineFeature.Action = .children(id: aSection, action: .titleChanged("Exposition"))
    await store.send(.path(.element(id: 1, action: .outline(.root(rename))))) {
      $0.path[id: 1]?.modify(Path.State.outline) {
        $0.root.children[id: aSection]?.title = "Exposition"
      }
      $0.$pieces.withLock {
        $0[id: PieceFixtures.etude.id]?.outline.children[id: aSection]?.title = "Exposition"
      }
    }
  }
}
