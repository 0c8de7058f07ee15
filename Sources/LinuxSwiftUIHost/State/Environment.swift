public import Observation

// doc: https://developer.apple.com/documentation/swiftui/environment.md
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  package let read: (EnvironmentValues) -> Value?
  let box: EnvironmentBox

  // doc: https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf.md
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
    box = EnvironmentBox()
  }

  // doc: https://developer.apple.com/documentation/swiftui/environment/wrappedvalue.md
  public var wrappedValue: Value {
    if let value = read(box.values) { return value }
    // A property wrapper for an object nobody put in the environment: SwiftUI stops here too.
    preconditionFailure(
      "No \(Value.self) in the environment: add it with .environment(_:) on an ancestor view")
  }
}

extension Environment where Value: AnyObject, Value: Observable {
  // doc: https://developer.apple.com/documentation/swiftui/environment/init(_:)-8jpfb.md
  public init(_ objectType: Value.Type) {
    read = { $0.object(Value.self) }
    box = EnvironmentBox()
  }
}

extension Environment: HostLinkedProperty {
  func link(_ link: HostLink) { box.values = link.environment }
}

/// The environment an `@Environment` property reads: set by the host before the body is evaluated.
final class EnvironmentBox: @unchecked Sendable {
  // NB: written by the host and read by the view's body, both on the main actor.
  var values = EnvironmentValues()
}
