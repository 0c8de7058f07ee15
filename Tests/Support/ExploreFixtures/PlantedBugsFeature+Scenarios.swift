import Foundation
public import Reducer

extension PlantedBugsFeature: ScenarioProviding {
  /// What the view shows.
  public enum ViewState: ScenarioViewState {
    /// The rows.
    case list([PlantedRow])
    /// A detail, loaded.
    case detail(String)
    /// A detail, loading.
    case detailLoading
    /// A detail whose load failed: declared by no scenario (the planted gap).
    case detailFailed(String)
  }

  public static func viewState(of state: State) -> ViewState {
    guard let detail = state.detail else { return .list(Array(state.rows)) }
    if let failure = detail.failure { return .detailFailed(failure) }
    return detail.isLoading ? .detailLoading : .detail(detail.text)
  }

  public static var scenarios: [Scenario<Self>] {
    [
      Scenario(
        .loaded, summary: "Three rows", initialState: State(), onAppear: nil,
        expecting: .list(PlantedRow.fixtures)
      ) {
        $0.plantedDetailService = PlantedDetailService(.delayed("Details", by: .seconds(1)))
      },
      Scenario(
        "loadingDetail", summary: "A detail loading", initialState: Self.loadingDetail,
        onAppear: nil,
        expecting: .detailLoading
      ) {
        $0.plantedDetailService = PlantedDetailService(.loading)
      },
      Scenario(
        "detail", summary: "A detail loaded", initialState: Self.loadedDetail, onAppear: nil,
        expecting: .detail("Details")
      ) {
        $0.plantedDetailService = PlantedDetailService(.success("Details"))
      },
    ]
  }

  static var loadingDetail: State {
    var state = State()
    state.detail = PlantedDetailFeature.State(rowID: PlantedRow.fixtures[0].id)
    return state
  }

  static var loadedDetail: State {
    var state = State()
    var detail = PlantedDetailFeature.State(rowID: PlantedRow.fixtures[0].id)
    detail.isLoading = false
    detail.text = "Details"
    state.detail = detail
    return state
  }

  public static var featureName: String { "Planted-\(Kind.bug.rawValue)" }
}

extension PlantedBugsFeature: Explorable {
  public static var intents: [Intent<Self>] {
    [
      Intent("rowTapped") { state, draw in
        state.detail == nil ? .rowTapped(id: draw.id(from: state.rows.ids, absent: UUID(0))) : nil
      },
      Intent("deleteTapped") { state, draw in
        .deleteTapped(id: draw.id(from: state.rows.ids, absent: UUID(0)))
      },
      Intent("closeTapped") { state, _ in state.detail == nil ? nil : .closeTapped },
      Intent("favoriteTapped") { state, _ in
        state.detail == nil ? nil : .detail(.presented(.favoriteTapped))
      },
    ]
  }

  public static func invariants(_ state: State) -> [String] {
    Kind.bug == .invariant && state.favorites.count > 1 ? ["at most one favourite"] : []
  }
}

/// The trap: deleting a row while its detail loads.
public enum TrapBug: PlantedBugKind {
  public static var bug: PlantedBug { .trap }
}

/// A late action for a dismissed detail.
public enum LateChildActionBug: PlantedBugKind {
  public static var bug: PlantedBug { .lateChildAction }
}

/// A failed detail load shows an undeclared screen.
public enum UndeclaredViewStateBug: PlantedBugKind {
  public static var bug: PlantedBug { .undeclaredViewState }
}

/// Prints every action to standard output.
public enum PrintsBug: PlantedBugKind {
  public static var bug: PlantedBug { .prints }
}

/// Deleting a row while its detail loads never returns.
public enum HangBug: PlantedBugKind {
  public static var bug: PlantedBug { .hang }
}

/// Saving a favourite fails a precondition.
public enum PreconditionBug: PlantedBugKind {
  public static var bug: PlantedBug { .precondition }
}

/// Two favourites break the invariant.
public enum InvariantBug: PlantedBugKind {
  public static var bug: PlantedBug { .invariant }
}

/// Favourites do not survive Codable.
public enum RoundTripBug: PlantedBugKind {
  public static var bug: PlantedBug { .roundTrip }
}

/// A saved favourite leaves an effect sleeping.
public enum UnsettledBug: PlantedBugKind {
  public static var bug: PlantedBug { .unsettled }
}

/// A saved favourite saves itself again without end.
public enum RunawayBug: PlantedBugKind {
  public static var bug: PlantedBug { .runaway }
}
