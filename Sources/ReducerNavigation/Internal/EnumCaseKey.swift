import CaseReflection

/// One case of an enum, as a key-path component: `\Destination.State?.[case: key]` reads the case's payload, nil when
/// the enum is absent or holds another case.
///
/// Key-path components must be `Hashable`, and a case constructor is a closure, so a key is identified by where it
/// was made (the `scope` call site) and its types: one call site always passes the same case constructor.
struct EnumCaseKey<Root, Value>: Hashable, Sendable {
  let casePath: AnyCasePath<Root, Value>
  let fileID: String
  let line: UInt
  let column: UInt

  init(_ casePath: AnyCasePath<Root, Value>, fileID: StaticString, line: UInt, column: UInt) {
    self.casePath = casePath
    self.fileID = "\(fileID)"
    self.line = line
    self.column = column
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.fileID == rhs.fileID && lhs.line == rhs.line && lhs.column == rhs.column
  }

  func hash(into hasher: inout Hasher) {
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
