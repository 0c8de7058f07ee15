import Dependencies
import Foundation
import Testing

@Suite struct UUIDGeneratorTests {
  /// The UUID `.incrementing` produces for `value`.
  private func expected(_ value: UInt64) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - hex.count) + hex
  }

  @Test func incrementingStartsAtZeroAndCountsUp() {
    let uuid = UUIDGenerator.incrementing
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000002")
  }

  @Test func incrementingCarriesIntoHigherDigitsAndBytes() {
    let uuid = UUIDGenerator.incrementing
    var generated: [String] = []
    for _ in 0...0x1_0000 { generated.append(uuid().uuidString) }
    #expect(generated[0x0A] == "00000000-0000-0000-0000-00000000000A")
    #expect(generated[0x10] == "00000000-0000-0000-0000-000000000010")
    #expect(generated[0xFF] == "00000000-0000-0000-0000-0000000000FF")
    #expect(generated[0x100] == "00000000-0000-0000-0000-000000000100")
    #expect(generated[0x1_0000] == "00000000-0000-0000-0000-000000010000")
    #expect(generated == (0...0x1_0000).map { expected(UInt64($0)) })
  }

  @Test func eachIncrementingGeneratorHasItsOwnSequence() {
    let first = UUIDGenerator.incrementing
    let second = UUIDGenerator.incrementing
    _ = first()
    _ = first()
    #expect(second().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(first().uuidString == "00000000-0000-0000-0000-000000000002")
  }

  @Test func incrementingHandsOutEachValueOnceUnderConcurrency() async {
    let uuid = UUIDGenerator.incrementing
    let generated = await withTaskGroup(of: [UUID].self) { group in
      for _ in 0..<8 {
        group.addTask { (0..<250).map { _ in uuid() } }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }
    #expect(Set(generated) == Set((0..<2_000).compactMap { UUID(uuidString: expected($0)) }))
  }

  @Test func incrementingOverrideKeepsCountingAcrossReads() {
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      @Dependency(\.uuid) var uuid
      #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
      #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    }
  }

  @Test func constantAlwaysReturnsItsValue() throws {
    let fixed = try #require(UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF"))
    let uuid = UUIDGenerator.constant(fixed)
    #expect(uuid() == fixed)
    #expect(uuid() == fixed)
  }

  @Test func customGeneratorIsCalledForEachUUID() {
    let calls = Log<Int>()
    let uuid = UUIDGenerator {
      calls.append(1)
      return UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
    }
    #expect(uuid().uuidString == "01020304-0506-0708-090A-0B0C0D0E0F10")
    _ = uuid()
    #expect(calls.values.count == 2)
  }

  @Test func liveGeneratesDistinctRandomUUIDs() {
    let uuid = UUIDGenerator.live
    let generated = Set((0..<100).map { _ in uuid() })
    #expect(generated.count == 100)
  }

  @Test func liveContextUsesRandomUUIDsWithoutReporting() {
    let reporter = CountingIssueReporter()
    let (first, second) = withIssueReporters([reporter]) {
      withDependencies {
        $0.context = .live
      } operation: {
        @Dependency(\.uuid) var uuid
        return (uuid(), uuid())
      }
    }
    #expect(first != second)
    #expect(reporter.issues.isEmpty)
  }

  @Test func unimplementedUUIDReportsNamingTheDependency() {
    let reporter = CountingIssueReporter()
    let id = withIssueReporters([reporter]) {
      @Dependency(\.uuid) var uuid
      return uuid()
    }
    #expect(id.uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(reporter.messages.count == 1)
    #expect(reporter.messages.first?.contains(#"@Dependency(\.uuid)"#) == true)
    #expect(reporter.messages.first?.contains("$0.uuid = .incrementing") == true)
  }

  @Test func unimplementedUUIDFailsTheRunningTest() {
    withKnownIssue {
      @Dependency(\.uuid) var uuid
      _ = uuid()
    } matching: { issue in
      issue.description.contains(#"\.uuid"#)
    }
  }
}
