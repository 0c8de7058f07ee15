// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A user's own package, kept as a fixture: it depends on Convergence by path, holds one feature
// scaffolded by `demo-runner new Weather --into Examples/ExternalFeature --module WeatherFeatures` (the tutorial's file set), and runs its own demo runner.
// `.ci/run` builds it, runs its tests (the scenario proofs) and `swift run weather-demo check`.
//
// SwiftPM names a path dependency after its folder, so the identity is read from where this
// package sits (the repository may be cloned into any folder name).
let convergence = URL(fileURLWithPath: Context.packageDirectory)
  .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
  name: "ExternalFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [.executable(name: "weather-demo", targets: ["WeatherDemo"])],
  dependencies: [.package(path: "../..")],
  targets: [
    .target(
      name: "WeatherFeatures",
      dependencies: [
        .product(name: "Dependencies", package: convergence),
        .product(name: "Reducer", package: convergence),
        .product(name: "APIService", package: convergence),
      ],
      path: "Sources/Features",
      exclude: ["Weather/Scripts"]
    ),
    .executableTarget(
      name: "WeatherDemo",
      dependencies: ["WeatherFeatures", .product(name: "DemoRunnerCore", package: convergence)],
      path: "Sources/WeatherDemo"
    ),
    .testTarget(
      name: "WeatherFeaturesTests",
      dependencies: [
        "WeatherFeatures",
        .product(name: "Dependencies", package: convergence),
        .product(name: "Reducer", package: convergence),
        .product(name: "ReducerTesting", package: convergence),
      ],
      path: "Tests/FeaturesTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)
