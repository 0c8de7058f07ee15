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
  /// Ids count up from 0, in tests and previews as in the app. Each store has its own counter, shared by all of its
  /// stacks and actions and never restarted: an id is never handed out twice in one store, even after a pop or after
  /// the whole stack was replaced (`state.path = StackState()`), so a late `dismiss()` or action of an element that
  /// left can never reach its successor. Outside a store, each stack counts on from the highest id it has held.
  /// Override it to choose ids yourself.
  public var stackElementID: StackElementIDGenerator {
    get {
      if let overridden = overriddenStackElementID { return overridden }
      return storeStackElementID ?? self[StackElementIDGeneratorKey.self]
    }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }

  /// The generator a test or app set, nil when `stackElementID` was not overridden.
  var overriddenStackElementID: StackElementIDGenerator? {
    isOverridden(StackElementIDGeneratorKey.self) ? self[StackElementIDGeneratorKey.self] : nil
  }

  /// The counter of the store these dependencies belong to, nil outside a store.
  var storeStackElementID: StackElementIDGenerator? {
    storeLocalValues?.value(for: StackElementIDGeneratorKey.self) {
      StackElementIDGenerator.incrementing()
    }
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
    incrementing(from: 0)
  }

  /// Ids `start`, `start + 1`, …: a fresh sequence each time you ask.
  ///
  /// The count never wraps around: once it has handed out `Int.max`, the last id there is, each further ``next()``
  /// is a reported issue (a test failure in tests) and answers `Int.max` again; a stack handed an id it already
  /// holds pushes with a free id instead (see `StackState.append(_:)`).
  public static func incrementing(from start: StackElementID) -> Self {
    let counter = StackIDCounter(start: start.rawValue)
    return Self(next: { counter.next() }, peek: { counter.peek() })
  }
}

/// The count behind ``StackElementIDGenerator/incrementing(from:)``, shared by the generator's closures.
private final class StackIDCounter: Sendable {
  /// The next id to hand out; nil once `Int.max` was handed out.
  private let count: Lock<Int?>

  init(start: Int) {
    self.count = Lock(start)
  }

  func next() -> StackElementID {
    let id = count.withLock { count -> Int? in
      guard let next = count else { return nil }
      count = next == .max ? nil : next + 1
      return next
    }
    if let id { return StackElementID(rawValue: id) }
    reportIssue(
      """
      Stack element ids are exhausted: this 'stackElementID' counter already handed out \(Int.max) (Int.max), \
      the last id there is, and answers it again. Ids never wrap around; a stack that already holds it pushes \
      with a free id instead.
      """)
    return StackElementID(rawValue: .max)
  }

  func peek() -> StackElementID { count.withLock { StackElementID(rawValue: $0 ?? .max) } }
}
