public import Observation

// doc: https://developer.apple.com/documentation/swiftui/binding.md
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  // doc: https://developer.apple.com/tutorials/data/documentation/swiftui/binding/wrappedvalue.md
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }

  // doc: https://developer.apple.com/documentation/swiftui/binding/projectedvalue.md
  public var projectedValue: Binding<Value> { self }

  // doc: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp.md
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}

  // doc: https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:).md
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError()
  }
}

// doc: https://developer.apple.com/documentation/swiftui/bindable.md
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
  /// Shim plumbing, not SwiftUI API: a stored property, so the type has no implicit `init()`.
  private let shimStorage: Void?

  // doc: https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue.md
  public var wrappedValue: Value {
    get { fatalError() }
    set {}
  }

  // doc: https://developer.apple.com/documentation/swiftui/bindable/projectedvalue.md
  public var projectedValue: Bindable<Value> { self }
}

// The extension's constraint is the one the pages' precise identifiers carry (`Value : AnyObject, Value : Observable`).
extension Bindable where Value: AnyObject, Value: Observable {
  // doc: https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:).md
  public init(wrappedValue: Value) { shimStorage = nil }

  // doc: https://developer.apple.com/documentation/swiftui/bindable/init(_:).md
  public init(_ wrappedValue: Value) { shimStorage = nil }
}

// The extension's constraint is the one the page's precise identifier carries (`Value : AnyObject`).
extension Bindable where Value: AnyObject {
  // doc: https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:).md
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError()
  }
}
