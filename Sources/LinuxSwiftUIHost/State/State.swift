// doc: https://developer.apple.com/documentation/swiftui/dynamicproperty.md
public protocol DynamicProperty {
  // doc: https://developer.apple.com/documentation/swiftui/dynamicproperty/update().md
  mutating func update()
}
extension DynamicProperty {
  public mutating func update() {}
}

// doc: https://developer.apple.com/documentation/swiftui/state.md
@propertyWrapper public struct State<Value>: DynamicProperty {
  let link: StateLink<Value>

  // doc: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:).md
  public init(wrappedValue value: Value) {
    link = StateLink(value)
  }

  // doc: https://developer.apple.com/documentation/swiftui/state/init(initialvalue:).md
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  // doc: https://developer.apple.com/documentation/swiftui/state/wrappedvalue.md
  public var wrappedValue: Value {
    get { link.location.value }
    nonmutating set { link.location.value = newValue }
  }

  // doc: https://developer.apple.com/documentation/swiftui/state/projectedvalue.md
  public var projectedValue: Binding<Value> {
    Binding(location: link.location)
  }
}

extension State where Value: ExpressibleByNilLiteral {
  // doc: https://developer.apple.com/documentation/swiftui/state/init().md
  public init() { self.init(wrappedValue: nil) }
}

extension State: HostLinkedProperty {
  func link(_ host: HostLink) { link.link(host) }
}

// NB: a `State` is read and written only on the main actor (views are evaluated there).
extension State: @unchecked Sendable where Value: Sendable {}
