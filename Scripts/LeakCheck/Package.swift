// swift-tools-version: 6.0
// A small executable that drives the runtime through its lifecycles, for Scripts/leaks.sh.
// Its own package (not part of the main build); it depends on the repository's package by path.
import Foundation
import PackageDescription

// The root package's identity is its directory name, whatever the checkout is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../..").standardized
let convergence = root.lastPathComponent.lowercased()

let package = Package(
  name: "LeakCheck",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: root.path)],
  targets: [
    .executableTarget(
      name: "leak-check",
      dependencies: [
        .product(name: "Reducer", package: convergence),
        .product(name: "Dependencies", package: convergence),
        .product(name: "Features", package: convergence),
      ],
      path: "Sources",
      swiftSettings: [
        .swiftLanguageMode(.v6),
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
      ]
    )
  ]
)
