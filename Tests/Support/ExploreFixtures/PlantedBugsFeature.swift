public import Foundation
public import Reducer

/// Which bug a ``PlantedBugsFeature`` carries.
public enum PlantedBug: String, Sendable {
  /// Deleting a row while its detail loads traps.
  case trap
  /// A save the parent starts for the detail answers after the detail was dismissed: an action for a child that
  /// is not there.
  case lateChildAction
  /// A failed detail load shows a screen no scenario declares.
  case undeclaredViewState
  /// Every action is printed to standard output (as `_printChanges()` does): exploring must not mind.
  case prints
  /// Deleting a row while its detail loads never returns.
  case hang
  /// Saving a favourite fails a precondition.
  case precondition
  /// Two favourites break the feature's invariant.
  case invariant
  /// Favourites are not encoded: the state does not round-trip.
  case roundTrip
  /// A saved favourite leaves an effect sleeping for an hour.
  case unsettled
  /// A saved favourite saves itself again, without end.
  case runaway
}

/// Names the bug of one ``PlantedBugsFeature``.
public protocol PlantedBugKind: Sendable {
  /// The bug.
  static var bug: PlantedBug { get }
}

/// A feature with one planted bug, for proving that exploring finds, shrinks and saves it: a list of rows, each
/// opening a detail that loads (one second on the clock) and can be favourited.
public struct PlantedBugsFeature<Kind: PlantedBugKind>: Reducer {
  /// The list.
  public struct State: Equatable, Sendable, Codable {
    /// The rows.
    public var rows: IdentifiedArrayOf<PlantedRow> = IdentifiedArray(
      uniqueElements: PlantedRow.fixtures)
    /// The detail of a row, when one is open.
    @Presents public var detail: PlantedDetailFeature.State?
    /// Rows favourited.
    public var favorites: [UUID] = []

    /// The list, nothing open.
    public init() {}

    enum CodingKeys: String, CodingKey { case rows, detail, favorites }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      rows = try container.decode(IdentifiedArrayOf<PlantedRow>.self, forKey: .rows)
      detail = try container.decodeIfPresent(PlantedDetailFeature.State.self, forKey: .detail)
      favorites = try container.decode([UUID].self, forKey: .favorites)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(rows, forKey: .rows)
      try container.encodeIfPresent(detail, forKey: .detail)
      // The planted round-trip bug: favourites are lost on the way.
      try container.encode(Kind.bug == .roundTrip ? [] : favorites, forKey: .favorites)
    }
  }

  /// What can happen.
  public enum Action: Equatable, Sendable, Codable {
    /// A row was tapped: open its detail.
    case rowTapped(id: UUID)
    /// A row was swiped away.
    case deleteTapped(id: UUID)
    /// The detail's close button.
    case closeTapped
    /// The favourite save answered.
    case favoriteSaved(id: UUID)
    /// The detail's actions.
    case detail(PresentationAction<PlantedDetailFeature.Action>)
  }

  @Dependency(\.continuousClock) var clock

  /// The reducer.
  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      // The planted printing: what a debugging `print` in a reducer does.
      if Kind.bug == .prints { print("action: \(action)") }
      switch action {
      case let .rowTapped(id):
        guard state.rows[id: id] != nil else { return .none }
        state.detail = PlantedDetailFeature.State(rowID: id)
        return .send(.detail(.presented(.load)))
      case let .deleteTapped(id):
        state.rows.remove(id: id)
        if Kind.bug == .trap, let detail = state.detail, detail.isLoading {
          // The planted bug: assumes the loading detail's row is still there.
          let row = state.rows[id: detail.rowID]!
          state.detail?.text = row.title
        }
        if Kind.bug == .hang, let detail = state.detail, detail.isLoading {
          PlantedHang.spin()
        }
        if state.detail?.rowID == id { state.detail = nil }
        return .none
      case .closeTapped:
        state.detail = nil
        return .none
      case let .favoriteSaved(id):
        if Kind.bug == .precondition {
          precondition(state.favorites.isEmpty, "favourites reached 1")
        }
        state.favorites.append(id)
        if Kind.bug == .runaway {
          // The planted runaway: the save saves itself again.
          return .run { send in await send(.favoriteSaved(id: id)) }
        }
        // The planted bug: tells a detail that may have been dismissed since.
        return Kind.bug == .lateChildAction ? .send(.detail(.presented(.favoriteConfirmed))) : .none
      case .detail(.presented(.favoriteTapped)):
        guard let id = state.detail?.rowID else { return .none }
        return .run { send in
          try await clock.sleep(for: .milliseconds(500))
          await send(.favoriteSaved(id: id))
          // The planted unsettled effect: it goes on sleeping after its work is done.
          if Kind.bug == .unsettled { try await clock.sleep(for: .seconds(3600)) }
        }
      case .detail:
        return .none
      }
    }
    .ifLet(\.$detail, action: Action.detail) {
      PlantedDetailFeature(showsFailure: Kind.bug == .undeclaredViewState)
    }
  }
}

/// One row.
public struct PlantedRow: Identifiable, Equatable, Hashable, Sendable, Codable {
  /// Its id.
  public let id: UUID
  /// Its title.
  public var title: String

  /// Three rows.
  public static let fixtures = [
    PlantedRow(id: UUID(fixture: "A0000000-0000-0000-0000-000000000001"), title: "First"),
    PlantedRow(id: UUID(fixture: "A0000000-0000-0000-0000-000000000002"), title: "Second"),
    PlantedRow(id: UUID(fixture: "A0000000-0000-0000-0000-000000000003"), title: "Third"),
  ]
}
