// `import Reducer` gives a feature author the whole architecture: each layer is its own module
// (see Package.swift), re-exported here so that user code never needs to name them.
// Not `ReducerRuntime`: the effect runtime under `Store` and `TestStore` has nothing a feature writes (its
// `CancelID` is the runtime's key; features cancel by their own `Hashable` ids). `ReducerTesting`, `Exploration`
// and `DemoRunnerCore` import it by name where they drive the runtime.
@_exported public import CaseReflection
@_exported public import Dependencies
@_exported public import IdentifiedArrays
@_exported public import ReducerBindings
@_exported public import ReducerCore
@_exported public import ReducerModifiers
@_exported public import ReducerNavigation
@_exported public import ReducerPlaces
@_exported public import ReducerSwiftUI
@_exported public import ScenarioCatalog
@_exported public import SharedState
@_exported public import ValueDumping
