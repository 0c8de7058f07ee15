extension EnumReflection {
  /// What ``probeValue(of:)`` found for a type.
  package enum Probe<Value> {
    /// A real value of the type, built without running any of its code.
    case value(Value)
    /// The type has no values at all (an enum without cases, such as `Never`).
    case uninhabited
    /// No value can be built safely (a struct or class with stored properties, a function, an
    /// `indirect` case, or a target without usable enum witnesses).
    case unknown
  }

  /// Some value of `type`, for telling functions that take it apart by what they make of it: a
  /// `Store.scope` call learns which case its action constructor builds by calling it with a probe.
  ///
  /// Built only where that is sound without running any of the type's code:
  ///
  /// - `Void`, `Bool` (`false`), `Int` (`0`), `Double` (`0`), `String` (`""`);
  /// - an enum with a case without payload (the first such case in tag order, built by the enum's
  ///   own `destructiveInjectEnumTag` witness on zeroed memory, then checked by reading the tag
  ///   back);
  /// - an enum whose first non-`indirect` payload case has a probe-able payload (built the way the
  ///   compiler builds an enum value: the payload at offset 0, then the tag injected), at most 16
  ///   levels deep;
  /// - `Optional` (`nil`), a case of the enum rule.
  ///
  /// NB: A probe never holds a reference other than an immortal empty string, so building one
  /// allocates nothing that could leak.
  package static func probeValue<Value>(of type: Value.Type) -> Probe<Value> {
    probeValue(of: type, depth: 0)
  }

  private static func probeValue<Value>(of type: Value.Type, depth: Int) -> Probe<Value> {
    let metadata = TypeMetadata(Value.self)
    // Only structs and tuples can be one of these (an `Optional` would take any of the casts: it
    // is probed as `nil` below instead); enums skip the casts, which cost a conformance look-up.
    if metadata.kind == .other || metadata.kind == .tuple {
      if let value = () as? Value { return .value(value) }
      if let value = false as? Value { return .value(value) }
      if let value = 0 as? Value { return .value(value) }
      if let value = 0.0 as? Value { return .value(value) }
      if let value = "" as? Value { return .value(value) }
    }
    let layout = EnumLayoutCache.layout(of: Value.self).pointee
    guard EnumLayout.canReadMetadata, metadata.kind == .enumeration || metadata.kind == .optional
    else { return .unknown }
    if let descriptor = EnumDescriptor(metadata),
      descriptor.payloadCaseCount + descriptor.emptyCaseCount == 0
    {
      return .uninhabited
    }
    guard depth < 16, let witnesses = layout.witnesses, !layout.cases.isEmpty else {
      return .unknown
    }
    if let tag = layout.cases.firstIndex(where: { $0.storage == .none }) {
      return build(Value.self, tag: tag, using: witnesses) { _ in true }
    }
    for (tag, entry) in layout.cases.enumerated() {
      guard entry.storage == .inline, let payloadType = entry.payloadType else { continue }
      func attempt<Payload>(_ payload: Payload.Type) -> Probe<Value>? {
        guard case .value(let payload) = probeValue(of: Payload.self, depth: depth + 1) else {
          return nil
        }
        return build(Value.self, tag: tag, using: witnesses) { raw in
          raw.initializeMemory(as: Payload.self, to: payload)
          return true
        }
      }
      if let probe = attempt(payloadType.type) { return probe }
    }
    return .unknown
  }

  /// A value of case `tag`, from zeroed memory that `initializePayload` fills at offset 0.
  private static func build<Value>(
    _ type: Value.Type, tag: Int, using witnesses: EnumValueWitnesses,
    initializePayload: (UnsafeMutableRawPointer) -> Bool
  ) -> Probe<Value> {
    let metadata = TypeMetadata(Value.self).pointer
    return withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { buffer -> Probe<Value> in
      guard let address = buffer.baseAddress else { return .unknown }
      let raw = UnsafeMutableRawPointer(address)
      raw.initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<Value>.size)
      guard initializePayload(raw) else { return .unknown }
      witnesses.destructiveInjectEnumTag(raw, UInt32(truncatingIfNeeded: tag), metadata)
      // NB: on a mismatch the bits are left in the buffer, which is never destroyed: nothing a
      // probe payload holds needs releasing.
      let single = EnumLayoutCache.layout(of: Value.self).pointee.cases.count == 1
      guard single || Int(witnesses.getEnumTag(UnsafeRawPointer(raw), metadata)) == tag else {
        return .unknown
      }
      return .value(address.move())
    }
  }
}
