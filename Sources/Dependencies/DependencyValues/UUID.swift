public import Foundation

extension DependencyValues {
  /// Generates UUIDs: random live, unimplemented in tests (override with `.incrementing` or `.constant`).
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator.live
  static var testValue: UUIDGenerator {
    UUIDGenerator(
      unimplementedGenerator(
        "uuid", override: "`$0.uuid = .incrementing` (or `.constant(…)`)",
        placeholder: UUID(incrementingValue: 0)))
  }
}

/// Produces UUIDs through a dependency, so tests and demos can make them deterministic.
///
/// ```swift
/// @Dependency(\.uuid) var uuid
/// let id = uuid()
/// ```
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// A generator calling `generate` for each UUID.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// The next UUID.
  public func callAsFunction() -> UUID { generate() }

  /// Random UUIDs.
  public static var live: UUIDGenerator { UUIDGenerator { UUID() } }

  /// Always `uuid`.
  public static func constant(_ uuid: UUID) -> UUIDGenerator { UUIDGenerator { uuid } }

  /// `00000000-0000-0000-0000-000000000000`, then `…0001`, `…0002`, …: a fresh sequence each time you ask.
  public static var incrementing: UUIDGenerator {
    let counter = IncrementingCounter()
    return UUIDGenerator { UUID(incrementingValue: counter.next()) }
  }
}

/// A thread-safe counter shared by the closures of one `.incrementing` generator.
private final class IncrementingCounter: Sendable {
  private let count = Lock<UInt64>(0)

  func next() -> UInt64 {
    count.withLock { count in
      defer { count &+= 1 }
      return count
    }
  }
}

extension UUID {
  /// The UUID whose last 48 bits are `value`: `00000000-0000-0000-0000-00000000000a` for 10.
  init(incrementingValue value: UInt64) {
    let byte = { (shift: UInt64) in UInt8(truncatingIfNeeded: value >> shift) }
    self.init(
      uuid: (
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, byte(40), byte(32), byte(24), byte(16), byte(8), byte(0)
      ))
  }
}
