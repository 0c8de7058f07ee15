#if compiler(>=6.1)
  import Dependencies
  import Reducer
  public import Testing

  /// A Swift Testing trait that spells out what every test already gets: its own in-memory shared-state storages,
  /// used by the test's body and by every store, test store and scenario it creates.
  ///
  /// No trait is needed for that: in test context the storages belong to the running test (each case of a
  /// parameterized test too), so a `@Shared` declared in the test body and the store under test share one value,
  /// the next test starts fresh, and tests running in parallel never see each other's values. The trait is the
  /// explicit form, for a suite that wants to say so:
  ///
  /// ```swift
  /// @Test(.freshSharedStorages) func incrementSavesTheCount() async {
  ///   @Shared(.appStorage("count")) var count = 0
  ///   let store = TestStore(initialState: Counter.State()) { Counter() }
  ///   await store.send(.incrementTapped) { $0.$count.withLock { $0 = 1 } }
  ///   #expect(count == 1)
  /// }
  /// ```
  ///
  /// It also puts the test in test context. Tests never touch the disk or the real `UserDefaults`. XCTest tests
  /// get the same with `withFreshSharedStorages(_:)` around `invokeTest()`.
  public struct FreshSharedStorages: TestTrait, SuiteTrait, TestScoping {
    /// Applies to each test of a suite, not once for the whole suite.
    public var isRecursive: Bool { true }

    public func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      // Only a test (or test case) gets storages; a suite's scope passes through.
      guard testCase != nil || !test.isSuite else { return try await function() }
      var dependencies = DependencyValues.current
      dependencies.context = .test
      dependencies.pinSharedStorages()
      try await DependencyValues.$current.withValue(dependencies) { try await function() }
    }
  }

  extension Trait where Self == FreshSharedStorages {
    /// Each test gets its own in-memory shared-state storages, shared by its body and its stores (what every test
    /// gets without the trait; this is the explicit form).
    public static var freshSharedStorages: Self { FreshSharedStorages() }
  }
#endif
