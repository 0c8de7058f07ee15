extension EnumReflection {
  /// The tag of the case `root` holds (its index in the layout's case order), or nil when `Root` is not an enum whose
  /// metadata can be read.
  ///
  /// Navigation uses it as part of a presented destination's identity: presenting another case of a destination
  /// enum dismisses the previous one.
  @usableFromInline
  package static func tag<Root>(of root: Root) -> Int? {
    let layout = EnumLayoutCache.layout(of: Root.self).pointee
    guard let witnesses = layout.witnesses, !layout.cases.isEmpty else { return nil }
    return layout.tag(of: root, using: witnesses)
  }

  /// Whether some case of `Root` could hold a `Value` payload, by the layout's payload types; true when the layout
  /// cannot be read (nothing is known, so nothing is reported).
  ///
  /// A closure `(Value) -> Root` for which this is false can never be extracted back: it is not a case constructor
  /// (for example `{ .destination(.presented($0)) }`, which lands in a case holding a `PresentationAction`).
  package static func someCaseCanHold<Root, Value>(_ root: Root.Type, _ value: Value.Type) -> Bool {
    let layout = EnumLayoutCache.layout(of: Root.self).pointee
    guard layout.witnesses != nil, !layout.cases.isEmpty else { return true }
    let wanted = TypeMetadata(Value.self)
    let void = TypeMetadata(Void.self)
    for entry in layout.cases {
      switch entry.storage {
      case .inline, .boxed, .unsupported:
        // An unsupported case (a function or metatype payload) is documented never to match; it is not a mistake.
        guard let payloadType = entry.payloadType else { return true }
        if payloadType.isLayoutCompatible(with: wanted) { return true }
      case .none, .empty:
        if MemoryLayout<Value>.size == 0,
          (entry.payloadType ?? void).isLayoutCompatible(with: wanted)
        {
          return true
        }
      }
    }
    return false
  }
}
