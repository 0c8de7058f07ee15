import Dependencies
import Reducer
import ReducerTesting
import Testing

/// `DictionaryPlace`, a new kind of child written as one type, sends, tests and scopes like the built-in ones.
@MainActor
@Suite struct DictionaryPlaceTests {
  /// A room counting the guests' calls and the seconds of its timer.
  struct Room: Reducer {
    struct State: Equatable, Sendable {
      var calls = 0
      var ticks = 0
    }
    enum Action: Equatable, Sendable { case called, timerStarted, tick }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .called:
        state.calls += 1
        return .none
      case .timerStarted:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }

  /// A hotel keeping its rooms by number.
  struct Hotel: Reducer {
    struct State: Equatable, Sendable {
      var rooms: [String: Room.State] = [:]
      var log: [String] = []
    }
    enum Action: Equatable, Sendable {
      case room(String, Room.Action)
      case checkedIn(String)
      case checkedOut(String)
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case let .room(number, .called):
          // The child ran first: the parent sees the room's new count.
          state.log.append("\(number): \(state.rooms[number]?.calls ?? -1)")
        case .room: break
        case let .checkedIn(number): state.rooms[number] = Room.State()
        case let .checkedOut(number): state.rooms[number] = nil
        }
        return .none
      }
      .child(DictionaryPlace(\.rooms, action: Action.room)) { Room() }
    }
  }

  static let rooms = DictionaryPlace(\Hotel.State.rooms, action: Hotel.Action.room)

  func makeStore(_ state: Hotel.State, clock: TestClock = TestClock()) -> TestStore<
    Hotel.State, Hotel.Action
  > {
    TestStore(initialState: state) {
      Hotel()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func anActionForAKeyRunsThatChildBeforeTheParent() async {
    let store = makeStore(Hotel.State(rooms: ["101": Room.State(), "102": Room.State()]))
    await store.send(.room("102", .called)) {
      $0.rooms["102"]?.calls = 1
      $0.log = ["102: 1"]
    }
    await store.send(.room("102", .called)) {
      $0.rooms["102"]?.calls = 2
      $0.log = ["102: 1", "102: 2"]
    }
  }

  @Test func anActionForAMissingKeyIsReportedAndChangesNothing() async {
    let store = makeStore(Hotel.State(rooms: ["101": Room.State()]))
    await withKnownIssue {
      await store.send(.room("999", .called)) { $0.log = ["999: -1"] }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "A dictionary child at DictionaryPlaceTests/DictionaryPlaceTests.swift:")
        && issue.comments.map(\.rawValue).joined().contains(
          "received an action for a missing key (999)")
    }
  }

  @Test func removingAKeyCancelsThatChildsEffectsOnly() async {
    let clock = TestClock()
    let store = makeStore(
      Hotel.State(rooms: ["101": Room.State(), "102": Room.State()]), clock: clock)
    await store.send(.room("101", .timerStarted))
    await store.send(.room("102", .timerStarted))
    await clock.advance(by: .seconds(1))
    await store.receive(.room("101", .tick)) { $0.rooms["101"]?.ticks = 1 }
    await store.receive(.room("102", .tick)) { $0.rooms["102"]?.ticks = 1 }
    await store.send(.checkedOut("101")) { $0.rooms["101"] = nil }
    // A tick of room 101 after this would be an unasserted action.
    await clock.advance(by: .seconds(1))
    await store.receive(.room("102", .tick)) { $0.rooms["102"]?.ticks = 2 }
    await store.send(.checkedOut("102")) { $0.rooms["102"] = nil }
    await clock.advance(by: .seconds(3))
  }

  @Test func aKeysStoreIsOneObjectAcrossAThousandScopesWhileTheKeyIsThere() throws {
    let store = Store(initialState: Hotel.State(rooms: ["101": Room.State()])) { Hotel() }
    let first = try #require(store.scope(Self.rooms, "101"))
    for _ in 0..<1_000 {
      #expect(store.scope(Self.rooms, "101") === first)
    }
    first.send(.called)
    #expect(first.calls == 1)
    #expect(store.rooms["101"]?.calls == 1)
    #expect(store.scope(Self.rooms, "102") == nil)
  }

  @Test func aKeysStoreIsANewOneOnceTheKeyWasRemovedAndAddedAgain() throws {
    let store = Store(initialState: Hotel.State(rooms: ["101": Room.State()])) { Hotel() }
    let before = try #require(store.scope(Self.rooms, "101"))
    store.send(.checkedOut("101"))
    #expect(store.scope(Self.rooms, "101") == nil)
    store.send(.checkedIn("101"))
    let after = try #require(store.scope(Self.rooms, "101"))
    #expect(after !== before)
    withKnownIssue {
      before.send(.called)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "An action was sent to the store of a child that is no longer presented")
    }
    #expect(store.rooms["101"]?.calls == 0)
  }

  @Test func theCompositionArticlesScopeSampleSendsToTheRoomAtItsKey() {
    let store = Store(initialState: Hotel.State(rooms: ["101": Room.State()])) { Hotel() }
    let rooms = DictionaryPlace(\Hotel.State.rooms, action: Hotel.Action.room)
    if let room = store.scope(rooms, "101") {
      room.send(.called)
    }
    #expect(store.rooms["101"]?.calls == 1)
    #expect(store.log == ["101: 1"])
  }
}
