/// What a navigation stack gives the views inside it: pushing a value, and the destinations registered for value
/// types (`navigationDestination(for:)`).
@MainActor package final class NavigationScope {
  package let push: @MainActor (AnyHashable) -> Void
  package var destinations: [ObjectIdentifier: @MainActor (AnyHashable) -> AnyView?] = [:]

  package init(push: @escaping @MainActor (AnyHashable) -> Void) { self.push = push }

  /// The view for a pushed value: a pushed view itself, or the destination registered for the value's type.
  package func destination(for value: AnyHashable) -> AnyView? {
    if let pushed = value.base as? PushedView { return pushed.view }
    return destinations[ObjectIdentifier(type(of: value.base))]?(value)
  }
}

/// A view pushed by `NavigationLink(destination:label:)`: identified by the link that pushed it.
package struct PushedView: Hashable {
  package let id: String
  package let view: AnyView
  package init(id: String, view: AnyView) {
    self.id = id
    self.view = view
  }
  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A stack's path where no binding holds it (`NavigationStack(root:)`): kept by the host by structural identity.
@MainActor package final class OwnedNavigationPath {
  package init() {}
  package let location = StateLocation<[AnyHashable]>([])
}

// doc: https://developer.apple.com/documentation/swiftui/navigationpath.md
public struct NavigationPath: Equatable {
  package var elements: [AnyHashable] = []
  // doc: https://developer.apple.com/documentation/swiftui/navigationpath/init().md
  public init() {}
  // doc: https://developer.apple.com/documentation/swiftui/navigationpath/init(_:)-1j3xq.md
  public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {
    for element in elements { self.elements.append(AnyHashable(element)) }
  }
  // doc: https://developer.apple.com/documentation/swiftui/navigationpath/count.md
  public var count: Int { elements.count }
  // doc: https://developer.apple.com/documentation/swiftui/navigationpath/isempty.md
  public var isEmpty: Bool { elements.isEmpty }
  // doc: https://developer.apple.com/documentation/swiftui/navigationpath/append(_:)-8ahl5.md
  public mutating func append<V>(_ value: V) where V: Hashable {
    elements.append(AnyHashable(value))
  }
  // doc: https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:).md
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}
