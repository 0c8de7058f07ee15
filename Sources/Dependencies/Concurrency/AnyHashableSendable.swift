/// A type-erased value that is both `Hashable` and `Sendable`: what `AnyHashable` is, for values that cross
/// concurrency domains.
///
/// Use it as a key or identifier whose concrete type varies but must be `Sendable`, such as a cancellation id
/// chosen at runtime or a dictionary key held by a `Sendable` type:
///
/// ```swift
/// struct Registry: Sendable {
///   var handlers: [AnyHashableSendable: String] = [:]
/// }
/// var registry = Registry()
/// registry.handlers[AnyHashableSendable(42)] = "answer"
/// registry.handlers[AnyHashableSendable("id")] = "name"
/// ```
///
/// Two values are equal when their wrapped values are, by the rules of `AnyHashable`: values of different types are
/// never equal, except where the standard library bridges them (numbers of one kind). Wrapping an
/// `AnyHashableSendable` again does not nest: the inner value is kept.
public struct AnyHashableSendable: Hashable, Sendable {
  /// The wrapped value.
  public let base: any Hashable & Sendable

  /// Wraps `base`.
  ///
  /// - Parameter base: the value; if it is itself an `AnyHashableSendable`, its value is wrapped instead.
  public init(_ base: some Hashable & Sendable) {
    if let erased = base as? AnyHashableSendable {
      self = erased
    } else {
      self.base = base
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }
}

extension AnyHashableSendable: CustomStringConvertible, CustomDebugStringConvertible {
  public var description: String { String(describing: base) }

  public var debugDescription: String { "AnyHashableSendable(\(String(reflecting: base)))" }
}

extension AnyHashableSendable: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral
{
  /// Wraps an `Int` literal: `let id: AnyHashableSendable = 42`.
  public init(integerLiteral value: Int) { self.init(value) }

  /// Wraps a `String` literal: `let id: AnyHashableSendable = "row"`.
  public init(stringLiteral value: String) { self.init(value) }

  /// Wraps a `Bool` literal.
  public init(booleanLiteral value: Bool) { self.init(value) }

  /// Wraps a `Double` literal.
  public init(floatLiteral value: Double) { self.init(value) }
}
