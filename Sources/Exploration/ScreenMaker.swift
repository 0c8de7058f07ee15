package import ReducerCore

#if os(Linux)
  package import SwiftUI

  /// Makes the host that renders a feature's view over a store: what explore's screen mode presses (Linux: this
  /// package's `SwiftUI`).
  package typealias ScreenMaker<Feature: Reducer> =
    @MainActor @Sendable (StoreOf<Feature>) -> ViewHost
#else
  /// On Apple platforms `SwiftUI` is the system's, which renders pixels: explore has no screen mode there.
  package typealias ScreenMaker<Feature: Reducer> = @MainActor @Sendable (StoreOf<Feature>) -> Void
#endif
