import Dependencies
import Foundation
import Testing

/// A dependency with a different value in each context, so a read tells which one was picked.
private enum GreetingKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
  static let previewValue = "preview"
}

extension DependencyValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

private struct Failure: Error, Equatable {}

@Suite struct WithDependenciesTests {
  @Test func overrideIsSeenInsideAndRestoredAfter() {
    @Dependency(\.greeting) var greeting
    #expect(greeting == "test")
    withDependencies {
      $0.greeting = "overridden"
    } operation: {
      #expect(greeting == "overridden")
    }
    #expect(greeting == "test")
  }

  @Test func innerScopeStartsFromOuterValues() {
    @Dependency(\.greeting) var greeting
    @Dependency(\.uuid) var uuid
    withDependencies {
      $0.greeting = "outer"
      $0.uuid = .incrementing
    } operation: {
      withDependencies {
        // The update closure sees the outer override before changing it.
        #expect($0.greeting == "outer")
        $0.greeting = $0.greeting + "+inner"
      } operation: {
        #expect(greeting == "outer+inner")
        // A dependency the inner scope did not touch keeps the outer override.
        #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
      }
      #expect(greeting == "outer")
    }
    #expect(greeting == "test")
  }

  @Test func syncOperationReturnsItsValue() {
    let value = withDependencies {
      $0.greeting = "returned"
    } operation: { () -> String in
      @Dependency(\.greeting) var greeting
      return greeting
    }
    #expect(value == "returned")
  }

  @Test func asyncOperationReturnsItsValueAcrossSuspensions() async {
    let value = await withDependencies {
      $0.greeting = "async"
    } operation: { () async -> String in
      await Task.yield()
      @Dependency(\.greeting) var greeting
      return greeting
    }
    #expect(value == "async")
  }

  @Test func errorsFromOperationAreRethrownAndScopeEnds() async {
    @Dependency(\.greeting) var greeting
    #expect(throws: Failure.self) {
      try withDependencies {
        $0.greeting = "sync"
      } operation: {
        throw Failure()
      }
    }
    await #expect(throws: Failure.self) {
      try await withDependencies {
        $0.greeting = "async"
      } operation: {
        await Task.yield()
        throw Failure()
      }
    }
    #expect(greeting == "test")
  }

  @Test func errorsFromUpdateSkipTheOperation() {
    var ran = false
    #expect(throws: Failure.self) {
      try withDependencies { _ in
        throw Failure()
      } operation: {
        ran = true
      }
    }
    #expect(!ran)
  }

  @Test func dependencyReadsByKeyPathAndByKeyTypeAgree() {
    @Dependency(\.greeting) var byKeyPath
    @Dependency(GreetingKey.self) var byKeyType
    #expect(byKeyPath == "test")
    #expect(byKeyType == "test")
    withDependencies {
      $0[GreetingKey.self] = "set by key"
    } operation: {
      #expect(byKeyPath == "set by key")
      #expect(byKeyType == "set by key")
    }
  }

  @Test func dependencyWrapperResolvesAtEachReadNotAtCreation() {
    struct Greeter {
      @Dependency(\.greeting) var greeting
    }
    let greeter = Greeter()
    #expect(greeter.greeting == "test")
    withDependencies {
      $0.greeting = "later"
    } operation: {
      #expect(greeter.greeting == "later")
    }
  }

  @Test func isOverriddenTellsOverridesFromDefaults() {
    var values = DependencyValues()
    #expect(!values.isOverridden(GreetingKey.self))
    values.greeting = "set"
    #expect(values.isOverridden(GreetingKey.self))
    #expect(values.greeting == "set")
  }

  @Test func mergingPrefersTheOtherBagsOverridesAndContext() {
    var base = DependencyValues()
    base.greeting = "base"
    base.uuid = .incrementing
    var other = DependencyValues()
    other.greeting = "other"
    other.context = .preview

    let merged = base.merging(other)
    #expect(merged.greeting == "other")
    #expect(merged.context == .preview)
    #expect(merged.uuid().uuidString == "00000000-0000-0000-0000-000000000000")

    // A bag with no context of its own keeps the base's.
    var preview = DependencyValues()
    preview.context = .preview
    #expect(preview.merging(DependencyValues()).context == .preview)
  }
}
