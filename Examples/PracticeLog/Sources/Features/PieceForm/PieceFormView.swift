public import Reducer
public import SwiftUI

/// The form that adds or edits a piece, presented in a sheet: the title (focused when the form appears), the
/// minutes a session aims for, why "Save" was refused, "Cancel" and "Save". Its fields are bound to the view actions
/// of ``PieceFormFeature`` (`.view(.binding(...))`), which checks them on "Save".
public struct PieceFormView: View {
  @Bindable var store: StoreOf<PieceFormFeature>
  @FocusState private var focus: Field?

  /// The form's fields that can hold the keyboard's focus.
  enum Field: Hashable {
    case title
  }

  /// A view over `store`.
  public init(store: StoreOf<PieceFormFeature>) {
    self._store = Bindable(store)
  }

  public var body: some View {
    Form {
      Section {
        TextField("Title", text: binding(\.piece.title))
          .focused($focus, equals: .title)
        HStack {
          Stepper("Minutes a session", value: binding(\.piece.targetMinutes), in: 1...600)
          Text("\(store.piece.targetMinutes)")
            .monospacedDigit()
        }
      } header: {
        Text("Piece")
      }
      if let problem = store.problem {
        Section {
          Text(problem)
            .foregroundStyle(.red)
        }
      }
    }
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel") { store.send(.view(.cancelTapped)) }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { store.send(.view(.saveTapped)) }
      }
    }
    .onAppear { focus = .title }
  }

  /// A field of the form's state, written through the feature's view action `.view(.binding(.set(keyPath, value)))`
  /// (the feature's action is not itself a `BindableAction`, so `$store.field` does not apply).
  private func binding<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<PieceFormFeature.State, Value> & Sendable
  ) -> Binding<Value> {
    let store = store
    return Binding(
      get: { @MainActor in store[dynamicMember: keyPath] },
      set: { @MainActor in store.send(.view(.binding(.set(keyPath, $0)))) })
  }
}
