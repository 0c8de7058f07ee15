import Dependencies
import Foundation
import Testing

@Suite struct UUIDIntTests {
  @Test func intInitializerSpellsTheIncrementingGeneratorsNthUUID() {
    let uuid = UUIDGenerator.incrementing
    for n in 0..<300 {
      #expect(uuid() == UUID(n))
    }
  }

  @Test func intInitializerWritesTheValueInHexInTheLastGroup() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(10).uuidString == "00000000-0000-0000-0000-00000000000A")
    #expect(UUID(0xFFFF_FFFF_FFFF).uuidString == "00000000-0000-0000-0000-FFFFFFFFFFFF")
  }

  @Test func intInitializerWrapsPast48BitsLikeTheGeneratorsCounter() {
    #expect(UUID(1 << 48) == UUID(0))
    #expect(UUID((1 << 48) + 5) == UUID(5))
  }

  @Test func negativeIntIsAReportedIssueAndGivesUUIDZero() {
    var uuid: UUID?
    withKnownIssue {
      uuid = UUID(-1)
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined()
      return message.contains("UUID(-1): the value must not be negative")
    }
    #expect(uuid == UUID(0))
  }
}
