// doc: https://developer.apple.com/documentation/swiftui/tupleview.md
public struct TupleView<T> {
  // doc: https://developer.apple.com/documentation/swiftui/tupleview/value.md
  public var value: T
  /// Renders the elements, when a view builder made the tuple (it knows the element types); else reflection does.
  let elements: (any TupleElements)?
  // doc: https://developer.apple.com/documentation/swiftui/tupleview/init(_:).md
  public init(_ value: T) {
    self.value = value
    elements = nil
  }
}

extension TupleView {
  /// The tuple of a view builder's block: its elements rendered in order, at "0", "1", … without reflection.
  package init<each Content: View>(elements: repeat each Content) where T == (repeat each Content) {
    value = (repeat each elements)
    self.elements = PackElements<repeat each Content>()
  }
}

/// Renders a tuple of views whose element types it knows.
protocol TupleElements: Sendable {
  @MainActor func render<T>(_ tuple: T, in context: RenderContext) -> [ViewNode]
}

/// The element types of a view builder's block.
struct PackElements<each Content: View>: TupleElements {
  @MainActor package func render<T>(_ tuple: T, in context: RenderContext) -> [ViewNode] {
    // A `TupleView` holds this only when its `T` is `(repeat each Content)` (its builder's init says so).
    let value = unsafeBitCast(tuple, to: (repeat each Content).self)
    var nodes: [ViewNode] = []
    var index = 0
    for element in repeat each value {
      nodes += context.render(element, at: String(index))
      index += 1
    }
    return nodes
  }
}

extension TupleView: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    if let elements { return elements.render(value, in: context) }
    // The tuple's elements are views (ViewBuilder builds a `TupleView` only of views): read them by reflection.
    var nodes: [ViewNode] = []
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      if let view = child.value as? any View {
        nodes += context.render(view, at: "\(index)")
      }
    }
    return nodes
  }
}

// doc: https://developer.apple.com/documentation/swiftui/emptyview.md
public struct EmptyView {
  // doc: https://developer.apple.com/documentation/swiftui/emptyview/init().md
  @inlinable public init() {}
}
extension EmptyView: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] { [] }
}

// doc: https://developer.apple.com/documentation/swiftui/anyview.md
public struct AnyView {
  package let view: any View
  // doc: https://developer.apple.com/documentation/swiftui/anyview/init(_:).md
  public init<V>(_ view: V) where V: View { self.view = view }
  // doc: https://developer.apple.com/documentation/swiftui/anyview/init(erasing:).md
  public init<V>(erasing view: V) where V: View { self.view = view }
}
extension AnyView: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    context.render(view, at: String(describing: type(of: view)))
  }
}

// doc: https://developer.apple.com/documentation/swiftui/group.md
public struct Group<Content> {
  package let content: Content
}
extension Group: View where Content: View {
  // doc: https://developer.apple.com/documentation/swiftui/group/init(content:)-7xh1a.md
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}
extension Group: PrimitiveView where Content: View {
  package func render(in context: RenderContext) -> [ViewNode] {
    context.render(content, at: "group")
  }
}
