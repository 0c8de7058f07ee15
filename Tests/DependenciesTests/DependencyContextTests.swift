import Dependencies
import Testing

/// A key with a distinct value in every context.
private enum ContextKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
  static let previewValue = "preview"
}

/// A key that only declares `liveValue`: previews fall back to it, tests report it.
private enum LiveOnlyKey: DependencyKey {
  static let liveValue = "live only"
}

/// A key with live and preview values but no test value: tests report it and use the preview value.
private enum NoTestValueKey: DependencyKey {
  static let liveValue = "live"
  static let previewValue = "preview"
}

@Suite struct DependencyContextTests {
  @Test func thisProcessIsDetectedAsATest() {
    #expect(DependencyContext.detected == .test)
    #expect(DependencyValues().context == .test)
    #expect(DependencyValues.current.context == .test)
  }

  @Test func testContextPicksTestValue() {
    @Dependency(ContextKey.self) var value
    #expect(value == "test")
  }

  @Test func previewContextPicksPreviewValue() {
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(ContextKey.self) var value
      @Dependency(\.context) var context
      #expect(value == "preview")
      #expect(context == .preview)
    }
  }

  @Test func liveContextPicksLiveValue() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(ContextKey.self) var value
      #expect(value == "live")
    }
  }

  @Test func previewValueDefaultsToLiveValue() {
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(LiveOnlyKey.self) var value
      #expect(value == "live only")
    }
  }

  @Test func overrideWinsInEveryContext() {
    for context in DependencyContext.allCases {
      withDependencies {
        $0.context = context
        $0[ContextKey.self] = "override"
      } operation: {
        @Dependency(ContextKey.self) var value
        #expect(value == "override", "context \(context)")
      }
    }
  }

  @Test func contextSetAfterAnOverrideKeepsTheOverride() {
    withDependencies {
      $0[ContextKey.self] = "override"
    } operation: {
      withDependencies {
        $0.context = .live
      } operation: {
        @Dependency(ContextKey.self) var value
        #expect(value == "override")
      }
    }
  }

  @Test func keyWithoutTestValueReportsNamingTheKeyAndUsesPreviewValue() {
    withKnownIssue {
      @Dependency(NoTestValueKey.self) var value
      #expect(value == "preview")
    } matching: { issue in
      issue.description.contains("@Dependency(NoTestValueKey) has no test implementation")
    }
  }

  @Test func keyWithoutTestValueReportsOncePerReadWithAFix() throws {
    let reporter = CountingIssueReporter()
    let value = withIssueReporters([reporter]) {
      @Dependency(LiveOnlyKey.self) var value
      return value
    }
    #expect(value == "live only")
    #expect(reporter.issues.count == 1)
    let message = try #require(reporter.messages.first)
    #expect(message.contains("@Dependency(LiveOnlyKey) has no test implementation"))
    #expect(message.contains("withDependencies"))
    #expect(reporter.issues.first?.severity == .failure)
  }

  @Test func keyWithoutTestValueIsQuietOnceOverridden() {
    let reporter = CountingIssueReporter()
    withIssueReporters([reporter]) {
      withDependencies {
        $0[NoTestValueKey.self] = "set"
      } operation: {
        @Dependency(NoTestValueKey.self) var value
        #expect(value == "set")
      }
    }
    #expect(reporter.issues.isEmpty)
  }

  @Test func keyWithoutTestValueIsQuietInPreviewContext() {
    let reporter = CountingIssueReporter()
    withIssueReporters([reporter]) {
      withDependencies {
        $0.context = .preview
      } operation: {
        @Dependency(NoTestValueKey.self) var value
        #expect(value == "preview")
      }
    }
    #expect(reporter.issues.isEmpty)
  }
}
