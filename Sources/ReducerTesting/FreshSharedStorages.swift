#if compiler(>=6.1)
  import Dependencies
  import Reducer
  public import Testing

  /// A Swift Testing trait giving each test its own in-memory shared-state storages, used by the test's body and by
  /// every store it creates.
  ///
  /// Without it, each store of a test starts with fresh storages of its own, and a `@Shared` declared in the test
  /// body is shared with no store. With it, the test can hold the same value as the store under test:
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
  /// Apply it to a suite to give every test of the suite its own storages. Tests stay isolated from each other and
  /// never touch the disk or the real `UserDefaults`.
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
    /// Each test gets its own in-memory shared-state storages, shared by its body and its stores.
    public static var freshSharedStorages: Self { FreshSharedStorages() }
  }
#endif
