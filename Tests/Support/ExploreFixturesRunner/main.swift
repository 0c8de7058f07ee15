import DemoRunnerCore
import DemoSession
import ExploreFixtures
import Foundation
import SwiftUI

// A demo runner over the planted-bug features: the child process `demo-runner explore` tests run, so a trap is
// reported by the parent instead of ending the test process.
let catalog = FeatureCatalog([
  DemoFeature(PlantedBugsFeature<TrapBug>.self, folder: "PlantedTrap"),
  DemoFeature(PlantedBugsFeature<LateChildActionBug>.self, folder: "PlantedLateChildAction"),
  DemoFeature(
    PlantedBugsFeature<UndeclaredViewStateBug>.self, folder: "PlantedUndeclaredViewState"),
  DemoFeature(PlantedBugsFeature<PrintsBug>.self, folder: "PlantedPrints"),
  DemoFeature(PlantedBugsFeature<HangBug>.self, folder: "PlantedHang"),
  DemoFeature(PlantedBugsFeature<PreconditionBug>.self, folder: "PlantedPrecondition"),
  DemoFeature(PlantedBugsFeature<InvariantBug>.self, folder: "PlantedInvariant"),
  DemoFeature(PlantedBugsFeature<RoundTripBug>.self, folder: "PlantedRoundTrip"),
  DemoFeature(PlantedBugsFeature<UnsettledBug>.self, folder: "PlantedUnsettled"),
  DemoFeature(PlantedBugsFeature<RunawayBug>.self, folder: "PlantedRunaway"),
  DemoFeature(PlantedScreenFeature<SoundScreen>.self) { PlantedScreenView(store: $0) },
  DemoFeature(PlantedScreenFeature<DeadButtonScreen>.self) { PlantedScreenView(store: $0) },
  DemoFeature(PlantedScreenFeature<NoWayBackScreen>.self) { PlantedScreenView(store: $0) },
  DemoFeature(PlantedScreenFeature<RenderIssueScreen>.self) { PlantedScreenView(store: $0) },
  DemoFeature(PlantedScreenFeature<RenderTrapScreen>.self) { PlantedScreenView(store: $0) },
  DemoFeature(PlantedScreenFeature<ReducerTrapScreen>.self) { PlantedScreenView(store: $0) },
  DemoFeature(PlantedScreenFeature<IntentWithoutControlScreen>.self) {
    PlantedScreenView(store: $0)
  },
])
exit(await DemoRunner.main(arguments: Array(CommandLine.arguments.dropFirst()), catalog: catalog))
