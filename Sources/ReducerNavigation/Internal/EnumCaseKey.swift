import CaseReflection

/// One case of an enum, as a key-path component: `\Destination.State?.[case: key]` reads the case's payload, nil when
/// the enum is absent or holds another case.
///
/// Key-path components must be `Hashable`, and a case constructor is a closure (not comparable), so a key is
/// identified by the chain of case tags of its case, found without building any value or calling any closure: from
/// the enums' metadata when only one case (or chain of nested cases) holds a `Value`, else from the enum's value now
/// when it holds the case `casePath` extracts (the only time the key extracts anything, so the only time it must
/// tell cases apart). Two scopes to one case from different places are one key (and one cached store).
struct EnumCaseKey<Root, Value>: Hashable, Sendable {
  let casePath: AnyCasePath<Root, Value>
  /// The tags of the case `casePath` extracts, outermost first; nil when not known (several cases hold a `Value`,
  /// and the enum does not hold this one now).
  let caseTags: [Int]?

  /// A key for `casePath`. `current` is the enum's value now.
  init(_ casePath: AnyCasePath<Root, Value>, current: Root?) {
    self.casePath = casePath
    if let chain = EnumReflection.caseTagChain(Root.self, reaching: Value.self) {
      self.caseTags = chain
    } else if let current, casePath.extract(from: current) != nil {
      self.caseTags =
        EnumReflection.caseTagChain(in: current, reaching: Value.self)
        ?? EnumReflection.tag(of: current).map { [$0] }
    } else {
      self.caseTags = nil
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.caseTags == rhs.caseTags
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(caseTags)
  }
}

extension Optional {
  /// The payload of the case `key` names, nil when this is nil or holds another case.
  subscript<Value>(case key: EnumCaseKey<Wrapped, Value>) -> Value? {
    flatMap { key.casePath.extract(from: $0) }
  }

  /// The chain of case tags this holds down to a case holding a `Value` (nil when absent, or holding a case that
  /// leads to none): what a scope to a case whose key is not known observes, to be asked again when it changes.
  subscript<Value>(caseTagsReaching _: CaseTagsReaching<Value>) -> [Int]? {
    flatMap { EnumReflection.caseTagChain(in: $0, reaching: Value.self) }
  }
}

/// The index of `Optional.subscript(caseTagsReaching:)`, as a key-path component: names the payload type.
struct CaseTagsReaching<Value>: Hashable, Sendable {}
