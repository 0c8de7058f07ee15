import DemoRunnerCore
import ExploreFixtures
import Foundation

// A demo runner over the planted-bug features: the child process `demo-runner explore` tests run, so a trap is
// reported by the parent instead of ending the test process.
let catalog = FeatureCatalog([
  DemoFeature(PlantedBugsFeature<TrapBug>.self, folder: "PlantedTrap"),
  DemoFeature(PlantedBugsFeature<LateChildActionBug>.self, folder: "PlantedLateChildAction"),
  DemoFeature(
    PlantedBugsFeature<UndeclaredViewStateBug>.self, folder: "PlantedUndeclaredViewState"),
])
exit(await DemoRunner.main(arguments: Array(CommandLine.arguments.dropFirst()), catalog: catalog))
