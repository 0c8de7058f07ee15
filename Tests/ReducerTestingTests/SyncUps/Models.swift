import Foundation
import Reducer

// TCA's SyncUps app (Examples/SyncUps), ported with plain state instead of `@Shared`: the models.

struct SyncUp: Equatable, Identifiable, Sendable {
  let id: UUID
  var attendees: IdentifiedArrayOf<Attendee> = []
  var duration: Duration = .seconds(60 * 5)
  var meetings: IdentifiedArrayOf<Meeting> = []
  var theme: Theme = .bubblegum
  var title = ""

  var durationPerAttendee: Duration {
    duration / attendees.count
  }
}

struct Attendee: Equatable, Identifiable, Sendable {
  let id: UUID
  var name = ""
}

struct Meeting: Equatable, Identifiable, Sendable {
  let id: UUID
  let date: Date
  var transcript: String
}

enum Theme: String, CaseIterable, Equatable, Sendable {
  case bubblegum, buttercup, indigo, lavender, magenta, navy, orange, oxblood, periwinkle
}

/// The UUID an incrementing generator hands out `n`-th (TCA's `UUID(n)`).
func uuid(_ n: UInt8) -> UUID {
  UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, n))
}

/// A fixed UUID standing in for TCA's random `SyncUp.ID()` / `Attendee.ID()` in tests.
func fixedID(_ n: UInt8) -> UUID {
  UUID(uuid: (0xAB, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, n))
}

extension SyncUp {
  static let mock = SyncUp(
    id: fixedID(100),
    attendees: [
      Attendee(id: fixedID(101), name: "Blob"),
      Attendee(id: fixedID(102), name: "Blob Jr"),
      Attendee(id: fixedID(103), name: "Blob Sr"),
      Attendee(id: fixedID(104), name: "Blob Esq"),
      Attendee(id: fixedID(105), name: "Blob III"),
      Attendee(id: fixedID(106), name: "Blob I"),
    ],
    duration: .seconds(60),
    meetings: [
      Meeting(
        id: fixedID(107), date: Date(timeIntervalSince1970: 1_000_000_000),
        transcript: "Lorem ipsum")
    ],
    theme: .orange,
    title: "Design"
  )
}

/// TCA's `LockIsolated(false)` for the `dismiss` overrides of the tests.
final class Flag: Sendable {
  private let storage = LockedValue(false)
  var value: Bool { storage.value }
  func set() { storage.value = true }
}

/// A value behind a lock.
final class LockedValue<Value: Sendable>: Sendable {
  private let lock = NSLock()
  // NB: every access goes through `lock`.
  nonisolated(unsafe) private var stored: Value

  init(_ value: Value) { self.stored = value }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
