import Dependencies
import PracticeLogFeatures
import Reducer
import ReducerTesting
import Testing

@MainActor
@Suite struct PiecesScenarioTests {
  @Test(arguments: PiecesFeature.scenarios)
  func scenarioReachesItsViewState(_ scenario: Scenario<PiecesFeature>) async {
    await scenario.assertReachesViewState()
  }

  @Test func everyViewStateHasAScenario() {
    PiecesFeature.assertEveryViewStateCovered()
    #expect(PiecesFeature.uncoveredViewStateKinds.isEmpty)
  }

  @Test func theLoadedScenarioReadsThePiecesFromTheSeededFile() {
    let store = PiecesFeature.scenario(.loaded).makeTestStore()
    #expect(store.state.pieces == PieceFixtures.list)
  }
}
