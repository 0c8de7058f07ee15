import Dependencies
import Foundation
public import Reducer

extension PiecesFeature: ScenarioProviding {
  /// What the app shows: the screen on top of the stack, and what is presented over it.
  public enum ViewState: ScenarioViewState {
    /// "No pieces yet".
    case empty
    /// The list: each piece's title and the minutes practised.
    case list([Row])
    /// The add sheet over the list, with the title typed so far.
    case adding(title: String)
    /// "Delete …?" over the list or over a detail.
    case confirmingDeletion(title: String)
    /// A piece's detail.
    case detail(Row, sessions: Int)
    /// The editor sheet over a detail, with the title typed so far.
    case editing(title: String)
    /// A practice session: seconds practised of the target.
    case practising(title: String, seconds: Int, of: Int)
    /// "End this session?" over a practice session.
    case endingSession(seconds: Int)
    /// A piece's outline: how many sections it holds.
    case outline(title: String, sections: Int)
  }

  /// One row of the list.
  public struct Row: Equatable, Sendable {
    /// The piece's title.
    public var title: String
    /// The minutes practised in all.
    public var minutes: Int
  }

  public static func viewState(of state: State) -> ViewState {
    switch state.path.last {
    case let .detail(detail)?:
      switch detail.destination {
      case let .edit(form)?: return .editing(title: form.piece.title)
      case .alert?: return .confirmingDeletion(title: detail.piece.title)
      case nil: return .detail(row(detail.piece), sessions: detail.piece.sessions.count)
      }
    case let .practice(practice)?:
      if practice.dialog != nil { return .endingSession(seconds: practice.secondsElapsed) }
      return .practising(
        title: practice.piece.title, seconds: practice.secondsElapsed, of: practice.targetSeconds)
    case let .outline(outline)?:
      return .outline(title: outline.root.title, sections: outline.root.count - 1)
    case nil:
      switch state.destination {
      case let .add(form)?: return .adding(title: form.piece.title)
      case let .alert(alert)?:
        return .confirmingDeletion(
          title: deletedID(alert).flatMap { state.pieces[id: $0]?.title } ?? "")
      case nil:
        return state.pieces.isEmpty ? .empty : .list(state.pieces.map(row))
      }
    }
  }

  private static func row(_ piece: Piece) -> Row {
    Row(title: piece.title, minutes: piece.minutesPractised)
  }

  private static func deletedID(_ alert: AlertState<Destination.Action.Alert>) -> Piece.ID? {
    for button in alert.buttons {
      if case let .confirmDeletion(id)? = button.action { return id }
    }
    return nil
  }

  /// Every state the app can show, each from the same three pieces.
  public static let scenarios: [Scenario<PiecesFeature>] = [
    Scenario(
      .loaded, summary: "Three pieces, two practised", initialState: State(), onAppear: nil,
      expecting: .list(PieceFixtures.list.map(row))
    ) {
      $0.defaultFileStorage = .inMemory(PracticeLogFiles.seed(PieceFixtures.list))
    },
    Scenario(
      .empty, summary: "A first launch", initialState: State(), onAppear: nil, expecting: .empty),
    Scenario(
      "adding", summary: "The add sheet, title typed",
      initialState: State(
        destination: .add(PieceFormFeature.State(piece: Piece(id: UUID(0), title: "Prelude")))),
      onAppear: nil, expecting: .adding(title: "Prelude")
    ),
    Scenario(
      "detail", summary: "The étude's detail", initialState: detailState(), onAppear: nil,
      expecting: .detail(row(PieceFixtures.etude), sessions: 2)
    ) {
      $0.defaultFileStorage = .inMemory(PracticeLogFiles.seed(PieceFixtures.list))
    },
    Scenario(
      "practising", summary: "A session of the nocturne, 10 seconds in",
      initialState: practiceState(),
      onAppear: nil, expecting: .practising(title: "Nocturne", seconds: 10, of: 60)
    ) {
      $0.defaultFileStorage = .inMemory(PracticeLogFiles.seed(PieceFixtures.list))
    },
    Scenario(
      "confirmingDeletion", summary: "The list asks before deleting the nocturne",
      initialState: State(
        destination: .alert(
          AlertState {
            TextState("Delete “Nocturne”?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion(id: PieceFixtures.nocturne.id))
            {
              TextState("Delete")
            }
            ButtonState(role: .cancel) { TextState("Cancel") }
          })),
      onAppear: nil, expecting: .confirmingDeletion(title: "Nocturne")
    ) {
      $0.defaultFileStorage = .inMemory(PracticeLogFiles.seed(PieceFixtures.list))
    },
    Scenario(
      "editing", summary: "The étude's editor sheet over its detail", initialState: editingState(),
      onAppear: nil, expecting: .editing(title: "Étude in E major")
    ) {
      $0.defaultFileStorage = .inMemory(PracticeLogFiles.seed(PieceFixtures.list))
    },
    Scenario(
      "endingSession", summary: "“End this session?” over a practice of the nocturne",
      initialState: practiceState(ending: true), onAppear: nil,
      expecting: .endingSession(seconds: 10)
    ) {
      $0.defaultFileStorage = .inMemory(PracticeLogFiles.seed(PieceFixtures.list))
    },
    Scenario(
      "outline", summary: "The étude's outline", initialState: outlineState(), onAppear: nil,
      expecting: .outline(title: "Étude in E major", sections: 3)
    ) {
      $0.defaultFileStorage = .inMemory(PracticeLogFiles.seed(PieceFixtures.list))
    },
  ]

  /// The list with the étude's detail pushed.
  static func detailState() -> State {
    var state = State()
    if let etude = Shared(state.$pieces[id: PieceFixtures.etude.id]) {
      state.path.append(.detail(PieceDetailFeature.State(piece: etude)))
    }
    return state
  }

  /// The étude's detail with its editor sheet presented.
  static func editingState() -> State {
    var state = State()
    if let etude = Shared(state.$pieces[id: PieceFixtures.etude.id]) {
      state.path.append(
        .detail(
          PieceDetailFeature.State(
            piece: etude, destination: .edit(PieceFormFeature.State(piece: etude.wrappedValue)))))
    }
    return state
  }

  /// The nocturne's detail with a practice session 10 seconds in pushed over it, its dialog shown when `ending`.
  static func practiceState(ending: Bool = false) -> State {
    var state = State()
    if let nocturne = Shared(state.$pieces[id: PieceFixtures.nocturne.id]) {
      state.path.append(.detail(PieceDetailFeature.State(piece: nocturne)))
      var practice = PracticeFeature.State(piece: nocturne, secondsElapsed: 10)
      if ending { practice.dialog = PracticeFeature.endDialog(for: practice) }
      state.path.append(.practice(practice))
    }
    return state
  }

  /// The étude's detail with its outline pushed over it.
  static func outlineState() -> State {
    var state = State()
    if let etude = Shared(state.$pieces[id: PieceFixtures.etude.id]) {
      state.path.append(.detail(PieceDetailFeature.State(piece: etude)))
      state.path.append(.outline(OutlineScreenFeature.State(piece: etude)))
    }
    return state
  }

  public static var featureName: String { "PracticeLog" }
}
