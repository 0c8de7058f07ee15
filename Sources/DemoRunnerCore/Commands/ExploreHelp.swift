extension HelpText {
  /// What `demo-runner explore` does (its options are ``CommandOption``s).
  static let exploreAbout = """
    Searches every feature (or FEATURE) for bugs. From each scenario it sends generated
    sequences of the feature's intents (what a user can do, declared with `Explorable`), moves
    the test clock (a little, or past every pending sleep) and varies the mock services'
    answers (success, empty, failure, delayed, never). After every step it checks: no reported
    issue, no crash, a view state of a kind some scenario declares, effects that settle once
    the clock passed their sleeps, a state that round-trips through Codable, the feature's
    invariants, no step that never ends. A failure is shrunk to a minimal sequence and printed
    as a .demo script.
    """

  /// What follows the options of `demo-runner explore --help`.
  static let exploreFooter = """
    Each report lists the view-state kinds reached (and from which scenario), the intents sent,
    and every reachable view-state kind no scenario declares.

    Features are explored in worker processes, so a trap or a hang ends the worker, not the
    command. A worker that makes no progress for 20 s of processor time hangs (set another bound
    in seconds with DEMO_RUNNER_EXPLORE_WATCHDOG).

    Exits 1 when a check fails.
    """
}
