import DemoRunnerCore
import Foundation

// `swift run demo-runner [COMMAND] [OPTIONS]`: see `demo-runner --help` and Docs/DemoRunner.md.
let arguments = Array(CommandLine.arguments.dropFirst())
exit(await DemoRunner.main(arguments: arguments, catalog: .standard))
