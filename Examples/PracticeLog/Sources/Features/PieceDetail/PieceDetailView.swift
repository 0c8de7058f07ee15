public import Reducer
public import SwiftUI

/// A piece's detail, pushed over the list: its target and outline, the sessions logged, "Practise", "Edit" (a sheet)
/// and "Delete" (after an alert). No logic: ``PieceDetailFeature`` asks the list to push and to delete.
public struct PieceDetailView: View {
  @Bindable var store: StoreOf<PieceDetailFeature>

  /// A view over `store`.
  public init(store: StoreOf<PieceDetailFeature>) {
    self._store = Bindable(store)
  }

  public var body: some View {
    List {
      Section {
        Button("Practise", systemImage: "metronome") { store.send(.practiceTapped) }
        HStack {
          Label("Target", systemImage: "clock")
          Spacer()
          Text("\(store.piece.targetMinutes) min")
        }
        Button("Outline", systemImage: "list.bullet.indent") { store.send(.outlineTapped) }
      } header: {
        Text("Piece")
      }
      Section {
        if store.piece.sessions.isEmpty {
          Text("Not practised yet")
            .foregroundStyle(.secondary)
        } else {
          ForEach(store.piece.sessions) { session in
            HStack {
              Text(session.date, style: .date)
              Spacer()
              Text("\(session.seconds / 60) min \(session.seconds % 60) s")
                .monospacedDigit()
            }
          }
        }
      } header: {
        Text("Sessions")
      }
      Section {
        Button("Delete piece", role: .destructive) { store.send(.deleteTapped) }
      }
    }
    .navigationTitle(store.piece.title)
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("Edit") { store.send(.editTapped) }
      }
    }
    .sheet(
      item: $store.scope(
        state: \.destination, PieceDetailFeature.Destination.State.edit,
        action: PieceDetailFeature.Action.destination, PieceDetailFeature.Destination.Action.edit)
    ) { form in
      NavigationStack {
        PieceFormView(store: form)
          .navigationTitle("Edit piece")
      }
    }
    .alert(
      $store.scope(
        state: \.destination, PieceDetailFeature.Destination.State.alert,
        action: PieceDetailFeature.Action.destination, PieceDetailFeature.Destination.Action.alert))
  }
}
