import Dependencies
import Reducer
import ReducerTesting
import Testing

/// A counter test store on `clock`, with a number-fact client that answers at once.
@MainActor
func makeCounterStore(
  clock: TestClock = TestClock(),
  initialState: Counter.State = Counter.State(),
  sourceLocation: SourceLocation = #_sourceLocation
) -> TestStore<Counter.State, Counter.Action> {
  TestStore(
    initialState: initialState,
    reducer: { Counter() },
    withDependencies: {
      $0.continuousClock = clock
      $0.numberFact.fetch = { "\($0) is a good number." }
    },
    sourceLocation: sourceLocation
  )
}

/// The sign (`-` or `+`) that starts the diff line holding `fragment`, ignoring indentation.
func diffSign(ofLineContaining fragment: String, in text: String) -> Character? {
  text.split(separator: "\n")
    .first { $0.contains(fragment) }?
    .first { $0 != " " }
}
