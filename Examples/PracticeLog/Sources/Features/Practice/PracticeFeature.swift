import Dependencies
public import Reducer

/// A practice session of one piece: a timer ticks once a second; when the piece's target is reached, or the user
/// ends early and chooses to keep the session, the session is logged on the piece — through the `Shared` reference
/// the detail handed down — and the screen dismisses itself.
public struct PracticeFeature: Reducer {
  /// The session's state.
  public struct State: Equatable, Sendable {
    /// The piece practised: a reference into the persisted list, so a logged session reaches the disk.
    @Shared public var piece: Piece
    /// The seconds practised so far.
    public var secondsElapsed = 0
    /// "End this session?", while it is shown; the timer pauses under it.
    @Presents public var dialog: ConfirmationDialogState<Action.Dialog>?

    /// A session of the piece `piece` refers to, `secondsElapsed` in.
    public init(piece: Shared<Piece>, secondsElapsed: Int = 0) {
      self._piece = piece
      self.secondsElapsed = secondsElapsed
    }

    /// The seconds the piece's target asks for.
    public var targetSeconds: Int { max(piece.targetMinutes, 1) * 60 }
  }

  /// What can happen during a session.
  public enum Action: Equatable, Sendable, Codable {
    /// The screen appeared: start the timer.
    case onAppear
    /// A second passed.
    case timerTicked
    /// "End" tapped before the target.
    case endTapped
    /// A button of the confirmation dialog, or its dismissal.
    case dialog(PresentationAction<Dialog>)

    /// The dialog's buttons.
    public enum Dialog: Equatable, Sendable, Codable {
      /// "Log session": keep what was practised.
      case logAndEnd
      /// "Discard": end without logging.
      case discard
    }
  }

  private enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date) var now
  @Dependency(\.uuid) var uuid
  @Dependency(\.dismiss) var dismiss

  /// The reducer.
  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      case .timerTicked:
        guard state.dialog == nil else { return .none }
        state.secondsElapsed += 1
        guard state.secondsElapsed >= state.targetSeconds else { return .none }
        return logAndEnd(&state)
      case .endTapped:
        state.dialog = Self.endDialog(for: state)
        return .none
      case .dialog(.presented(.logAndEnd)):
        return logAndEnd(&state)
      case .dialog(.presented(.discard)):
        return .merge(.cancel(id: CancelID.timer), .run { _ in await dismiss() })
      case .dialog(.dismiss):
        return .none
      }
    }
    .ifLet(\.$dialog, action: Action.dialog)
  }

  /// "End this session?", as `endTapped` shows it over `state`.
  public static func endDialog(for state: State) -> ConfirmationDialogState<Action.Dialog> {
    let practised = state.secondsElapsed / 60
    let target = state.targetSeconds / 60
    return ConfirmationDialogState {
      TextState("End this session?")
    } actions: {
      ButtonState(action: .logAndEnd) { TextState("Log session") }
      ButtonState(role: .destructive, action: .discard) { TextState("Discard") }
      ButtonState(role: .cancel) { TextState("Keep practising") }
    } message: {
      TextState("You practised \(practised) of \(target) minutes.")
    }
  }

  /// Logs the session on the piece, stops the timer and dismisses the screen.
  private func logAndEnd(_ state: inout State) -> Effect<Action> {
    let session = PracticeSession(id: uuid(), date: now(), seconds: state.secondsElapsed)
    state.$piece.sessions.withLock { $0.insert(session, at: 0) }
    return .merge(.cancel(id: CancelID.timer), .run { _ in await dismiss() })
  }
}
