extension EnumReflection {
  /// Extraction through `Mirror`, for roots the fast path cannot read: targets without usable
  /// value witnesses (arm64e, 32-bit), `Optional`s of functions, types whose reflection metadata
  /// is missing, and roots that are not enums at all (which never match).
  ///
  /// Slow (it boxes and walks a `Mirror`) but safe: the payload arrives as an `Any` in its
  /// abstracted form and is cast to `Value`; when the layout is known, cases whose payload is not
  /// laid out like `Value` or cannot be reflected correctly are refused first. The re-embedded
  /// value must hold the same case (compared by name). A root with a custom `customMirror` never
  /// matches here: its mirror need not show the payload.
  @usableFromInline
  static func extractByMirror<Root, Value>(
    from root: Root, embed: (Value) -> Root, layout: EnumLayout
  ) -> Value? {
    let mirror = Mirror(reflecting: root)
    guard mirror.displayStyle == .enum || mirror.displayStyle == .optional else { return nil }
    guard let child = mirror.children.first, let label = child.label else {
      // A case without payload only matches a `Void` case path.
      guard Value.self == Void.self, let name = caseNameByMirror(of: root) else { return nil }
      let value = unsafeBitCast((), to: Value.self)
      return caseNameByMirror(of: embed(value)) == name ? value : nil
    }
    if !layout.cases.isEmpty {
      guard let entry = layout.case(named: label), entry.storage != .unsupported,
        let payloadType = entry.payloadType,
        payloadType.isLayoutCompatible(with: TypeMetadata(Value.self))
      else { return nil }
    }
    // A custom mirror could hand over anything of the right type: refuse rather than guess.
    // (`Optional` is `CustomReflectable` too, with a faithful mirror.)
    guard TypeMetadata(Root.self).kind == .optional || !(root is any CustomReflectable) else {
      return nil
    }
    guard let value = payload(child.value, as: Value.self),
      Mirror(reflecting: embed(value)).children.first?.label == label
    else { return nil }
    return value
  }

  /// `value` as `Value`; a one-element labeled tuple (the payload of `case labeled(value: Int)`
  /// as `Mirror` shows it) is unwrapped to its element first.
  static func payload<Value>(_ value: Any, as type: Value.Type) -> Value? {
    if let value = value as? Value { return value }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .tuple, mirror.children.count == 1,
      let element = mirror.children.first?.value
    else { return nil }
    return element as? Value
  }

  /// The case name of `value` as `Mirror` sees it; nil if `value` is not an enum.
  ///
  /// A case with a payload is the label of the mirror's only child. A case without one has no
  /// child: its name is what printing the value shows, unless the type customizes its
  /// description, in which case it is unknown (nil).
  static func caseNameByMirror<T>(of value: T) -> String? {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.isEmpty ? "none" : "some"
    case .enum:
      if let label = mirror.children.first?.label { return label }
      guard !(value is any CustomStringConvertible), !(value is any CustomDebugStringConvertible),
        !(value is any TextOutputStreamable)
      else { return nil }
      return String(describing: value)
    default:
      return nil
    }
  }
}
