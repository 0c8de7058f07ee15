public import Reducer
public import SwiftUI

/// The app's root: the list of pieces at the bottom of a navigation stack whose pushed screens are a piece's detail,
/// a practice session and an outline; "+" presents the add sheet, a swipe asks before deleting. No logic: the
/// navigation, the modality and the persistence live in ``PiecesFeature``.
public struct PiecesView: View {
  @Bindable var store: StoreOf<PiecesFeature>

  /// A view over `store`.
  public init(store: StoreOf<PiecesFeature>) {
    self._store = Bindable(store)
  }

  public var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: PiecesFeature.Action.path)) {
      list
        .navigationTitle("Practice Log")
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("Add piece", systemImage: "plus") { store.send(.addTapped) }
          }
        }
        .sheet(
          item: $store.scope(
            state: \.destination, PiecesFeature.Destination.State.add,
            action: PiecesFeature.Action.destination, PiecesFeature.Destination.Action.add)
        ) { form in
          NavigationStack {
            PieceFormView(store: form)
              .navigationTitle("New piece")
          }
        }
        .alert(
          $store.scope(
            state: \.destination, PiecesFeature.Destination.State.alert,
            action: PiecesFeature.Action.destination, PiecesFeature.Destination.Action.alert))
    } destination: { element in
      if let detail = element.scope(state: \.detail, action: PiecesFeature.Path.Action.detail) {
        PieceDetailView(store: detail)
      } else if let practice = element.scope(
        state: \.practice, action: PiecesFeature.Path.Action.practice)
      {
        PracticeView(store: practice)
      } else if let outline = element.scope(
        state: \.outline, action: PiecesFeature.Path.Action.outline)
      {
        OutlineScreenView(store: outline)
      }
    }
  }

  @ViewBuilder private var list: some View {
    if store.pieces.isEmpty {
      ContentUnavailableView(
        "No pieces yet", systemImage: "music.note.list",
        description: Text("Tap + to add the first piece you practise."))
    } else {
      List {
        ForEach(store.pieces) { piece in
          Button {
            store.send(.pieceTapped(id: piece.id))
          } label: {
            HStack {
              Text(piece.title)
                .font(.headline)
              Spacer()
              Text("\(piece.minutesPractised) min")
                .foregroundStyle(.secondary)
                .monospacedDigit()
            }
          }
        }
        .onDelete { offsets in
          for offset in offsets {
            store.send(.deleteSwiped(id: store.pieces[offset].id))
          }
        }
      }
    }
  }
}

/// Every scenario of the practice log, as a named preview.
struct PiecesView_Previews: ScenarioPreviews {
  typealias Feature = PiecesFeature

  static func view(_ store: StoreOf<PiecesFeature>) -> some View {
    PiecesView(store: store)
  }
}
