public import Foundation

extension DependencyValues {
  /// The current date: `Date()` live, unimplemented in tests (override with `.constant`).
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator.live
  static var testValue: DateGenerator {
    DateGenerator(
      unimplementedGenerator(
        "date", override: "`$0.date = .constant(…)`",
        placeholder: Date(timeIntervalSinceReferenceDate: 0)))
  }
}

/// Produces the current date through a dependency, so tests and demos can fix it.
///
/// ```swift
/// @Dependency(\.date) var date
/// let updatedAt = date.now
/// ```
public struct DateGenerator: Sendable {
  private let generate: @Sendable () -> Date

  /// A generator calling `generate` for each read.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The current date.
  public var now: Date { generate() }

  /// The current date.
  public func callAsFunction() -> Date { generate() }

  /// The system clock.
  public static var live: DateGenerator { DateGenerator { Date() } }

  /// Always `date`.
  public static func constant(_ date: Date) -> DateGenerator { DateGenerator { date } }
}
