import Dependencies
import Foundation
import Reducer
import ReducerTesting
import Testing

@Suite struct AppStorageTests {
  enum Theme: String, Sendable { case system, dark }
  enum Level: Int, Sendable {
    case low = 1
    case high = 2
  }

  /// Runs `body` with app storage over a suite-named `UserDefaults` made for this test, removed afterwards.
  func withSuite(_ name: String, _ body: (UserDefaults) throws -> Void) throws {
    let suite = "convergence.tests.app-storage.\(name).\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    try withDependencies {
      $0.defaultAppStorage = .userDefaults(defaults)
    } operation: {
      try body(defaults)
    }
  }

  @Test func everySupportedTypeRoundTripsThroughUserDefaults() throws {
    try withSuite("round-trip") { defaults in
      @Shared(.appStorage("bool")) var bool = false
      @Shared(.appStorage("int")) var int = 0
      @Shared(.appStorage("double")) var double = 0.0
      @Shared(.appStorage("string")) var string = ""
      @Shared(.appStorage("url")) var url = URL(fileURLWithPath: "/")
      @Shared(.appStorage("data")) var data = Data()
      @Shared(.appStorage("theme")) var theme = Theme.system
      @Shared(.appStorage("level")) var level = Level.low
      $bool.withLock { $0 = true }
      $int.withLock { $0 = 42 }
      $double.withLock { $0 = 2.5 }
      $string.withLock { $0 = "Ada" }
      $url.withLock { $0 = URL(string: "https://example.com/a?b=1")! }
      $data.withLock { $0 = Data([1, 2, 3]) }
      $theme.withLock { $0 = .dark }
      $level.withLock { $0 = .high }
      #expect(defaults.object(forKey: "bool") as? Bool == true)
      #expect(defaults.object(forKey: "int") as? Int == 42)
      #expect(defaults.object(forKey: "double") as? Double == 2.5)
      #expect(defaults.object(forKey: "string") as? String == "Ada")
      #expect(defaults.object(forKey: "url") as? String == "https://example.com/a?b=1")
      #expect(defaults.object(forKey: "data") as? Data == Data([1, 2, 3]))
      #expect(defaults.object(forKey: "theme") as? String == "dark")
      #expect(defaults.object(forKey: "level") as? Int == 2)

      // A fresh storage over the same defaults reads them back (as the next launch would).
      withDependencies {
        $0.defaultAppStorage = .userDefaults(defaults)
      } operation: {
        #expect(Shared(wrappedValue: false, .appStorage("bool")).wrappedValue == true)
        #expect(Shared(wrappedValue: 0, .appStorage("int")).wrappedValue == 42)
        #expect(Shared(wrappedValue: 0.0, .appStorage("double")).wrappedValue == 2.5)
        #expect(Shared(wrappedValue: "", .appStorage("string")).wrappedValue == "Ada")
        #expect(
          Shared(wrappedValue: URL(fileURLWithPath: "/"), .appStorage("url")).wrappedValue
            == URL(string: "https://example.com/a?b=1"))
        #expect(Shared(wrappedValue: Data(), .appStorage("data")).wrappedValue == Data([1, 2, 3]))
        #expect(Shared(wrappedValue: Theme.system, .appStorage("theme")).wrappedValue == .dark)
        #expect(Shared(wrappedValue: Level.low, .appStorage("level")).wrappedValue == .high)
      }
    }
  }

  @Test func anAbsentNameGivesTheDefaultAndWritesNothing() throws {
    try withSuite("absent") { defaults in
      @Shared(.appStorage("haptics")) var haptics = true
      #expect(haptics)
      #expect(defaults.object(forKey: "haptics") == nil)
    }
  }

  @Test func aStoredValueOfTheWrongTypeIsAReportedIssueAndTheDefault() throws {
    try withSuite("wrong-type") { defaults in
      defaults.set("not a number", forKey: "count")
      withKnownIssue {
        @Shared(.appStorage("count")) var count = 7
        #expect(count == 7)
      } matching: { issue in
        issue.description.contains(#".appStorage("count")"#)
          && issue.description.contains("not a Int")
      }
    }
  }

  @Test func anUnknownRawValueIsAReportedIssueAndTheDefault() {
    withDependencies {
      $0.defaultAppStorage = .inMemory(["theme": "sepia"])
    } operation: {
      withKnownIssue {
        @Shared(.appStorage("theme")) var theme = Theme.system
        #expect(theme == .system)
      } matching: {
        $0.description.contains("not a Theme")
      }
    }
  }

  @Test func inMemoryStorageCanBeSeeded() {
    let storage = AppStorage.inMemory(["haptics": false])
    withDependencies {
      $0.defaultAppStorage = storage
    } operation: {
      @Shared(.appStorage("haptics")) var haptics = true
      #expect(!haptics)
      $haptics.withLock { $0 = true }
    }
    #expect(storage.object(forKey: "haptics") as? Bool == true)
  }

  @Test func concurrentChangesStoreTheNewestValue() async {
    let storage = AppStorage.inMemory()
    let counter = withDependencies {
      $0.defaultAppStorage = storage
    } operation: {
      Shared(wrappedValue: 0, .appStorage("count"))
    }
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<200 { group.addTask { counter.withLock { $0 += 1 } } }
    }
    #expect(counter.wrappedValue == 200)
    #expect(storage.object(forKey: "count") as? Int == 200)
  }

  @Test func oneNameIsOneReference() {
    withDependencies {
      $0.defaultAppStorage = .inMemory()
    } operation: {
      @Shared(.appStorage("count")) var first = 0
      @Shared(.appStorage("count")) var second = 0
      $first.withLock { $0 = 3 }
      #expect(second == 3)
      withKnownIssue {
        @Shared(.appStorage("count")) var text = ""
        #expect(text == "")
      } matching: {
        $0.description.contains("already in use for another type")
      }
    }
  }

  @MainActor @Test func testStoresStartWithFreshDefaults() async {
    struct Feature: Reducer {
      struct State: Equatable, Sendable {
        @Shared(.appStorage("haptics")) var haptics = true
      }
      enum Action: Equatable, Sendable { case toggleTapped }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.$haptics.withLock { $0.toggle() }
        return .none
      }
    }
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.toggleTapped) { $0.$haptics.withLock { $0 = false } }
    #expect(store.dependencies.defaultAppStorage.object(forKey: "haptics") as? Bool == false)
    // Another store of the same test shares the test's defaults; a preview store gets fresh ones.
    let next = TestStore(initialState: Feature.State()) { Feature() }
    #expect(!next.state.haptics)
    let preview = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.context = .preview
    }
    #expect(preview.haptics, "nothing leaked into a preview store")
  }
}
