import Dependencies
import Reducer
import Testing

/// Read by no other test: `prepareDependencies` is process-wide, so this test prepares only this
/// key.
private enum PreparedOnlyKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test default"
}

/// Copies ``PreparedOnlyKey`` into its state when started.
private struct PreparedReader: Reducer {
  struct State: Equatable { var value = "" }
  enum Action: Sendable { case read }

  @Dependency(PreparedOnlyKey.self) var value

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.value = value
    return .none
  }
}

@MainActor
@Suite struct PrepareDependenciesTests {
  @Test func preparedValuesReachStoresBuiltAfterwardUnderTheirOverrides() {
    prepareDependencies { $0[PreparedOnlyKey.self] = "prepared" }
    #expect(PreparedDependencies.values.isOverridden(PreparedOnlyKey.self))
    #expect(PreparedDependencies.values[PreparedOnlyKey.self] == "prepared")

    let plain = Store(initialState: PreparedReader.State()) { PreparedReader() }
    plain.send(.read)
    #expect(plain.value == "prepared")

    // The store's own overrides win over prepared values…
    let overridden = Store(initialState: PreparedReader.State()) {
      PreparedReader()
    } withDependencies: {
      $0[PreparedOnlyKey.self] = "store override"
    }
    overridden.send(.read)
    #expect(overridden.value == "store override")

    // …and so do the values in effect where the store is built.
    let scoped = withDependencies {
      $0[PreparedOnlyKey.self] = "scoped"
    } operation: {
      Store(initialState: PreparedReader.State()) { PreparedReader() }
    }
    scoped.send(.read)
    #expect(scoped.value == "scoped")

    // Prepared values apply to stores, not to plain reads outside one.
    @Dependency(PreparedOnlyKey.self) var direct
    #expect(direct == "test default")
  }
}
