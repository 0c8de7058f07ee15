import Foundation
import ScenarioCatalog
import Testing

@Suite struct UUIDFixtureTests {
  @Test func aFixtureLiteralIsThatUUID() {
    #expect(
      UUID(fixture: "11111111-1111-1111-1111-111111111111")
        == UUID(uuidString: "11111111-1111-1111-1111-111111111111"))
  }

  @Test func aMalformedLiteralIsAReportedIssueAndTheNilUUID() {
    withKnownIssue {
      #expect(
        UUID(fixture: "1111-oops") == UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
    } matching: { issue in
      issue.description.contains("UUID(fixture: \"1111-oops\") is not a UUID")
    }
  }
}
