import DemoRunnerCore
import Foundation
import WeatherFeatures

let catalog = FeatureCatalog([DemoFeature(WeatherFeature.self)])
exit(await DemoRunner.main(arguments: Array(CommandLine.arguments.dropFirst()), catalog: catalog))
