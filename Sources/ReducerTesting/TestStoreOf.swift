public import Reducer

/// A test store of a reducer's state and action: `TestStoreOf<Counter>` is `TestStore<Counter.State, Counter.Action>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
