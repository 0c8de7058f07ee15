/// The actions a session's store reduced, in order, until the runner takes them.
@MainActor
final class ActionLog<Action> {
  private var actions: [Action] = []

  /// Records one reduced action.
  func record(_ action: Action) { actions.append(action) }

  /// The first action recorded since the log was last emptied.
  var first: Action? { actions.first }

  /// The recorded actions; the log is emptied.
  func take() -> [Action] {
    defer { actions.removeAll() }
    return actions
  }
}
