import Dependencies
import Foundation
import Testing

/// How many times the `countedNumber` accessor ran.
private let accessorRuns = LockIsolated(0)

private enum NumberKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 1
}

extension DependencyValues {
  /// A dependency whose accessor counts its runs, so a test sees whether a read was cached.
  fileprivate var countedNumber: Int {
    accessorRuns.withValue { $0 += 1 }
    return self[NumberKey.self]
  }
}

/// `@Dependency`'s cache of its last read: used for a key path naming a dependency, never for one computing
/// something from a dependency.
@Suite(.serialized) struct DependencyTests {
  /// Regression: `@Dependency(\.date.now)` cached the first date read under a set of dependencies and returned it
  /// for every later read, so a live store's every stamp was the first one.
  @Test func aDateNowDependencyReadsTheGeneratorOnEveryRead() {
    let calls = LockIsolated(0.0)
    withDependencies {
      $0.date = DateGenerator {
        calls.withValue {
          $0 += 1
          return Date(timeIntervalSince1970: $0)
        }
      }
    } operation: {
      @Dependency(\.date.now) var now
      let first = now
      let second = now
      #expect(first == Date(timeIntervalSince1970: 1))
      #expect(second == Date(timeIntervalSince1970: 2))
    }
  }

  @Test func aKeyPathNamingADependencyIsReadOnceUnderOneSetOfDependencies() {
    withDependencies {
      $0[NumberKey.self] = 7
    } operation: {
      @Dependency(\.countedNumber) var number
      let before = accessorRuns.value
      #expect(number == 7)
      #expect(number == 7)
      #expect(number == 7)
      #expect(accessorRuns.value - before == 1)
    }
  }

  @Test func aKeyPathNamingADependencyIsReadAgainUnderOtherDependencies() {
    @Dependency(\.countedNumber) var number
    let first = withDependencies {
      $0[NumberKey.self] = 2
    } operation: {
      number
    }
    let second = withDependencies {
      $0[NumberKey.self] = 3
    } operation: {
      number
    }
    #expect(first == 2)
    #expect(second == 3)
  }

  @Test func aKeyPathReadingNoKeyIsReadAgainEveryTime() {
    @Dependency(\.context) var context
    let preview = withDependencies {
      $0.context = .preview
    } operation: {
      context
    }
    let live = withDependencies {
      $0.context = .live
    } operation: {
      context
    }
    #expect(preview == .preview)
    #expect(live == .live)
  }
}
