public import ValueDumping
/// A write of one value to one field of `Root`, sent as an action.
///
/// Make one with ``set(_:_:)`` (a key-path literal converts) and match one in a reducer with a key-path pattern:
///
/// ```swift
/// await store.send(.binding(.set(\.draftName, "Ada"))) { $0.draftName = "Ada" }
///
/// switch action {
/// case .binding(\.draftName):   // true for any `.set(\.draftName, _)`
///   return .none
/// case .binding:
///   return .none
/// }
/// ```
///
/// Two binding actions are equal when they set the same key path to equal values, so `TestStore.receive` can match
/// them. They dump as `.set(\State.field, value)`.
public struct BindingAction<Root>: Sendable {
  /// The field written.
  public let keyPath: any PartialKeyPath<Root> & Sendable
  /// The value written, for dumps and equality.
  let value: any Equatable & Sendable
  let apply: @Sendable (inout Root) -> Void
  let isEqualValue: @Sendable (any Equatable & Sendable) -> Bool

  /// A binding action that sets the field at `keyPath` to `value`.
  ///
  /// - Parameters:
  ///   - keyPath: the field, a writable key path from `Root` (a literal such as `\.draftName`).
  ///   - value: the new value.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<Root, Value> & Sendable, _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath,
      value: value,
      apply: { $0[keyPath: keyPath] = value },
      isEqualValue: { ($0 as? Value) == value }
    )
  }

  /// Writes the value into `root`.
  public func callAsFunction(_ root: inout Root) {
    apply(&root)
  }

  /// Whether `action` writes the field at `keyPath`, whatever the value: lets `case .binding(\.field):` match.
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    (action.keyPath as AnyKeyPath) == (keyPath as AnyKeyPath)
  }
}

extension BindingAction: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.keyPath as AnyKeyPath) == (rhs.keyPath as AnyKeyPath) && lhs.isEqualValue(rhs.value)
  }
}

extension BindingAction: CustomDumpRepresentable {
  public var dumpRepresentation: Any {
    BindingDump(dumpText: ".set(\(keyPathName(keyPath)), \(dumpValue(value)))")
  }
}

extension BindingAction: CustomStringConvertible {
  public var description: String {
    ".set(\(keyPathName(keyPath)), \(dumpValue(value)))"
  }
}

extension BindingAction: CustomReflectable {
  /// Reflects as the enum case it is written as, `set(keyPath, value)`, so tools that print values as Swift
  /// literals (the demo runner's transcripts) print `.set(…)`.
  public var customMirror: Mirror {
    Mirror(
      self, children: [(label: "set", value: (keyPathName(keyPath), value))], displayStyle: .enum)
  }
}
