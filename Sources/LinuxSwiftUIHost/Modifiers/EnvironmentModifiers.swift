public import Observation

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/environment(_:_:).md
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    // NB: the key path and the value are read once, on the main actor, while the content renders.
    nonisolated(unsafe) let keyPath = keyPath
    nonisolated(unsafe) let value = value
    return modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/environment(_:).md
  public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
    // NB: as above.
    nonisolated(unsafe) let object = object
    return modifier(EnvironmentModifier { $0.setObject(object) })
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/disabled(_:).md
  public func disabled(_ disabled: Bool) -> some View {
    modifier(EnvironmentModifier { if disabled { $0.isEnabled = false } })
  }
}
