// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Convergence",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "Dependencies", targets: ["Dependencies"]),
    .library(name: "Reducer", targets: ["Reducer"]),
    .library(name: "ReducerTesting", targets: ["ReducerTesting"]),
    .library(name: "APIService", targets: ["APIService"]),
    .library(name: "Features", targets: ["Features"]),
    // The demo runner as a library, for a package that lists its own features (`DemoRunner.main(arguments:catalog:)`).
    .library(
      name: "DemoRunnerCore",
      targets: ["DemoRunnerCore", "DemoSession", "DemoScript", "DemoRendering", "DemoExploration", "DemoTerminal"]),
    .executable(name: "demo-runner", targets: ["DemoRunner"]),
    .executable(name: "benchmarks", targets: ["Benchmarks"]),
  ],
  targets: [
    // The layers, bottom to top (README's module table; Scripts/layer-check.sh holds them and fails on an import, or
    // a dependency here, that goes up or sideways). Modules of one layer do not know each other:
    //   0 ConvergenceBase          1 ConvergenceServices, Dependencies, CaseReflection
    //   2 ValueDumping, ReducerRuntime, LinuxSwiftUIHost, APIService    3 IdentifiedArrays, LinuxSwiftUIViews
    //   4 SharedState, ReducerCore, SwiftUI    5 ReducerPlaces
    //   6 ReducerModifiers, ReducerNavigation, ReducerBindings, ScenarioCatalog
    //   7 ReducerSwiftUI               8 Reducer (the umbrella)
    // Above them: 9 Exploration   10 DemoScript, DemoTerminal   11 DemoSession   12 DemoExploration
    //   13 DemoRendering   14 DemoRunnerCore (the demo runner, split by capability; Docs/DemoRunner.md)
    // and, each above its own dependencies: Features, ReducerTesting, DemoRunner.
    // A target depends only on targets listed above it.
    // The base: `Lock`, issue reporting, `OutsideText`, the async `Result(catching:)`; re-exported by `Dependencies`.
    .target(name: "ConvergenceBase"),
    // The services' layer: `ServiceError`, `ServiceErrorConvertible`, `ServiceResult` (what `APIService` and the
    // scenario kit both speak); re-exported by `ScenarioCatalog` and `APIService`.
    .target(name: "ConvergenceServices", dependencies: ["ConvergenceBase"]),
    .target(name: "Dependencies", dependencies: ["ConvergenceBase"]),
    .target(name: "CaseReflection", dependencies: ["ConvergenceBase"]),
    .target(name: "ValueDumping", dependencies: ["CaseReflection"]),
    .target(name: "IdentifiedArrays", dependencies: ["ValueDumping"]),
    .target(
      name: "SharedState", dependencies: ["Dependencies", "ValueDumping", "IdentifiedArrays"]),
    .target(name: "ReducerRuntime", dependencies: ["Dependencies"]),
    .target(
      name: "ReducerCore",
      dependencies: [
        "Dependencies", "CaseReflection", "ValueDumping", "IdentifiedArrays", "ReducerRuntime",
      ]
    ),
    // The composition operators: a child run at a place (`ChildPlace`, `PlaceReducer`), and the built-in places and
    // operators on them (`Scope`, `ifLet`, `forEach`); split from `ReducerCore` so no target passes 4,000 lines.
    .target(
      name: "ReducerPlaces",
      dependencies: [
        "Dependencies", "CaseReflection", "ValueDumping", "IdentifiedArrays", "ReducerRuntime",
        "ReducerCore",
      ]
    ),
    .target(
      name: "ReducerModifiers",
      dependencies: ["Dependencies", "ValueDumping", "ReducerRuntime", "ReducerCore"]
    ),
    .target(
      name: "ReducerNavigation",
      dependencies: [
        "Dependencies", "CaseReflection", "ValueDumping", "IdentifiedArrays", "ReducerRuntime",
        "ReducerCore", "ReducerPlaces",
      ]
    ),
    .target(
      name: "ReducerBindings",
      dependencies: ["CaseReflection", "ValueDumping", "SharedState", "ReducerCore"]
    ),
    .target(
      name: "ScenarioCatalog",
      dependencies: [
        "Dependencies", "CaseReflection", "SharedState", "ReducerCore", "ConvergenceServices",
      ]
    ),
    // SwiftUI for Linux: Apple's declarations with real bodies that render a view tree into a semantic tree
    // (Docs/SwiftUI.md). Only Linux code depends on it; on Apple platforms `import SwiftUI` is the system's.
    // Split in three so no target passes 4,000 lines; user code still writes only `import SwiftUI`, which re-exports
    // the two below it. The host: the `View` protocol, `ViewBuilder`, the render context, host and semantic tree,
    // the dynamic properties (`State`, `Binding`, `Environment`, `FocusState`).
    .target(name: "LinuxSwiftUIHost", dependencies: ["Dependencies"]),
    // The views and modifiers every screen is made of: stacks, lists, `ForEach`, shapes, `Text`, colors, fonts.
    .target(
      name: "LinuxSwiftUIViews",
      dependencies: [.target(name: "LinuxSwiftUIHost", condition: .when(platforms: [.linux]))]),
    // Controls, navigation, presentation and `App`; re-exports the two modules above.
    .target(
      name: "SwiftUI",
      dependencies: [
        .target(name: "LinuxSwiftUIHost", condition: .when(platforms: [.linux])),
        .target(name: "LinuxSwiftUIViews", condition: .when(platforms: [.linux])),
      ]),
    // The SwiftUI glue: the system SwiftUI on Apple platforms, this package's on Linux.
    .target(
      name: "ReducerSwiftUI",
      dependencies: [
        "ReducerCore", "ReducerNavigation", "ReducerBindings", "ScenarioCatalog",
        .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
      ]
    ),
    // `import Reducer`: the whole architecture, re-exported (Sources/Reducer/Exports.swift); not the effect
    // runtime (`ReducerRuntime`: nothing a feature writes; a dependency here so the modules that drive it, above
    // the umbrella, have it), nor `APIService`.
    .target(
      name: "Reducer",
      dependencies: [
        "Dependencies", "CaseReflection", "ValueDumping", "IdentifiedArrays", "SharedState",
        "ReducerRuntime",
        "ReducerCore", "ReducerPlaces", "ReducerModifiers", "ReducerNavigation", "ReducerBindings",
        "ScenarioCatalog",
        "ReducerSwiftUI",
      ]
    ),
    // Explore: generated intent sequences, checks, shrinking, coverage (`demo-runner explore`, `Feature.explore`).
    // On Linux it also presses the controls of a feature's rendered screen (explore's screen mode).
    .target(
      name: "Exploration",
      dependencies: [
        "Reducer", "Dependencies", .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
      ]),
    .target(
      name: "ReducerTesting",
      dependencies: [
        "Reducer", "Dependencies", "Exploration",
        .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
      ]
    ),
    // Live services' HTTP: `@Dependency(\.apiClient)` over URLSession, its errors as `ServiceError`s (from the
    // services' layer, not the scenario catalog: it sits low, beside `Dependencies`'s users).
    .target(name: "APIService", dependencies: ["Dependencies", "ConvergenceServices"]),
    .target(
      name: "Features",
      dependencies: [
        "Reducer", "Dependencies", "APIService",
        .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
      ],
      // Demo scripts and golden transcripts: read by demo-runner from the source tree.
      exclude: [
        "Items/Scripts", "News/Scripts", "Profile/Scripts", "Departures/Scripts",
        "ItemBrowser/Scripts",
      ]
    ),
    // The demo runner's script language: the `.demo` grammar, action literals and their encoder/decoder, UI steps.
    .target(
      name: "DemoScript",
      dependencies: [
        "Reducer", "Dependencies", "Exploration",
        .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
      ]),
    // The demo runner's terminal: styles, widths, progress lines, text layout and the line editor.
    .target(name: "DemoTerminal", dependencies: ["Dependencies", "ValueDumping"]),
    // A listed feature and a session of it: `DemoFeature`, `FeatureCatalog`, the session, the script player and
    // the screen a session shows.
    .target(
      name: "DemoSession",
      dependencies: [
        "DemoScript", "DemoTerminal", "Reducer", "Dependencies", "APIService", "Exploration",
        .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
      ]),
    // Explore's process isolation: the worker, the parent that shrinks a trap or hang, the watchdog.
    .target(name: "DemoExploration", dependencies: ["DemoSession", "DemoScript", "Exploration"]),
    // The gallery (terminal and HTML), storyboards and the explore coverage page.
    .target(
      name: "DemoRendering",
      dependencies: [
        "DemoSession", "DemoExploration", "DemoScript", "DemoTerminal", "Reducer", "Exploration",
      ]),
    // The commands, their command line and the scaffold. The scaffold's templates (Scaffold/Templates) are built in
    // by the ScaffoldTemplates plugin: as text, and the feature's code compiled as the prototype that records the
    // scaffold's golden transcript.
    .target(
      name: "DemoRunnerCore",
      dependencies: [
        "DemoSession", "DemoRendering", "DemoExploration", "DemoScript", "DemoTerminal",
        "Reducer", "Dependencies", "APIService", "Exploration",
        .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
      ],
      plugins: ["ScaffoldTemplates"]
    ),
    .executableTarget(name: "ScaffoldTemplateCompiler"),
    .plugin(
      name: "ScaffoldTemplates", capability: .buildTool(),
      dependencies: ["ScaffoldTemplateCompiler"]),
    // The sample app's runner: `FeatureCatalog.standard` (the one place that lists the sample features).
    .executableTarget(name: "DemoRunner", dependencies: ["DemoRunnerCore", "Features"]),
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["BenchmarkCases"],
      path: "Benchmarks/Runner"
    ),
    // The cases, in a module of their own like a user's feature: every call into the library crosses a module
    // boundary, as it does in an app.
    .target(
      name: "BenchmarkCases",
      dependencies: [
        "Reducer", "Dependencies", "ReducerTesting", "DemoRunnerCore", "HeapStats", "Exploration",
        "Features",
        .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
      ],
      path: "Benchmarks/Cases"
    ),
    .target(name: "HeapStats", path: "Benchmarks/HeapStats"),
    .target(
      name: "HTTPTestServer", dependencies: ["Dependencies"], path: "Tests/Support/HTTPTestServer"),
    // The doc-sample checks' reading of Docs/*.md: each article's Swift blocks, found line for line in a test file.
    .target(name: "DocSampleSupport", path: "Tests/Support/DocSampleSupport"),
    // A dependency split across modules: the interface and test value in one, the live value in another.
    .target(
      name: "SplitDependencyInterface", dependencies: ["Dependencies"],
      path: "Tests/Support/SplitDependencyInterface"
    ),
    .target(
      name: "SplitDependencyLive", dependencies: ["Dependencies", "SplitDependencyInterface"],
      path: "Tests/Support/SplitDependencyLive"
    ),
    // Features with planted bugs, and a demo runner over them: what the explore tests search.
    .target(
      name: "ExploreFixtures",
      dependencies: ["Reducer", .target(name: "SwiftUI", condition: .when(platforms: [.linux]))],
      path: "Tests/Support/ExploreFixtures"),
    // Features several test targets share: the contract's Search, a one-second ticker, a nap on another TestClock.
    .target(
      name: "FeatureFixtures", dependencies: ["Reducer", "Dependencies"],
      path: "Tests/Support/FeatureFixtures"),
    .executableTarget(
      name: "ExploreFixturesRunner",
      dependencies: [
        "DemoRunnerCore", "ExploreFixtures",
        .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
      ],
      path: "Tests/Support/ExploreFixturesRunner"
    ),
    .testTarget(name: "ConvergenceBaseTests", dependencies: ["ConvergenceBase"]),
    .testTarget(name: "ConvergenceServicesTests", dependencies: ["ConvergenceServices"]),
    .testTarget(
      name: "DependenciesTests",
      dependencies: [
        "Dependencies", "Reducer", "ReducerTesting", "SplitDependencyInterface",
        "SplitDependencyLive",
      ]
    ),
    .testTarget(
      name: "CaseReflectionTests", dependencies: ["CaseReflection", "Reducer", "ReducerTesting"]),
    .testTarget(
      name: "ValueDumpingTests", dependencies: ["ValueDumping", "Reducer", "ReducerTesting"]),
    .testTarget(
      name: "IdentifiedArraysTests",
      dependencies: ["IdentifiedArrays", "Reducer", "ReducerTesting"]),
    .testTarget(
      name: "SharedStateTests",
      dependencies: ["SharedState", "Reducer", "ReducerTesting", "DocSampleSupport"]),
    .testTarget(
      name: "ReducerRuntimeTests",
      dependencies: ["ReducerRuntime", "Reducer", "ReducerTesting", "FeatureFixtures"]),
    .testTarget(
      name: "ReducerCoreTests",
      dependencies: [
        "ReducerCore", "Reducer", "ReducerTesting", "DocSampleSupport", "FeatureFixtures",
      ]),
    .testTarget(name: "ReducerPlacesTests", dependencies: ["ReducerPlaces", "Reducer"]),
    .testTarget(
      name: "ReducerModifiersTests",
      dependencies: ["ReducerModifiers", "Reducer", "ReducerTesting"]),
    .testTarget(
      name: "DictionaryPlaceTests", dependencies: ["Reducer", "ReducerTesting", "Dependencies"]),
    .testTarget(
      name: "ReducerNavigationTests",
      dependencies: ["ReducerNavigation", "Reducer", "ReducerTesting"]),
    // The host's own machinery, with hand-built nodes (no views): the HTML form.
    .testTarget(
      name: "LinuxSwiftUIHostTests",
      dependencies: [.target(name: "LinuxSwiftUIHost", condition: .when(platforms: [.linux]))]
    ),
    .testTarget(
      name: "SwiftUITests",
      dependencies: [
        "Dependencies", .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
      ]
    ),
    .testTarget(
      name: "ReducerBindingsTests", dependencies: ["ReducerBindings", "Reducer", "ReducerTesting"]),
    .testTarget(
      name: "ScenarioCatalogTests", dependencies: ["ScenarioCatalog", "Reducer", "ReducerTesting"]),
    .testTarget(
      name: "ExplorationTests",
      dependencies: [
        "Exploration", "Reducer", "ReducerTesting", "Features", "ExploreFixtures",
        .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
      ]
    ),
    // Only `import Reducer`: the umbrella re-exports every layer.
    .testTarget(name: "ReducerTests", dependencies: ["Reducer"]),
    .testTarget(
      name: "ReducerTestingTests",
      dependencies: [
        "ReducerTesting", "Reducer", "Dependencies", "DocSampleSupport", "FeatureFixtures",
      ]
    ),
    .testTarget(
      name: "ReducerTestingXCTests",
      dependencies: ["ReducerTesting", "Reducer", "Dependencies"]
    ),
    .testTarget(
      name: "APIServiceTests", dependencies: ["APIService", "Reducer", "HTTPTestServer"]),
    .testTarget(
      name: "FeaturesTests",
      dependencies: [
        "Features", "APIService", "ReducerTesting", "Reducer", "Dependencies", "HTTPTestServer",
        "DocSampleSupport",
        .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "DemoRunnerTests",
      dependencies: [
        "DemoRunnerCore", "DemoSession", "DemoScript", "DemoRendering", "DemoExploration", "DemoTerminal",
        "DemoRunner", "Features", "APIService", "Reducer", "Dependencies",
        "HTTPTestServer", .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
      ]
    ),
  ]
)

// One settings loop for every target: Swift 6 mode plus the upcoming features we adopt.
for target in package.targets where target.name != "HeapStats" && target.type != .plugin {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .swiftLanguageMode(.v6),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
