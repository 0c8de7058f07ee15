import Dependencies
import Foundation
import Reducer
import ReducerTesting
import Testing

// The README's thirty-second example, as written there (keep the two in step).
enum Readme {
  struct Counter: Reducer {
    struct State: Equatable, Sendable { var count = 0 }
    enum Action: Equatable, Sendable { case incrementTapped, delayedIncrementTapped, incremented }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incrementTapped, .incremented:
        state.count += 1
        return .none
      case .delayedIncrementTapped:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.incremented)
        }
      }
    }
  }
}

@Suite struct ReadmeSampleTests {
  // A test: exhaustive, deterministic, no real time.
  @MainActor @Test func delayedIncrement() async {
    let clock = TestClock()
    let store = TestStore(initialState: Readme.Counter.State()) {
      Readme.Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.delayedIncrementTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.incremented) { $0.count = 1 }
  }

  @Test func theReadmeQuotesThisExample() throws {
    let readme = try String(
      contentsOfFile: #filePath.replacingOccurrences(
        of: "Tests/ReducerTestingTests/ReadmeSampleTests.swift", with: "README.md"),
      encoding: .utf8)
    #expect(readme.contains("case .delayedIncrementTapped:\n      return .run { send in"))
    #expect(readme.contains("await store.receive(.incremented) { $0.count = 1 }"))
    #expect(readme.contains("swift run demo-runner"))
    #expect(readme.contains("swift test"))
  }
}
