// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A second example app of its own, depending on Convergence by path: a practice log a musician keeps. It is what a
// full app built on this package looks like — a list of pieces persisted with `.fileStorage`, a detail that edits its
// piece through a derived `Shared`, a practice timer that records a session and dismisses itself, an alert and a
// confirmation dialog, a navigation stack, a recursive outline of a piece's sections, and a form whose view actions
// go through `BindingReducer(action:)`; and its SwiftUI views, rendered and tested on Linux through ReducerTesting's
// `Screen` (snapshots beside the tests). `.ci/run` builds it, runs its tests and its demo scripts
// (`Scripts/example-check.sh PracticeLog practicelog-demo`).
//
// SwiftPM names a path dependency after its folder, so the identity is read from where this package sits.
let convergence = URL(fileURLWithPath: Context.packageDirectory)
  .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
  name: "PracticeLog",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [.executable(name: "practicelog-demo", targets: ["PracticeLogDemo"])],
  dependencies: [.package(path: "../..")],
  targets: [
    .target(
      name: "PracticeLogFeatures",
      dependencies: [
        .product(name: "Dependencies", package: convergence),
        .product(name: "Reducer", package: convergence),
      ],
      path: "Sources/Features",
      exclude: ["Pieces/Scripts"]
    ),
    .executableTarget(
      name: "PracticeLogDemo",
      dependencies: ["PracticeLogFeatures", .product(name: "DemoRunnerCore", package: convergence)],
      path: "Sources/PracticeLogDemo"
    ),
    .testTarget(
      name: "PracticeLogTests",
      dependencies: [
        "PracticeLogFeatures",
        .product(name: "Dependencies", package: convergence),
        .product(name: "Reducer", package: convergence),
        .product(name: "ReducerTesting", package: convergence),
      ],
      path: "Tests/PracticeLogTests",
      // Screen snapshots (`Screen.expectSnapshot`), read from the source tree.
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
