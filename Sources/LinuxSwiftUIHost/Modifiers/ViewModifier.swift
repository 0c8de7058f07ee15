// doc: https://developer.apple.com/documentation/swiftui/viewmodifier.md
@MainActor @preconcurrency public protocol ViewModifier {
  // doc: https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype.md
  associatedtype Body: View
  // doc: https://developer.apple.com/documentation/swiftui/viewmodifier/content.md
  typealias Content = _ViewModifier_Content<Self>
  // doc: https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:).md
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

// named by: https://developer.apple.com/documentation/swiftui/viewmodifier/content.md (the content a modifier wraps).
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
  package let content: any View
}
extension _ViewModifier_Content: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    context.render(content, at: "content")
  }
}

// doc: https://developer.apple.com/documentation/swiftui/modifiedcontent.md
public struct ModifiedContent<Content, Modifier> {
  // doc: https://developer.apple.com/documentation/swiftui/modifiedcontent/content.md
  public var content: Content
  // doc: https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier.md
  public var modifier: Modifier
  // doc: https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:).md
  @inlinable public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}
extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  package func render(in context: RenderContext) -> [ViewNode] {
    if let primitive = modifier as? any PrimitiveModifier {
      return primitive.render({ context.renderHere(content) }, in: context)
    }
    return context.render(ModifierBody(modifier: modifier, content: content), at: "modifier")
  }
}

// doc: https://developer.apple.com/documentation/swiftui/modifiedcontent (ModifiedContent: ViewModifier)
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public func body(content: _ViewModifier_Content<Self>) -> Never { primitiveBody(of: Self.self) }
}

/// A custom modifier's body over its content, evaluated by the host like a view (its `@State` is kept).
struct ModifierBody<Modifier: ViewModifier, Content: View>: View {
  package let modifier: Modifier
  package let content: Content
  package var body: Modifier.Body {
    modifier.body(content: _ViewModifier_Content(content: content))
  }
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/modifier(_:).md
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

// doc: https://developer.apple.com/documentation/swiftui/emptymodifier.md
public struct EmptyModifier: ViewModifier {
  // doc: https://developer.apple.com/documentation/swiftui/emptymodifier/identity.md
  public static let identity = EmptyModifier()
  // doc: https://developer.apple.com/documentation/swiftui/emptymodifier/init().md
  public init() {}
  public func body(content: Content) -> Content { content }
}

/// A modifier the host applies itself: it renders (or post-processes) its content's nodes.
@MainActor package protocol PrimitiveModifier: ViewModifier {
  /// The nodes of the modified view; `content` renders the content (in the context as it is when called).
  func render(_ content: () -> [ViewNode], in context: RenderContext) -> [ViewNode]
  /// The content's nodes after this modifier: what ``render(_:in:)`` does by default.
  func render(content: [ViewNode], in context: RenderContext) -> [ViewNode]
}
extension PrimitiveModifier {
  package func render(_ content: () -> [ViewNode], in context: RenderContext) -> [ViewNode] {
    render(content: content(), in: context)
  }
  package func render(content: [ViewNode], in context: RenderContext) -> [ViewNode] { content }
  package func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

/// A modifier that only changes pixels: recorded on each node of its content as a trait (`font(.headline)`).
package struct TraitModifier: PrimitiveModifier {
  package let trait: String
  package func render(content: [ViewNode], in context: RenderContext) -> [ViewNode] {
    content.map { node in
      var node = node
      node.traits.append(trait)
      return node
    }
  }
}

/// A modifier that changes the environment of its content.
package struct EnvironmentModifier: PrimitiveModifier {
  package let update: @MainActor (inout EnvironmentValues) -> Void
  package init(update: @escaping @MainActor (inout EnvironmentValues) -> Void) {
    self.update = update
  }
  package func render(_ content: () -> [ViewNode], in context: RenderContext) -> [ViewNode] {
    context.withEnvironment(update, content)
  }
}

extension View {
  /// Records `trait` on this view's nodes.
  package func trait(_ trait: String) -> ModifiedContent<Self, TraitModifier> {
    modifier(TraitModifier(trait: trait))
  }
}
