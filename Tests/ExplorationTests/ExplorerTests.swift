import Exploration
import ExploreFixtures
import Features
import Reducer
import ReducerTesting
import Testing

@MainActor
struct ExplorerTests {
  @Test func itemsPassEveryCheckWithTheDefaultBudget() async throws {
    let report = try await Explorer(ItemsFeature.self).explore()
    #expect(report.passed, "\(report.text)")
    #expect(report.stepCount > 1_000)
    #expect(report.intents.map(\.name) == ["refreshPulled", "retryTapped", "rowTapped", "appear"])
    #expect(report.intents.allSatisfy { $0.count > 0 })
    #expect(report.undeclaredViewStates.isEmpty)
    #expect(report.viewStates.allSatisfy { $0.reachedFrom != nil })
  }

  @Test func theSameSeedGivesTheSameReport() async throws {
    let options = ExplorationOptions(runs: 40, steps: 20, seed: 7)
    let first = try await Explorer(ItemsFeature.self, options: options).explore()
    let second = try await Explorer(ItemsFeature.self, options: options).explore()
    #expect(first == second)
    #expect(first.text == second.text)
    let other = try await Explorer(
      ItemsFeature.self, options: ExplorationOptions(runs: 40, steps: 20, seed: 8)
    )
    .explore()
    #expect(other.intents != first.intents)
  }

  @Test func aLateChildActionIsFoundAndShrunkToItsThreeSteps() async throws {
    let report = try await Explorer(PlantedBugsFeature<LateChildActionBug>.self).explore()
    let failure = try #require(report.failure)
    #expect(failure.check == .issue)
    #expect(failure.message.contains("received a presentation action when nothing was presented"))
    // Favourite, close, let the save answer: nothing shorter fails this way.
    #expect(failure.steps.count == 3, "\(failure.script)")
    #expect(failure.script.contains("send closeTapped"))
  }

  @Test func anUndeclaredViewStateIsFoundAndShrunkToItsTwoSteps() async throws {
    let report = try await Explorer(PlantedBugsFeature<UndeclaredViewStateBug>.self).explore()
    let failure = try #require(report.failure)
    #expect(failure.check == .undeclaredViewState)
    #expect(failure.steps.count <= 3, "\(failure.script)")
    #expect(failure.script.hasSuffix("expect declared viewState"))
    #expect(report.undeclaredViewStates == ["detailFailed"])
  }

  @Test func exhaustiveModeProvesItemsToDepthThree() async throws {
    let report = try await Explorer(
      ItemsFeature.self, options: ExplorationOptions(exhaustiveDepth: 3)
    ).explore()
    #expect(report.passed, "\(report.text)")
    #expect(report.mode == "exhaustive")
    #expect((report.distinctStates ?? 0) > 10)
  }

  @Test func exhaustiveModeFindsTheLateChildActionAtItsDepth() async throws {
    let options = ExplorationOptions(scenario: "detail", exhaustiveDepth: 3)
    let report = try await Explorer(PlantedBugsFeature<LateChildActionBug>.self, options: options)
      .explore()
    #expect(report.failure?.check == .issue)
    #expect(report.failure?.steps.count == 3)
  }

  @Test func exploreFromATestReportsTheFailureWithItsScript() async {
    await withKnownIssue {
      await PlantedBugsFeature<LateChildActionBug>.explore(runs: 50, steps: 20)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("shrunk to this script") && $0.rawValue.contains("scenario ")
      }
    }
  }

  @Test func itemsExploreFromATestPasses() async {
    let report = await ItemsFeature.explore(runs: 50, steps: 20)
    #expect(report?.passed == true)
  }

  @Test func stepsRoundTripThroughTheirTextForm() {
    let steps: [ExploreStep] = [
      .intent(2, choices: [0, 3]), .intent(0, choices: []), .advance(.pastSleeps),
      .answer(.never),
    ]
    #expect(ExploreStep.parse(steps.map(\.description).joined(separator: " ")) == steps)
    #expect(ExploreStep.parse("i1 x2") == nil)
  }
}
