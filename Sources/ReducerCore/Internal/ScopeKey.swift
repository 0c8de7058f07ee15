import ValueDumping

/// Identifies a cached child store: the state path, the child action type, the route (which action case the
/// constructor builds, learnt from a probe value, so two scopes over the same state through different action cases
/// are different stores even from one call site), the element id (for collections) and the call site.
struct ScopeKey: Hashable {
  let state: AnyKeyPath
  let action: ObjectIdentifier
  let route: ScopeRoute
  let id: AnyHashable?
  let site: ScopeSite?
}

/// Which action case a scope's constructor builds: what it made of a probe value of the child action, compared with
/// `==` when the action is `Equatable` (a few nanoseconds for a small enum), else by its dump.
///
/// Hashing ignores the value (the action need not be `Hashable`): the other parts of a ``ScopeKey`` spread the keys,
/// and the routes of one state path, action type and call site are few.
struct ScopeRoute: Hashable {
  private let value: Any
  private let matches: (Any) -> Bool

  init(_ value: Any) {
    if let equatable = value as? any Equatable {
      self.value = value
      self.matches = Self.comparison(with: equatable)
    } else {
      let dump = dumpValue(value)
      self.value = dump
      self.matches = { ($0 as? String) == dump }
    }
  }

  private static func comparison<T: Equatable>(with value: T) -> (Any) -> Bool {
    { ($0 as? T) == value }
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.matches(rhs.value) }

  func hash(into hasher: inout Hasher) {}
}

/// The collection scopes of one array with one child action type, whose routes are told apart by their constructors.
struct ElementRoutesKey: Hashable {
  let state: AnyKeyPath
  let action: ObjectIdentifier
}

/// Where `scope` was called.
package struct ScopeSite: Hashable {
  let fileID: String
  let line: UInt
  let column: UInt

  package init(fileID: StaticString, line: UInt, column: UInt) {
    self.fileID = "\(fileID)"
    self.line = line
    self.column = column
  }
}
