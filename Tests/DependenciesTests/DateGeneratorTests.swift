import Dependencies
import Foundation
import Testing

@Suite struct DateGeneratorTests {
  @Test func constantAlwaysReturnsItsDate() {
    let date = Date(timeIntervalSince1970: 1_234_567_890)
    let generator = DateGenerator.constant(date)
    #expect(generator.now == date)
    #expect(generator() == date)
    #expect(generator.now == date)
  }

  @Test func overrideIsSeenThroughTheDependency() {
    withDependencies {
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    } operation: {
      @Dependency(\.date) var date
      #expect(date.now == Date(timeIntervalSince1970: 0))
      #expect(date() == Date(timeIntervalSince1970: 0))
    }
  }

  @Test func customGeneratorIsCalledForEachRead() {
    let reads = Log<Int>()
    let generator = DateGenerator {
      reads.append(1)
      return Date(timeIntervalSince1970: TimeInterval(reads.values.count))
    }
    #expect(generator.now == Date(timeIntervalSince1970: 1))
    #expect(generator() == Date(timeIntervalSince1970: 2))
  }

  @Test func liveReadsTheSystemClock() {
    let before = Date()
    let now = DateGenerator.live.now
    let after = Date()
    #expect(before <= now && now <= after)
  }

  @Test func unimplementedDateReportsNamingTheDependency() {
    let reporter = CountingIssueReporter()
    let date = withIssueReporters([reporter]) {
      @Dependency(\.date) var date
      return date.now
    }
    #expect(date == Date(timeIntervalSinceReferenceDate: 0))
    #expect(reporter.messages.count == 1)
    #expect(reporter.messages.first?.contains(#"@Dependency(\.date)"#) == true)
    #expect(reporter.messages.first?.contains("$0.date = .constant(") == true)
  }

  @Test func unimplementedDateFailsTheRunningTest() {
    withKnownIssue {
      @Dependency(\.date) var date
      _ = date()
    } matching: { issue in
      issue.description.contains(#"\.date"#)
    }
  }
}
