public import Reducer

/// Which bug a ``PlantedScreenFeature``'s screen carries: what explore's screen mode must find by pressing it.
public enum PlantedScreenBug: String, Sendable {
  /// None: the screen is sound (every control does something, the cover closes).
  case sound
  /// A "Share" button whose closure does nothing.
  case deadButton
  /// The cover's "Close" sends an action the reducer ignores: a full-screen cover nothing removes.
  case noWayBack
  /// Drawing a count past 1 reports an issue.
  case renderIssue
  /// Drawing a count past 1 traps.
  case renderTrap
  /// Adding past 1 traps in the reducer (a tap's closure sends the action): a crash, not the view's.
  case reducerTrap
  /// The feature declares a "reset" intent, but its screen has no Reset button.
  case intentWithoutControl
}

/// Names the bug of one ``PlantedScreenFeature``.
public protocol PlantedScreenBugKind: Sendable {
  /// The bug.
  static var bug: PlantedScreenBug { get }
}

/// A counter with a title and a full-screen cover, its view in ``PlantedScreenView``, with one planted bug.
public struct PlantedScreenFeature<Kind: PlantedScreenBugKind>: Reducer {
  /// The counter.
  public struct State: Equatable, Sendable, Codable {
    /// The count.
    public var count = 0
    /// The title typed.
    public var title = ""
    /// Whether the cover shows.
    public var isCoverShown = false

    /// A count of 0, no title, no cover.
    public init() {}
  }

  /// What the screen sends.
  public enum Action: Equatable, Sendable, Codable {
    /// "Add".
    case addTapped
    /// "Reset".
    case resetTapped
    /// "Show cover".
    case showCoverTapped
    /// The cover's "Close".
    case closeCoverTapped
    /// The title field.
    case titleChanged(String)
  }

  /// The reducer.
  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.count += 1
        if Kind.bug == .reducerTrap, state.count > 1 { fatalError("the reducer counted past 1") }
      case .resetTapped: state.count = 0
      case .showCoverTapped: state.isCoverShown = true
      case .closeCoverTapped: if Kind.bug != .noWayBack { state.isCoverShown = false }
      case let .titleChanged(title): state.title = title
      }
      return .none
    }
  }
}

extension PlantedScreenFeature: ScenarioProviding {
  /// What the view shows.
  public enum ViewState: ScenarioViewState {
    /// The counter.
    case counter(Int)
    /// The cover over it.
    case cover
  }

  public static func viewState(of state: State) -> ViewState {
    state.isCoverShown ? .cover : .counter(state.count)
  }

  public static var featureName: String { "Screen-\(Kind.bug.rawValue)" }

  public static var scenarios: [Scenario<Self>] {
    var covered = State()
    covered.isCoverShown = true
    let cover = covered
    return [
      Scenario(
        .loaded, summary: "The counter at 0", initialState: State(), onAppear: nil,
        expecting: .counter(0)),
      Scenario(
        "cover", summary: "The cover shown", initialState: cover, onAppear: nil, expecting: .cover),
    ]
  }
}

extension PlantedScreenFeature: Explorable {
  /// Add, show the cover, and reset (the screen has no Reset button when that is the planted bug).
  public static var intents: [Intent<Self>] {
    [Intent(.addTapped), Intent(.showCoverTapped), Intent(.resetTapped)]
  }
}

/// The planted screen bugs, one type each.
public enum SoundScreen: PlantedScreenBugKind { public static let bug = PlantedScreenBug.sound }
/// See ``PlantedScreenBug/deadButton``.
public enum DeadButtonScreen: PlantedScreenBugKind {
  public static let bug = PlantedScreenBug.deadButton
}
/// See ``PlantedScreenBug/noWayBack``.
public enum NoWayBackScreen: PlantedScreenBugKind {
  public static let bug = PlantedScreenBug.noWayBack
}
/// See ``PlantedScreenBug/renderIssue``.
public enum RenderIssueScreen: PlantedScreenBugKind {
  public static let bug = PlantedScreenBug.renderIssue
}
/// See ``PlantedScreenBug/renderTrap``.
public enum RenderTrapScreen: PlantedScreenBugKind {
  public static let bug = PlantedScreenBug.renderTrap
}
/// See ``PlantedScreenBug/reducerTrap``.
public enum ReducerTrapScreen: PlantedScreenBugKind {
  public static let bug = PlantedScreenBug.reducerTrap
}
/// See ``PlantedScreenBug/intentWithoutControl``.
public enum IntentWithoutControlScreen: PlantedScreenBugKind {
  public static let bug = PlantedScreenBug.intentWithoutControl
}
