public import Reducer
/// A parsed demo script: the steps the demo runner replays against a feature.
///
/// Scripts are UTF-8 text, one step a line; ``ScriptParser`` reads them. The grammar:
///
/// ```
/// script      = { line }                     at least one step
/// line        = [ step ] [ "#" comment ]     blank lines and comments are ignored
/// step        = "scenario" NAME              at most once, before every other step
///             | "send" ACTION                ACTION is an action literal (ActionLiteralParser)
///             | "advance" DURATION           e.g. 300ms, 1s, 1.5s, 2m (exact to the nanosecond)
///             | "wait"                       until the feature's effects settle
///             | "answer" ANSWER              how the next mock service call answers
///             | "expect" "viewState" CASE    CASE is a case literal, e.g. loaded or error("x")
///             | "expect" "declared" "viewState"   the view state's kind is one some scenario declares
///             | "expect" ( "invariants" | "roundTrip" | "settled" )   one of explore's checks holds
///             | "expect" PATH "==" VALUE     VALUE is any literal, e.g. 2, "swift", .loaded, nil
/// NAME        = [A-Za-z0-9_.-]+ | STRING
/// DURATION    = DIGITS [ "." DIGITS ] ( "ms" | "s" | "m" )
/// PATH        = "state" { "." IDENTIFIER | "[" DIGITS "]" }
/// ANSWER      = "success" | "empty" | "failure" | "delayed" | "never"
/// ```
///
/// For example:
///
/// ```
/// # Sources/Features/Items/Scripts/refresh.demo
/// scenario loaded
/// send onAppear
/// advance 1s
/// send rowTapped(id: "11111111-1111-1111-1111-111111111111")
/// wait
/// expect viewState loaded
/// expect state.items.count == 2
/// expect state.query == "swift"
/// ```
///
/// `send` keeps the raw ``ActionLiteral``: it is decoded later, per feature, with
/// ``LiteralDecoder`` (or ``decodeAction(_:from:knownCaseNames:)``).
public struct Script: Hashable, Sendable {
  /// The file the script was read from, as given to the parser.
  public var file: String
  /// The steps, in order.
  public var steps: [ScriptStep]

  /// Creates a script.
  public init(file: String, steps: [ScriptStep]) {
    self.file = file
    self.steps = steps
  }

  /// The scenario named by a `scenario` step, if the script has one.
  public var scenario: String? {
    for step in steps {
      if case .scenario(let name) = step.kind { return name }
    }
    return nil
  }
}

/// One line of a ``Script``, with where it was written.
public struct ScriptStep: Hashable, Sendable {
  /// What a step does.
  public enum Kind: Hashable, Sendable {
    /// `scenario NAME`: start the feature in the named scenario.
    case scenario(String)
    /// `send ACTION`: send an action, kept as written until the feature decodes it.
    case send(ActionLiteral)
    /// `advance DURATION`: move the test clock forward.
    case advance(Duration)
    /// `wait`: let in-flight effects settle.
    case wait
    /// `answer ANSWER`: the next call of the scenario's mock services answers so (`ServiceAnswer`); how
    /// `demo-runner explore` writes a fault it injected.
    case answer(ServiceAnswer)
    /// `expect viewState CASE`: the view state is the given case (compare at least
    /// ``ActionLiteral/caseName``).
    case expectViewState(ActionLiteral)
    /// `expect declared viewState`: the view state's case is one some scenario of the feature declares (what
    /// `demo-runner explore` writes for a view state no scenario shows).
    case expectDeclaredViewState
    /// `expect invariants`, `expect roundTrip`, `expect settled`: one of `demo-runner explore`'s checks holds now
    /// (what `explore --save` writes for an invariant, round-trip or unsettled-effects failure).
    case expectCheck(ScriptCheck)
    /// `expect state.PATH == VALUE`: the state's value at `path` equals `value`.
    case expectState(StatePath, equals: ActionLiteral)
    /// A user's step on the rendered screen (`tap "Retry"`, `type "Milk" into "Title"`, `back`, …): replayed
    /// through the feature's view, so a script can do only what the screen offers.
    case ui(UIStep)
  }

  /// What the step does.
  public var kind: Kind
  /// Where the step's keyword is.
  public var location: SourceLocation

  /// Creates a step.
  public init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }
}

/// A path into a feature's state, as written after `expect`: `state.items[0].title`.
public struct StatePath: Hashable, Sendable, CustomStringConvertible {
  /// One step of a path.
  public enum Component: Hashable, Sendable {
    /// `.name`: a stored property (or `count` of a collection).
    case property(String)
    /// `[n]`: the n-th element of a collection.
    case index(Int)
  }

  /// The components after `state`; empty for the whole state.
  public var components: [Component]

  /// Creates a path.
  public init(_ components: [Component]) {
    self.components = components
  }

  /// The path as written: `state.items[0].title`.
  public var description: String {
    components.reduce(into: "state") { text, component in
      switch component {
      case .property(let name): text += "." + name
      case .index(let index): text += "[\(index)]"
      }
    }
  }
}
