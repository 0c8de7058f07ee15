import Foundation
public import Reducer

extension PiecesFeature: Explorable {
  /// A practice session's timer ticks for as long as the session is shown.
  public static var hasLongLivingEffects: Bool { true }

  /// What a user can do: on the list, add a piece, open or swipe away a row; in the add sheet, type a title, save
  /// or cancel; answer an alert; on the detail, edit, delete, practise or open the outline; end a practice; add a
  /// section to the outline; go back.
  public static var intents: [Intent<Self>] {
    [
      Intent("addTapped") { state, _ in
        state.path.isEmpty && state.destination == nil ? .addTapped : nil
      },
      // Drawn under the sheet and the alert too: a tap that slips through to the list must be ignored.
      Intent("pieceTapped") { state, draw in
        state.path.isEmpty
          ? .pieceTapped(id: draw.id(from: state.pieces.ids, absent: UUID(0))) : nil
      },
      Intent("deleteSwiped") { state, draw in
        state.path.isEmpty
          ? .deleteSwiped(id: draw.id(from: state.pieces.ids, absent: UUID(0))) : nil
      },
      Intent("typeTitle") { state, draw in
        guard case .add? = state.destination else { return nil }
        let title = draw.text(fixtures: ["Prelude", "Étude"])
        return .destination(.presented(.add(.view(.binding(.set(\.piece.title, title))))))
      },
      Intent("saveTapped") { state, _ in
        guard case .add? = state.destination else { return nil }
        return .destination(.presented(.add(.view(.saveTapped))))
      },
      Intent("dismissPresented") { state, _ in
        state.destination == nil ? nil : .destination(.dismiss)
      },
      Intent("confirmDeletion") { state, _ in
        guard case let .alert(alert)? = state.destination,
          let action = alert.buttons.compactMap(\.action).first
        else { return nil }
        return .destination(.presented(.alert(action)))
      },
      Intent("back") { state, _ in state.path.ids.last.map { .path(.popFrom(id: $0)) } },
      onTop("practiceTapped") { element in
        guard case let .detail(detail) = element, detail.destination == nil else { return nil }
        return .detail(.practiceTapped)
      },
      onTop("outlineTapped") { element in
        guard case let .detail(detail) = element, detail.destination == nil else { return nil }
        return .detail(.outlineTapped)
      },
      onTop("deleteTapped") { element in
        guard case let .detail(detail) = element, detail.destination == nil else { return nil }
        return .detail(.deleteTapped)
      },
      onTop("practiceAppeared") { element in
        guard case .practice = element else { return nil }
        return .practice(.onAppear)
      },
      onTop("endTapped") { element in
        guard case let .practice(practice) = element, practice.dialog == nil else { return nil }
        return .practice(.endTapped)
      },
      onTop("addSection") { element in
        guard case .outline = element else { return nil }
        return .outline(.root(.addSectionTapped))
      },
    ]
  }

  /// An intent on the screen on top of the stack; `nil` when there is none or it does not apply.
  private static func onTop(
    _ name: String, _ make: @escaping @Sendable (Path.State) -> Path.Action?
  ) -> Intent<Self> {
    Intent(name) { state, _ in
      guard let id = state.path.ids.last, let element = state.path[id: id],
        let action = make(element)
      else { return nil }
      return .path(.element(id: id, action: action))
    }
  }

  /// Every pushed screen shows a piece the list still has.
  public static func invariants(_ state: State) -> [String] {
    state.path.ids.compactMap { id -> String? in
      guard let pieceID = state.path[id: id]?.pieceID, state.pieces[id: pieceID] == nil else {
        return nil
      }
      return "screen \(id.rawValue) shows a piece the list no longer has"
    }
  }
}
