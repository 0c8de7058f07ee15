#if os(Linux)
  import DemoRunnerCore
  import Dependencies
  import Reducer
  import SwiftUI

  /// A feature for the UI steps' own tests: two buttons labelled "Save" (a step naming it matches both), one
  /// labelled with hostile text, and a counter.
  struct TwinButtonsFeature: Reducer {
    struct State: Equatable, Sendable { var saves = 0 }
    enum Action: Equatable, Sendable, Codable { case saveTapped, hostileTapped }

    /// A label no terminal should obey: a screen clear, a bidi override, a NUL, then 10,000 letters.
    static let hostileLabel =
      "Evil \u{1B}[2J\u{202E}txt\u{0}" + String(repeating: "x", count: 10_000)

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .saveTapped: state.saves += 1
        case .hostileTapped: break
        }
        return .none
      }
    }
  }

  extension TwinButtonsFeature: ScenarioProviding {
    enum ViewState: ScenarioViewState {
      case idle
      enum Kind: CaseIterable, Hashable, Sendable { case idle }
      var kind: Kind { .idle }
    }
    static func viewState(of state: State) -> ViewState { .idle }
    static let scenarios: [Scenario<TwinButtonsFeature>] = [
      Scenario("idle", initialState: State(), onAppear: nil, expecting: .idle)
    ]
    static var featureName: String { "Twins" }
  }

  /// Two "Save" buttons, and one with a hostile label.
  struct TwinButtonsView: View {
    let store: StoreOf<TwinButtonsFeature>

    var body: some View {
      VStack {
        Button("Save") { store.send(.saveTapped) }
        Button("Save") { store.send(.saveTapped) }
        Button(TwinButtonsFeature.hostileLabel) { store.send(.hostileTapped) }
      }
    }
  }
#endif
