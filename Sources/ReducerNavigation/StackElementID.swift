public import Dependencies
public import ValueDumping

/// The identity of an element of a ``StackState``: stable while the element is on the stack.
///
/// New elements get theirs from `@Dependency(\.stackElementID)`: 0, 1, 2, … in the order they were pushed, in tests
/// and previews as in the app, so a test can name them with integer literals: `$0.path[id: 0] = …`.
public struct StackElementID: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral,
  CustomStringConvertible, CustomDumpRepresentable
{
  /// The number behind the id.
  public let rawValue: Int

  /// The id numbered `rawValue`.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The id numbered `value`: `let id: StackElementID = 0`.
  public init(integerLiteral value: Int) {
    self.rawValue = value
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { "#\(rawValue)" }

  /// Dumps as its number, so stack entries print as `[id: 0]: …`.
  public var dumpRepresentation: Any { rawValue }
}

extension DependencyValues {
  /// Hands out the ids of elements pushed onto a ``StackState``.
  ///
  /// Ids count up from 0, in tests and previews as in the app. Unless this is overridden, a stack counts on from the
  /// highest id it has held, so an id is never reused after a pop; override it to choose ids yourself.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }

  /// The generator a test or app set, nil when `stackElementID` was not overridden.
  var overriddenStackElementID: StackElementIDGenerator? {
    isOverridden(StackElementIDGeneratorKey.self) ? self[StackElementIDGeneratorKey.self] : nil
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { .incrementing() }
  static var testValue: StackElementIDGenerator { .incrementing() }
}

/// Produces ``StackElementID`` values for elements pushed onto a stack.
///
/// ```swift
/// withDependencies {
///   $0.stackElementID = .incrementing()
/// } operation: {
///   var path = StackState<Int>()
///   path.append(1)  // id 0
///   path.append(2)  // id 1
/// }
/// ```
public struct StackElementIDGenerator: Sendable {
  private let generate: @Sendable () -> StackElementID
  private let peekNext: @Sendable () -> StackElementID

  /// A generator calling `next` for each id, and `peek` to tell the next one without using it.
  public init(
    next: @escaping @Sendable () -> StackElementID,
    peek: @escaping @Sendable () -> StackElementID
  ) {
    self.generate = next
    self.peekNext = peek
  }

  /// The next id.
  public func next() -> StackElementID { generate() }

  /// The id ``next()`` would return, without using it.
  public func peek() -> StackElementID { peekNext() }

  /// Ids 0, 1, 2, …: a fresh sequence each time you ask.
  public static func incrementing() -> Self {
    let counter = StackIDCounter()
    return Self(next: { counter.next() }, peek: { counter.peek() })
  }
}

/// The count behind ``StackElementIDGenerator/incrementing()``, shared by the generator's closures.
private final class StackIDCounter: Sendable {
  private let count = Lock(0)

  func next() -> StackElementID {
    count.withLock { count in
      defer { count += 1 }
      return StackElementID(rawValue: count)
    }
  }

  func peek() -> StackElementID { count.withLock { StackElementID(rawValue: $0) } }
}
