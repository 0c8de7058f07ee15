import Dependencies
import Reducer
import ReducerTesting
import Testing

// TCA's `04-NavigationStack`: a root over a `StackState` of three kinds of screens, an enum `Path` reducer, pushes
// from the root and (decoupled) from screen B, popping to an element or to the root, a screen that dismisses itself,
// and a timer that stops when its screen is popped. Screen A's fact comes from the test target's `numberFact`
// dependency (TCA's `factClient`), screen C's timer from the clock (TCA's `mainQueue`).
//
// TCA's current repository has no test for this case study; its last one (`03-Navigation-StackTests.swift`,
// written against the navigation beta's `setPath`) is ported below with the same assertions, `setPath` spelled as
// `.push(id:state:)` and `.popFrom(id:)`. The other tests are written here, in TCA's style.

extension CaseStudies {
  struct NavigationDemo: Reducer {
    struct State: Equatable, Sendable {
      var path = StackState<Path.State>()
    }

    enum Action: Sendable {
      case goBackToScreen(id: StackElementID)
      case goToABCButtonTapped
      case path(StackAction<Path.State, Path.Action>)
      case popToRoot
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case let .goBackToScreen(id):
          state.path.pop(to: id)
          return .none

        case .goToABCButtonTapped:
          state.path.append(.screenA())
          state.path.append(.screenB())
          state.path.append(.screenC())
          return .none

        case let .path(action):
          switch action {
          case .element(id: _, action: .screenB(.screenAButtonTapped)):
            state.path.append(.screenA())
            return .none

          case .element(id: _, action: .screenB(.screenBButtonTapped)):
            state.path.append(.screenB())
            return .none

          case .element(id: _, action: .screenB(.screenCButtonTapped)):
            state.path.append(.screenC())
            return .none

          default:
            return .none
          }

        case .popToRoot:
          // TCA: `state.path.removeAll()`, the same here.
          state.path.removeAll()
          return .none
        }
      }
      .forEach(\.path, action: Action.path) {
        Path()
      }
    }

    struct Path: Reducer {
      enum State: Equatable, Sendable, CaseModifiable {
        case screenA(ScreenA.State = .init())
        case screenB(ScreenB.State = .init())
        case screenC(ScreenC.State = .init())
      }

      enum Action: Sendable {
        case screenA(ScreenA.Action)
        case screenB(ScreenB.Action)
        case screenC(ScreenC.Action)
      }

      var body: some Reducer<State, Action> {
        Scope(state: State.screenA, action: Action.screenA) {
          ScreenA()
        }
        Scope(state: State.screenB, action: Action.screenB) {
          ScreenB()
        }
        Scope(state: State.screenC, action: Action.screenC) {
          ScreenC()
        }
      }
    }
  }

  struct ScreenA: Reducer {
    struct State: Equatable, Sendable {
      var count = 0
      var fact: String?
      var isLoading = false
    }

    enum Action: Sendable {
      case decrementButtonTapped
      case dismissButtonTapped
      case incrementButtonTapped
      case factButtonTapped
      case factResponse(Result<String, any Error>)
    }

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.numberFact) var factClient

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .decrementButtonTapped:
          state.count -= 1
          return .none

        case .dismissButtonTapped:
          return .run { _ in
            await dismiss()
          }

        case .incrementButtonTapped:
          state.count += 1
          return .none

        case .factButtonTapped:
          state.isLoading = true
          return .run { [count = state.count] send in
            await send(.factResponse(Result { try await factClient.fetch(count) }))
          }

        case let .factResponse(.success(fact)):
          state.isLoading = false
          state.fact = fact
          return .none

        case .factResponse(.failure):
          state.isLoading = false
          state.fact = nil
          return .none
        }
      }
    }
  }

  struct ScreenB: Reducer {
    struct State: Equatable, Sendable {}

    enum Action: Sendable {
      case screenAButtonTapped
      case screenBButtonTapped
      case screenCButtonTapped
    }

    var body: some Reducer<State, Action> {
      Reduce { _, action in
        switch action {
        case .screenAButtonTapped:
          return .none
        case .screenBButtonTapped:
          return .none
        case .screenCButtonTapped:
          return .none
        }
      }
    }
  }

  struct ScreenC: Reducer {
    struct State: Equatable, Sendable {
      var count = 0
      var isTimerRunning = false
    }

    enum Action: Sendable {
      case startButtonTapped
      case stopButtonTapped
      case timerTick
    }

    @Dependency(\.continuousClock) var clock
    enum CancelID { case timer }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .startButtonTapped:
          state.isTimerRunning = true
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) {
              await send(.timerTick)
            }
          }
          .cancellable(id: CancelID.timer)
          .concatenate(with: .send(.stopButtonTapped))

        case .stopButtonTapped:
          state.isTimerRunning = false
          return .cancel(id: CancelID.timer)

        case .timerTick:
          state.count += 1
          return .none
        }
      }
    }
  }

  @MainActor
  @Suite struct NavigationStackTests {
    typealias Path = NavigationDemo.Path

    // TCA: `testBasics` (03-Navigation-StackTests.swift).
    @Test func basics() async {
      let clock = TestClock()
      let store = TestStore(initialState: NavigationDemo.State()) {
        NavigationDemo()
      } withDependencies: {
        $0.numberFact.fetch = { "\($0) is a good number." }
        $0.continuousClock = clock
      }

      // Push Screen A, increment and fetch fact.
      await store.send(.path(.push(id: 0, state: .screenA()))) {
        $0.path[id: 0] = .screenA()
      }
      await store.send(.path(.element(id: 0, action: .screenA(.incrementButtonTapped)))) {
        $0.path[id: 0]?.modify(Path.State.screenA) { $0.count = 1 }
      }
      await store.send(.path(.element(id: 0, action: .screenA(.factButtonTapped)))) {
        $0.path[id: 0]?.modify(Path.State.screenA) { $0.isLoading = true }
      }
      // TCA: `receive(.path(.element(id: 0, .screenA(.factResponse(.success("1 is a good number."))))))`, with an
      // Equatable action; the action holds `Result<String, any Error>`, so the case is matched by a pattern.
      await store.receive(where: Self.factResponse(id: 0, fact: "1 is a good number.")) {
        $0.path[id: 0]?.modify(Path.State.screenA) {
          $0.isLoading = false
          $0.fact = "1 is a good number."
        }
      }

      // Push Screen C, start timer, wait 2 seconds.
      await store.send(.path(.push(id: 1, state: .screenC()))) {
        $0.path[id: 1] = .screenC()
      }
      await store.send(.path(.element(id: 1, action: .screenC(.startButtonTapped)))) {
        $0.path[id: 1]?.modify(Path.State.screenC) { $0.isTimerRunning = true }
      }
      await clock.advance(by: .seconds(2))
      await store.receive(where: Self.timerTick(id: 1)) {
        $0.path[id: 1]?.modify(Path.State.screenC) { $0.count = 1 }
      }
      await store.receive(where: Self.timerTick(id: 1)) {
        $0.path[id: 1]?.modify(Path.State.screenC) { $0.count = 2 }
      }

      // Pop screen C off the stack: its timer stops with it.
      await store.send(.path(.popFrom(id: 1))) {
        $0.path[id: 1] = nil
      }
      await clock.run()
    }

    // TCA: `testProgrammaticNavigation` (03-Navigation-StackTests.swift).
    @Test func programmaticNavigation() async {
      let store = TestStore(initialState: NavigationDemo.State()) {
        NavigationDemo()
      }

      await store.send(.path(.push(id: 0, state: .screenB()))) {
        $0.path = [.screenB()]
      }
      await store.send(.path(.element(id: 0, action: .screenB(.screenAButtonTapped)))) {
        $0.path[id: 1] = .screenA()
      }
    }

    @Test func screenDismissesItself() async {
      let store = TestStore(initialState: NavigationDemo.State(path: [.screenB(), .screenA()])) {
        NavigationDemo()
      }

      await store.send(.path(.element(id: 1, action: .screenA(.dismissButtonTapped))))
      await store.receive(where: Self.popFrom(id: 1)) {
        $0.path[id: 1] = nil
      }
    }

    @Test func goToABCThenBackAndToRoot() async {
      let store = TestStore(initialState: NavigationDemo.State()) {
        NavigationDemo()
      }

      await store.send(.goToABCButtonTapped) {
        $0.path[id: 0] = .screenA()
        $0.path[id: 1] = .screenB()
        $0.path[id: 2] = .screenC()
      }
      await store.send(.goBackToScreen(id: 0)) {
        $0.path = [.screenA()]
      }
      await store.send(.path(.push(id: 3, state: .screenC(ScreenC.State(count: 7))))) {
        $0.path[id: 3] = .screenC(ScreenC.State(count: 7))
      }
      #expect(store.state.path.ids == [0, 3])
      await store.send(.popToRoot) {
        $0.path = StackState()
      }
    }

    @Test func poppingAScreenCancelsItsTimer() async {
      let clock = TestClock()
      let store = TestStore(initialState: NavigationDemo.State(path: [.screenC()])) {
        NavigationDemo()
      } withDependencies: {
        $0.continuousClock = clock
      }

      await store.send(.path(.element(id: 0, action: .screenC(.startButtonTapped)))) {
        $0.path[id: 0]?.modify(Path.State.screenC) { $0.isTimerRunning = true }
      }
      await clock.advance(by: .seconds(1))
      await store.receive(where: Self.timerTick(id: 0)) {
        $0.path[id: 0]?.modify(Path.State.screenC) { $0.count = 1 }
      }
      await store.send(.popToRoot) {
        $0.path = StackState()
      }
      await clock.run()
    }

    @Test func stoppingTheTimer() async {
      let clock = TestClock()
      let store = TestStore(initialState: NavigationDemo.State(path: [.screenC()])) {
        NavigationDemo()
      } withDependencies: {
        $0.continuousClock = clock
      }

      await store.send(.path(.element(id: 0, action: .screenC(.startButtonTapped)))) {
        $0.path[id: 0]?.modify(Path.State.screenC) { $0.isTimerRunning = true }
      }
      await store.send(.path(.element(id: 0, action: .screenC(.stopButtonTapped)))) {
        $0.path[id: 0]?.modify(Path.State.screenC) { $0.isTimerRunning = false }
      }
      // The cancelled timer is followed by the concatenated `.stopButtonTapped`.
      await store.receive(where: Self.stopButtonTapped(id: 0))
    }

    // Matchers for received actions: `NavigationDemo.Action` is not `Equatable` (screen A's response holds
    // `Result<String, any Error>`), so a payload cannot be compared; `AnyCasePath(Action.path).element(id: n)`
    // (TCA's `\.path[id: n]`) reaches an element's actions when only the case matters.

    private static func factResponse(id: StackElementID, fact: String) -> (NavigationDemo.Action) ->
      Bool
    {
      {
        guard case .path(.element(id, .screenA(.factResponse(.success(let received))))) = $0 else {
          return false
        }
        return received == fact
      }
    }

    private static func timerTick(id: StackElementID) -> (NavigationDemo.Action) -> Bool {
      {
        guard case .path(.element(id, .screenC(.timerTick))) = $0 else { return false }
        return true
      }
    }

    private static func stopButtonTapped(id: StackElementID) -> (NavigationDemo.Action) -> Bool {
      {
        guard case .path(.element(id, .screenC(.stopButtonTapped))) = $0 else { return false }
        return true
      }
    }

    private static func popFrom(id: StackElementID) -> (NavigationDemo.Action) -> Bool {
      {
        guard case .path(.popFrom(id)) = $0 else { return false }
        return true
      }
    }
  }
}
