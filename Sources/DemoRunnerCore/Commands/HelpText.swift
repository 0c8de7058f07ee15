/// The `--help` text of the runner and of each subcommand.
enum HelpText {
  /// `demo-runner --help`.
  static let overview = """
    demo-runner — every feature in every scenario, and scripted walkthroughs.

    Usage: demo-runner [COMMAND] [OPTIONS] [--color always|never|auto]
           demo-runner --version

    With no command, prints the gallery: every feature in every scenario, each drawn as a small
    screen followed by its state.

    Commands:
      gallery   Print the gallery, or write it as one HTML page (--html FILE).
      list      List the features, their scenarios and the bundled scripts.
      run       Run a feature in a scenario, then a script or lines typed on standard input.
      check     Replay every bundled script and compare it with its golden transcript.
      record    Rewrite golden transcripts from the scripts.
      new       Scaffold a feature: sources, scenarios, view, tests, a script and its golden.
      explore   Search features for bugs: generated intents, clock steps and service answers.
      help      Show this help, or a command's (`demo-runner help run`).

    Colour: on a terminal unless NO_COLOR is set; `--color always|never|auto` decides. Screens
    are as wide as COLUMNS, else the terminal, else 80 (goldens are always drawn at 80).

    Exit status: 0 success, 1 a failed check or expectation, 2 bad usage or a bad script.
    Run `demo-runner COMMAND --help` for a command's options.
    """

  /// `demo-runner gallery --help`.
  static let gallery = """
    Usage: demo-runner gallery [FEATURE…] [--no-state] [--long-text] [--html FILE] [--root DIR]

    Runs every scenario of every feature (or of the FEATUREs named; its onAppear, then its
    settleAfter time on a test clock) and prints a small screen per scenario followed by the
    state dump.

    Options:
      --no-state    Leave out the state dumps.
      --long-text   Also print each scenario's long-text variant, for the features that
                    declare one (`DemoFeature(…, longText: .hostile)`).
      --html FILE   Write one self-contained HTML page instead: a sidebar with every feature
                    and scenario, a permalink per card, a failure summary with a diff for each
                    broken scenario, each bundled script as a storyboard (a frame per step,
                    #FEATURE-script-NAME-step-N), light and dark, a narrow-column variant
                    (#narrow) and a long-text variant (#long-text); no JavaScript, nothing
                    loaded from the network.
      --root DIR    The package root: where the scripts drawn as storyboards are read, and what
                    FILE is printed relative to.

    Exits 1 when a scenario does not reach the view state it declares.
    """

  /// `demo-runner list --help`.
  static let list = """
    Usage: demo-runner list [--root DIR]

    Lists every feature with its scenarios (name, summary, the view state it reaches) and the
    bundled scripts (Sources/Features/<Name>/Scripts/*.demo).

    Options:
      --root DIR    The package root holding the scripts (default: found from the current
                    directory, DEMO_RUNNER_ROOT, or where the runner was built).
    """

  /// `demo-runner run --help`.
  static let run = """
    Usage: demo-runner run FEATURE [--scenario NAME] [--script FILE | --interactive]
                           [--live --base-url URL] [--root DIR]

    Starts FEATURE in a scenario (the script's `scenario` step, --scenario, or the first one),
    sends its onAppear action, then plays the script. Each step prints the action, the actions
    effects sent back, the state diff and the screen. With no script, the scenario's settleAfter
    time is also let pass, as in the gallery.

    Options:
      --scenario NAME   The scenario to start in.
      --script FILE     A script to play (see Docs/DemoRunner.md for the grammar).
      --interactive     Read steps from standard input, one per line (works with piped input).
                        `help` lists the steps and the feature's actions, `state` and
                        `screen` print the current ones, `quit` ends the session. On a
                        terminal, lines can be edited and ↑ recalls earlier ones.
      --live            Use the live services instead of the scenario's mocks.
      --base-url URL    With --live: the API's base URL (http or https). The token is read from
                        CONVERGENCE_API_TOKEN. Time-based effects still wait for `advance`.
      --root DIR        The package root, used to print script paths relative to it.

    Script steps:
      scenario NAME               start over in scenario NAME
      send ACTION                 send an action, e.g. send rowTapped(id: "1111…")
      advance DURATION            move the test clock, e.g. advance 300ms, advance 2s
      wait                        let effects settle
      expect viewState CASE       e.g. expect viewState loaded
      expect state.PATH == VALUE  e.g. expect state.items.count == 3

    Exits 1 when an expectation fails, 2 for a bad argument or script.
    """

  /// `demo-runner check --help`.
  static let check = """
    Usage: demo-runner check [--root DIR]

    Replays every bundled script (Sources/Features/<Name>/Scripts/*.demo) and compares its
    transcript with the golden next to it (*.golden). Prints a diff for each mismatch.

    Options:
      --root DIR    The package root holding the scripts.

    Exits 1 when a transcript differs from its golden, a golden is missing or an expectation
    fails; 2 when a script is malformed.
    """

  /// `demo-runner record --help`.
  static let record = """
    Usage: demo-runner record [SCRIPT…] [--root DIR]

    Replays the given scripts (default: every bundled script) and writes each transcript to the
    golden next to it (x.demo → x.golden). A script whose expectations fail is not recorded.

    Options:
      --root DIR    The package root holding the scripts.
    """

  /// `demo-runner new --help`.
  static let new = """
    Usage: demo-runner new NAME [--into DIR] [--module NAME]

    Scaffolds the whole file set of a feature called NAME, laid out like the sample features:
    the model, the service protocol, a live service over `apiClient`, a scenario mock,
    fixtures, scenarios, the reducer, a SwiftUI view with a #Preview per scenario, a test file
    (scenario proofs and an exhaustive flow), and a script with its golden transcript. The code
    compiles and its tests pass as generated.

      Sources/Features/NAME/…                  the feature and Scripts/toggle.{demo,golden}
      Tests/FeaturesTests/NAMEFeatureTests.swift

    Then prints the two lines to add by hand: the feature's `DemoFeature(…)` line for
    FeatureCatalog.standard and its `exclude` entry for Package.swift.

    NAME is an UpperCamelCase Swift identifier of ASCII letters and digits (`Weather`,
    `TrainTimes`), without a `Feature` suffix. An existing folder or test file is never
    overwritten, and a name whose types the Features module already declares is refused.

    Options:
      --into DIR       The package root to write into (default: this package).
      --module NAME    The module the feature's sources compile into, which the test file
                       imports (default: Features; in a package of your own, its target's name).

    Exits 2 for a bad NAME, an existing folder or a clash, writing nothing.
    """

  /// What `help` prints in an interactive session.
  static let interactive = """
    Steps: scenario NAME | send ACTION | advance DURATION | wait | expect viewState CASE |
           expect state.PATH == VALUE
    Also: help, state (the current state), screen (the current screen), quit.
    On a terminal: ←/→, Home/End, Backspace, Ctrl-U/Ctrl-K edit the line; ↑/↓ recall earlier
    lines; Ctrl-C abandons a line; Ctrl-D on an empty line ends the session.
    """

  /// The help of `command`, if it is one.
  static func of(_ command: String) -> String? {
    switch command {
    case "gallery": gallery
    case "list": list
    case "run": run
    case "check": check
    case "record": record
    case "new": new
    case "explore": explore
    case "help": overview
    default: nil
    }
  }

  /// The subcommands, in the order the overview lists them.
  static let commands = ["gallery", "list", "run", "check", "record", "new", "explore", "help"]
}
