// `import Reducer` gives a feature author the whole architecture: each layer is its own module
// (see Package.swift), re-exported here so that user code never needs to name them.
@_exported public import CaseReflection
@_exported public import Dependencies
@_exported public import IdentifiedArrays
@_exported public import ReducerBindings
@_exported public import ReducerCore
@_exported public import ReducerModifiers
@_exported public import ReducerNavigation
@_exported public import ReducerRuntime
@_exported public import ReducerSwiftUI
@_exported public import ScenarioCatalog
@_exported public import SharedState
@_exported public import ValueDumping
