import Foundation

/// A UUID from a literal written in a fixture; a malformed literal yields the nil UUID (and a test catches it).
func fixedUUID(_ string: StaticString) -> UUID {
  UUID(uuidString: "\(string)") ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
}
