import DemoRunnerCore
import DemoSession
import Foundation
import PracticeLogFeatures
import SwiftUI

let catalog = FeatureCatalog([
  DemoFeature(PiecesFeature.self, folder: "Pieces") { PiecesView(store: $0) }
])
exit(await DemoRunner.main(arguments: Array(CommandLine.arguments.dropFirst()), catalog: catalog))
