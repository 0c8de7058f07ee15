public import Observation

// doc: https://developer.apple.com/documentation/swiftui/bindable.md
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
  var object: Value

  // doc: https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue.md
  public var wrappedValue: Value {
    get { object }
    set { object = newValue }
  }

  // doc: https://developer.apple.com/documentation/swiftui/bindable/projectedvalue.md
  public var projectedValue: Bindable<Value> { self }

  // The initializers are declared here, each with its `where` clause, as the page declares them, not in a
  // constrained extension: only an `init(wrappedValue:)` in the type's body makes a view's memberwise initializer
  // take the wrapped value, so `@Bindable var store` is built as `XView(store: store)`.

  // doc: https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:).md
  public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
    object = wrappedValue
  }

  // doc: https://developer.apple.com/documentation/swiftui/bindable/init(_:).md
  public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
    object = wrappedValue
  }

  // doc: https://developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:).md
  public init(projectedValue: Bindable<Value>) where Value: AnyObject, Value: Observable {
    self = projectedValue
  }
}

extension Bindable where Value: AnyObject {
  // doc: https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:).md
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    // NB: the object and the key path are only touched on the main actor, by the binding's closures.
    nonisolated(unsafe) let object = wrappedValue
    nonisolated(unsafe) let keyPath = keyPath
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

// doc: https://developer.apple.com/documentation/swiftui/bindable (Bindable: Sendable where Value: Sendable)
extension Bindable: Sendable where Value: Sendable {}
