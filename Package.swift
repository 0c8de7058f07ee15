// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Convergence",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "Dependencies", targets: ["Dependencies"]),
    .library(name: "Reducer", targets: ["Reducer"]),
    .library(name: "ReducerTesting", targets: ["ReducerTesting"]),
    .library(name: "Features", targets: ["Features"]),
    .executable(name: "demo-runner", targets: ["DemoRunner"]),
    .executable(name: "benchmarks", targets: ["Benchmarks"]),
  ],
  targets: [
    .target(name: "Dependencies"),
    .target(name: "Reducer", dependencies: ["Dependencies"]),
    .target(name: "ReducerTesting", dependencies: ["Reducer", "Dependencies"]),
    .target(
      name: "Features",
      dependencies: ["Reducer", "Dependencies"],
      // Demo scripts and golden transcripts: read by demo-runner from the source tree.
      exclude: [
        "Items/Scripts", "News/Scripts", "Profile/Scripts", "Departures/Scripts",
        "ItemBrowser/Scripts",
      ]
    ),
    .target(name: "DemoRunnerCore", dependencies: ["Reducer", "Dependencies", "Features"]),
    .executableTarget(name: "DemoRunner", dependencies: ["DemoRunnerCore"]),
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["Reducer", "Dependencies", "ReducerTesting", "DemoRunnerCore", "HeapStats"],
      path: "Benchmarks/Runner"
    ),
    .target(name: "HeapStats", path: "Benchmarks/HeapStats"),
    .target(name: "HTTPTestServer", path: "Tests/Support/HTTPTestServer"),
    .testTarget(
      name: "DependenciesTests", dependencies: ["Dependencies", "Reducer", "ReducerTesting"]),
    .testTarget(name: "ReducerTests", dependencies: ["Reducer", "Dependencies", "ReducerTesting"]),
    .testTarget(
      name: "ReducerTestingTests",
      dependencies: ["ReducerTesting", "Reducer", "Dependencies"]
    ),
    .testTarget(
      name: "ReducerTestingXCTests",
      dependencies: ["ReducerTesting", "Reducer", "Dependencies"]
    ),
    .testTarget(
      name: "FeaturesTests",
      dependencies: ["Features", "ReducerTesting", "Reducer", "Dependencies", "HTTPTestServer"]
    ),
    .testTarget(
      name: "DemoRunnerTests",
      dependencies: ["DemoRunnerCore", "Features", "Reducer", "Dependencies", "HTTPTestServer"]
    ),
  ]
)

// One settings loop for every target: Swift 6 mode plus the upcoming features we adopt.
for target in package.targets where target.name != "HeapStats" {
  target.swiftSettings = (target.swiftSettings ?? []) + [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ]
}
