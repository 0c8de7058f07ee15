// swift-tools-version: 6.0
import PackageDescription

// A module named `SwiftUI` for Linux, declaring only the SwiftUI API this project's code uses, each declaration
// transcribed from Apple's documentation (the page is named beside it). It has no behaviour: Scripts/swiftui-check.sh
// type-checks the project's SwiftUI code against it. See Docs/SwiftUI.md for what that proves and what it cannot.
let package = Package(
  name: "SwiftUIShim",
  products: [.library(name: "SwiftUI", targets: ["SwiftUI"])],
  targets: [
    .target(name: "SwiftUI", swiftSettings: [.swiftLanguageMode(.v6)])
  ]
)
