import CaseReflection

/// One case of an enum, as a key-path component: `\Destination.State?.[case: key]` reads the case's payload, nil when
/// the enum is absent or holds another case.
///
/// Key-path components must be `Hashable`, and a case constructor is a closure (not comparable), so a key is
/// identified by the chain of case tags its constructor builds (`EnumReflection.caseTagChain(of:)`), learnt from the
/// enums' metadata once per pair of types. Where the metadata cannot tell, by the tag of the case the enum holds now
/// when it holds the one `casePath` extracts: the only time the key extracts anything, so the only time it must tell
/// cases apart. Two scopes to one case from different places are one key (and one cached store).
struct EnumCaseKey<Root, Value>: Hashable, Sendable {
  let casePath: AnyCasePath<Root, Value>
  /// The tags of the case `casePath` extracts, outermost first; nil when not known.
  let caseTags: [Int]?

  /// A key for `casePath`, the extraction of `embed`'s case. `current` is the enum's value now.
  init(_ casePath: AnyCasePath<Root, Value>, embed: (Value) -> Root, current: Root?) {
    self.casePath = casePath
    if let chain = EnumReflection.caseTagChain(of: embed) {
      self.caseTags = chain
    } else if let current, let payload = Self.payload(of: current) {
      // The case `embed` makes, learnt by embedding the payload the enum holds now (any case's payload of the same
      // type will do): cases that share a payload type (`.sheet(Counter.State)`, `.popover(Counter.State)`) then
      // have different keys, so each scopes to its own store.
      self.caseTags = EnumReflection.tag(of: embed(payload)).map { [$0] }
    } else {
      self.caseTags = nil
    }
  }

  /// The payload `value` holds, when it is of this key's payload type.
  private static func payload(of value: Root) -> Value? {
    Mirror(reflecting: value).children.first?.value as? Value
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
}
