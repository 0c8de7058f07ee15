import DemoRunnerCore
import DemoSession
import Dependencies
import Reducer
import Testing

/// A feature that closes itself when its work is done, as a recording screen does.
struct ClosingFeature: Reducer {
  struct State: Equatable, Sendable { var isDone = false }
  enum Action: Equatable, Sendable, Codable { case doneTapped, finished }

  @Dependency(\.dismiss) var dismiss

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .doneTapped:
        return .run { send in
          await send(.finished)
          await dismiss()
        }
      case .finished:
        state.isDone = true
        return .none
      }
    }
  }
}

extension ClosingFeature: ScenarioProviding {
  enum ViewState: ScenarioViewState {
    case open, done
    enum Kind: CaseIterable, Hashable, Sendable { case open, done }
    var kind: Kind { self == .open ? .open : .done }
  }
  static func viewState(of state: State) -> ViewState { state.isDone ? .done : .open }
  static let scenarios: [Scenario<ClosingFeature>] = [
    Scenario("open", initialState: State(), onAppear: nil, expecting: .open)
  ]
  static var featureName: String { "Closing" }
}

@MainActor
@Suite struct DismissalScriptTests {
  @Test func aFeatureThatDismissesItselfShowsAsADismissedStep() async throws {
    let path = try DemoRunnerFixtures.scriptFile("send doneTapped\nexpect viewState done\n")
    defer { DemoRunnerFixtures.remove(path) }
    let result = await DemoRunnerFixtures.run(
      ["run", "Closing", "--script", path],
      catalog: FeatureCatalog([DemoFeature(ClosingFeature.self)]))
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.contains(
        """
        line 1: send doneTapped
          received:
            .finished
          dismissed: the feature dismissed itself; its effects were cancelled
        """))
    #expect(!result.stderr.contains("nothing presented"))
  }
}
