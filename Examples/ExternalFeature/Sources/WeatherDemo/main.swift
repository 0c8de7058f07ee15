import DemoRunnerCore
import DemoSession
import Foundation
import WeatherFeatures

let catalog = FeatureCatalog([DemoFeature(WeatherFeature.self) { WeatherView(store: $0) }])
exit(await DemoRunner.main(arguments: Array(CommandLine.arguments.dropFirst()), catalog: catalog))
