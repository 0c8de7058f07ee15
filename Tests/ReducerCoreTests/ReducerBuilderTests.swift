import Reducer
import Testing

/// What `@ReducerBuilder` builds from `if`, `if`/`else`, `for` and nothing at all, and `CombineReducers`' order.
@MainActor
@Suite
struct ReducerBuilderTests {
  @Test(arguments: [true, false])
  func builderIfIncludesTheReducerOnlyWhenTheConditionHolds(_ enabled: Bool) {
    let store = Store(initialState: Trace.State()) { Optional(enabled: enabled) }
    store.send(.child(.tap))
    #expect(store.log == (enabled ? ["always", "enabled"] : ["always"]))
  }

  @Test(arguments: [true, false])
  func builderIfElsePicksOneBranch(_ flag: Bool) {
    let store = Store(initialState: Trace.State()) { Either(flag: flag) }
    store.send(.child(.tap))
    #expect(store.log == (flag ? ["then"] : []))
    #expect(store.child == (flag ? [] : ["else"]))
  }

  @Test func builderForRunsOneReducerPerElementInOrder() {
    let store = Store(initialState: Trace.State()) { Repeated(count: 3) }
    store.send(.child(.tap))
    #expect(Array(store.log.prefix(3)) == ["reducer 0", "reducer 1", "reducer 2"])
    #expect(store.log.count == 12, "three reducers for the tap and for each of its three effects")
  }

  @Test func builderWithNoReducerChangesNothing() {
    let store = Store(initialState: Trace.State()) { Nothing() }
    let task = store.send(.child(.tap))
    #expect(store.state == Trace.State())
    #expect(task.isCancelled)
  }

  // MARK: - CombineReducers

  @Test func combineReducersRunsItsReducersInOrder() {
    var state = Trace.State()
    let effect = TwoSteps().reduce(into: &state, action: .child(.tap))
    #expect(state.log == ["one", "two"])
    #expect(!effect.isNone)
  }
}

// MARK: - Fixtures

private struct Optional: Reducer {
  let enabled: Bool
  var body: some Reducer<Trace.State, Trace.Action> {
    Reduce { state, _ in
      state.log.append("always")
      return .none
    }
    if enabled {
      Reduce { state, _ in
        state.log.append("enabled")
        return .none
      }
    }
  }
}

private struct Either: Reducer {
  let flag: Bool
  var body: some Reducer<Trace.State, Trace.Action> {
    if flag {
      Reduce { state, _ in
        state.log.append("then")
        return .none
      }
    } else {
      Scope(state: \.child, action: Trace.Action.child) { Append("else") }
    }
  }
}

private struct Repeated: Reducer {
  let count: Int
  var body: some Reducer<Trace.State, Trace.Action> {
    for index in 0..<count {
      Reduce { state, action in
        state.log.append("reducer \(index)")
        return action == .child(.tap) ? .send(.child(.effect(index))) : .none
      }
    }
  }
}

private struct Nothing: Reducer {
  var body: some Reducer<Trace.State, Trace.Action> {}
}

private struct TwoSteps: Reducer {
  var body: some Reducer<Trace.State, Trace.Action> {
    CombineReducers {
      Reduce { state, _ in
        state.log.append("one")
        return .none
      }
      Reduce { state, _ in
        state.log.append("two")
        return .send(.child(.effect(2)))
      }
    }
  }
}
