import DemoRunnerCore
import Foundation

// `swift run demo-runner [COMMAND] [OPTIONS]`: see `demo-runner --help` and Docs/DemoRunner.md.
let status = await DemoRunner.main(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
