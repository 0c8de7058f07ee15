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

/// A key with an explicit test value that reads `NoTestValueKey` by type while it is computed.
private enum ReadsAnotherKeyKey: DependencyKey {
  static let liveValue = "live"
  static var testValue: String {
    @Dependency(NoTestValueKey.self) var other
    return "test, then \(other)"
  }
}

extension DependencyValues {
  /// `NoTestValueKey` through an accessor, as features declare their services.
  fileprivate var noTestValue: String {
    get { self[NoTestValueKey.self] }
    set { self[NoTestValueKey.self] = newValue }
  }

  fileprivate var readsAnotherKey: String {
    get { self[ReadsAnotherKeyKey.self] }
    set { self[ReadsAnotherKeyKey.self] = newValue }
  }
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
    let (value, message) = try readReportingOneFailure {
      @Dependency(LiveOnlyKey.self) var value
      return value
    }
    #expect(value == "live only")
    #expect(message.contains("@Dependency(LiveOnlyKey) has no test implementation"))
    #expect(message.contains("withDependencies"))
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

  @Test func keyWithoutTestValueReadThroughItsAccessorNamesTheAccessorAndTheFix() throws {
    let (value, message) = try readReportingOneFailure {
      @Dependency(\.noTestValue) var value
      return value
    }
    #expect(value == "preview")
    #expect(message.hasPrefix("@Dependency(\\.noTestValue) has no test implementation"))
    #expect(message.contains("`withDependencies { $0.noTestValue = … }`"))
    #expect(message.contains("give its key, NoTestValueKey, a `testValue`"))
  }

  @Test func keyReadByTypeWhileAnotherKeysTestValueIsComputedIsNamedByItsOwnKey() throws {
    let (value, message) = try readReportingOneFailure {
      @Dependency(\.readsAnotherKey) var value
      return value
    }
    #expect(value == "test, then preview")
    #expect(message.hasPrefix("@Dependency(NoTestValueKey) has no test implementation"))
  }

  /// What `read` returns and the one issue it reports, a failure (an expectation fails otherwise).
  private func readReportingOneFailure(
    _ read: () -> String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (value: String, message: String) {
    let reporter = CountingIssueReporter()
    let value = withIssueReporters([reporter]) { read() }
    #expect(reporter.issues.count == 1, sourceLocation: sourceLocation)
    #expect(reporter.issues.first?.severity == .failure, sourceLocation: sourceLocation)
    return (value, try #require(reporter.messages.first, sourceLocation: sourceLocation))
  }
}
