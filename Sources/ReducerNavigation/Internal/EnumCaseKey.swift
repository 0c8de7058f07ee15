import CaseReflection

/// One case of an enum, as a key-path component: `\Destination.State?.[case: key]` reads the case's payload, nil when
/// the enum is absent or holds another case.
///
/// Key-path components must be `Hashable`, and a case constructor is a closure (not comparable), so a key is
/// identified by where it was made (the `scope` call site), its types, and the tag of the case it extracts: a helper
/// that scopes to two cases of the same payload type from one call site makes two different keys.
struct EnumCaseKey<Root, Value>: Hashable, Sendable {
  let casePath: AnyCasePath<Root, Value>
  /// The tag of the case `casePath` extracts (its index in the enum's case order), or nil when not known.
  let caseTag: Int?
  let fileID: String
  let line: UInt
  let column: UInt

  /// A key for `casePath`, made at a `scope` call site. `current` is the enum's value now: when it holds the case,
  /// its tag is the case's (the only time the key extracts anything, so the only time it must tell cases apart).
  init(
    _ casePath: AnyCasePath<Root, Value>, current: Root?, fileID: StaticString, line: UInt,
    column: UInt
  ) {
    self.casePath = casePath
    if let current, casePath.extract(from: current) != nil {
      self.caseTag = EnumReflection.tag(of: current)
    } else {
      self.caseTag = nil
    }
    self.fileID = "\(fileID)"
    self.line = line
    self.column = column
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.caseTag == rhs.caseTag && lhs.fileID == rhs.fileID && lhs.line == rhs.line
      && lhs.column == rhs.column
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(caseTag)
    hasher.combine(fileID)
    hasher.combine(line)
    hasher.combine(column)
  }
}

extension Optional {
  /// The payload of the case `key` names, nil when this is nil or holds another case.
  subscript<Value>(case key: EnumCaseKey<Wrapped, Value>) -> Value? {
    flatMap { key.casePath.extract(from: $0) }
  }
}
