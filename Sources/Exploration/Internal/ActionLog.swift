/// The actions a run's store received, counted only in screen mode (whether a press sent anything, whether a render
/// may not show them), and kept as case paths (``ActionText/casePath(_:)``, what the screen sent) only when the
/// exploration reads them: naming an action walks it with `Mirror`, the costliest part of a small step.
final class ActionLog {
  /// Whether actions are counted.
  var isOn = false
  /// Whether their case paths are kept too (a run whose coverage is read, of a feature that declares intents).
  var keepsPaths = false
  /// How many actions the store received.
  private(set) var count = 0
  /// The case paths, in the order the store received the actions, when ``keepsPaths``.
  private(set) var paths: [String] = []
  /// How many actions the store had received when the screen's last render began (`-1` before the first): the
  /// actions that render may not show are those after it.
  var receivedAtRender = -1

  /// Notes that the store received `action`.
  func note<Action>(_ action: Action) {
    guard isOn else { return }
    count += 1
    if keepsPaths { paths.append(ActionText.casePath(action)) }
  }
}

/// Whether a run's view code is running (rendering, or a control's closure), told to a hook as it changes: a worker
/// tells its parent, so a trap there is put down to the view. The store's reducer runs outside it, even when a
/// control's closure sends an action.
final class ViewPhase {
  private(set) var inView = false
  /// Told each change (trace and replay workers only: a line to the parent each time).
  var onChange: ((Bool) -> Void)?
  /// How many issues the run's reporter holds (set by the run): an issue reported while the view's code runs is the
  /// view's.
  var issueCount: () -> Int = { 0 }
  /// The index of the first issue reported while the view's code ran, if any.
  private(set) var firstViewIssue: Int?
  private var issuesAtEntry = 0

  func set(_ inView: Bool) {
    guard inView != self.inView else { return }
    if inView {
      issuesAtEntry = issueCount()
    } else if firstViewIssue == nil, issueCount() > issuesAtEntry {
      firstViewIssue = issuesAtEntry
    }
    self.inView = inView
    onChange?(inView)
  }

  /// Runs `body` outside the view's code (the reducer), then returns to where it was.
  func outside<T>(_ body: () -> T) -> T {
    guard inView else { return body() }
    set(false)
    defer { set(true) }
    return body()
  }
}
