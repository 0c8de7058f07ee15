extension HelpText {
  /// `demo-runner explore --help`.
  static let explore = """
    Usage: demo-runner explore [FEATURE] [--scenario NAME] [--runs N] [--steps K] [--seed S]
                               [--exhaustive [--depth D]] [--json FILE] [--save PATH]

    Searches every feature (or FEATURE) for bugs. From each scenario it sends generated
    sequences of the feature's intents (what a user can do, declared with `Explorable`), moves
    the test clock (a little, or past every pending sleep) and varies the mock services'
    answers (success, empty, failure, delayed, never). After every step it checks: no reported
    issue, no crash, a view state of a kind some scenario declares, effects that settle once
    the clock passed their sleeps, a state that round-trips through Codable, the feature's
    invariants. A failure is shrunk to a minimal sequence and printed as a .demo script.

    Options:
      --scenario NAME  Only this scenario (needs FEATURE).
      --runs N         Random runs, scenarios taking turns (default 200).
      --steps K        Steps per run (default 30).
      --seed S         The seed (default 1): the same seed gives the same report, byte for byte.
      --exhaustive     Breadth-first over every intent (every payload choice) and clock step
                       instead, states deduplicated: every state reachable in D steps passes.
      --depth D        The depth of --exhaustive (default 3).
      --json FILE      Also write the reports as JSON (coverage and failures).
      --save PATH      Write the failing sequence as a script: `demo-runner run FEATURE
                       --script PATH` reproduces it.
      --in-process     Explore in this process (a trap then ends the run).

    Each report lists the view-state kinds reached (and from which scenario), the intents sent,
    and every reachable view-state kind no scenario declares.

    Exits 1 when a check fails.
    """
}
