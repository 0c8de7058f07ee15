/// What exploring checks after every step.
public enum ExplorationCheck: String, Hashable, Sendable, Codable, CaseIterable {
  /// The feature reported an issue: an action for a missing child, a `dismiss` with nothing presented, an
  /// unimplemented dependency, an uncaught effect error.
  case issue
  /// The process trapped (only seen when exploring runs in a child process, as `demo-runner explore` does).
  case crash
  /// A step never ended: the process made no progress for the watchdog's bound (only seen when exploring runs in
  /// a child process, as `demo-runner explore` does: its parent ends the child and reports the steps that led there).
  case hang
  /// The view state is of a kind no scenario declares: a screen no preview and no test shows.
  case undeclaredViewState
  /// Effects still sleep on the clock after it passed every sleep, or kept working without coming to rest.
  case unsettledEffects
  /// The state does not survive `Codable` (scripts and restoration depend on it).
  case roundTrip
  /// One of the feature's invariants does not hold.
  case invariant
  /// Screen mode: a control was pressed and nothing happened — no action reached the store, the state and the screen
  /// stayed the same (a button whose closure does nothing).
  case deadControl
  /// Screen mode: a presented screen (a full-screen cover, an alert, a pushed screen whose back button is hidden)
  /// offers no gesture back and none of its controls removes it.
  case noWayBack
  /// Screen mode: the view reported an issue, or trapped, while rendering.
  case render
}

/// A failed check: which one, and what it saw.
public struct ExplorationViolation: Hashable, Sendable, Codable {
  /// The check that failed.
  public let check: ExplorationCheck
  /// What failed, in one line or a few.
  public let message: String
  /// What must stay the same for a shorter sequence to count as the same failure while shrinking (the check,
  /// plus the kind or invariant for the checks that have one).
  public let signature: String

  /// A violation of `check`.
  public init(_ check: ExplorationCheck, _ message: String, signature: String? = nil) {
    self.check = check
    self.message = message
    self.signature = check.rawValue + (signature.map { ":" + $0 } ?? "")
  }
}
