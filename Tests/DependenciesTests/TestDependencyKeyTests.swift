import Dependencies
import SplitDependencyInterface
import Testing

// `SplitDependencyLive` is linked into this test target but not imported: its `extension GreetingClient:
// DependencyKey` is found only by the registry's run-time lookup.

/// A key declared in one module, as `DependencyKey` at once: read through the `TestDependencyKey` path.
private enum WholeKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
}

/// Reads `key` through the generic `TestDependencyKey` subscript, as code that only knows the interface does.
private func readThroughInterface<Key: TestDependencyKey>(_ key: Key.Type) -> Key.Value {
  DependencyValues.current[key]
}

@Suite struct TestDependencyKeyTests {
  @Test func liveValueDeclaredInAnotherModuleIsFoundInALiveContext() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(GreetingClient.self) var byType
      @Dependency(\.greeting) var byAccessor
      #expect(byType.greet("Ada") == "Live hello, Ada")
      #expect(byAccessor.greet("Ada") == "Live hello, Ada")
    }
  }

  @Test func testContextUsesTheInterfaceModulesTestValue() {
    withDependencies {
      $0.context = .test
    } operation: {
      @Dependency(\.greeting) var greeting
      #expect(greeting.greet("Ada") == "Test hello, Ada")
    }
  }

  @Test func previewContextUsesThePreviewValueElseTheTestValue() {
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.greeting) var greeting
      @Dependency(FarewellClient.self) var farewell
      #expect(greeting.greet("Ada") == "Test hello, Ada")
      #expect(farewell.farewell("Ada") == "Preview goodbye, Ada")
    }
  }

  @Test func missingLiveValueInALiveContextIsAReportedIssueAndUsesTheTestValue() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(FarewellClient.self) var farewell
      withKnownIssue {
        #expect(farewell.farewell("Ada") == "Test goodbye, Ada")
      } matching: { issue in
        issue.description.contains(
          "@Dependency(FarewellClient.self) has no live implementation, but was read in a live context"
        )
          && issue.description.contains("extension FarewellClient: DependencyKey")
      }
    }
  }

  @Test func anOverrideWinsOverTheLiveLookup() {
    withDependencies {
      $0.context = .live
      $0[FarewellClient.self] = FarewellClient { "Overridden goodbye, \($0)" }
    } operation: {
      @Dependency(FarewellClient.self) var farewell
      #expect(farewell.farewell("Ada") == "Overridden goodbye, Ada")
    }
  }

  @Test func aDependencyKeyReadThroughTheInterfacePathKeepsItsDefaults() {
    #expect(
      withDependencies {
        $0.context = .live
      } operation: {
        readThroughInterface(WholeKey.self)
      } == "live")
    #expect(
      withDependencies {
        $0.context = .test
      } operation: {
        readThroughInterface(WholeKey.self)
      } == "test")
    // A `DependencyKey`'s preview value defaults to its live value, also when read through the interface.
    #expect(
      withDependencies {
        $0.context = .preview
      } operation: {
        readThroughInterface(WholeKey.self)
      } == "live")
  }
}
