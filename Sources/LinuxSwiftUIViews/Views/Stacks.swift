public import Foundation

// doc: https://developer.apple.com/documentation/swiftui/vstack.md
public struct VStack<Content> where Content: View {
  package let content: Content
  // doc: https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:).md
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}
extension VStack: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    context.container(.vstack, content)
  }
}

// doc: https://developer.apple.com/documentation/swiftui/hstack.md
public struct HStack<Content> where Content: View {
  package let content: Content
  // doc: https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:).md
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}
extension HStack: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    context.container(.hstack, content)
  }
}

// doc: https://developer.apple.com/documentation/swiftui/zstack.md
public struct ZStack<Content> where Content: View {
  package let content: Content
  // doc: https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:).md
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}
extension ZStack: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    context.container(.zstack, content)
  }
}

// doc: https://developer.apple.com/documentation/swiftui/scrollview.md
public struct ScrollView<Content> where Content: View {
  // doc: https://developer.apple.com/documentation/swiftui/scrollview/content.md
  public var content: Content
  // doc: https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:).md
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}
extension ScrollView: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    context.container(.scroll, content)
  }
}

extension Axis {
  // doc: https://developer.apple.com/documentation/swiftui/axis/set.md
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // doc: https://developer.apple.com/documentation/swiftui/axis/set/horizontal.md
    public static let horizontal = Set(rawValue: 1)
    // doc: https://developer.apple.com/documentation/swiftui/axis/set/vertical.md
    public static let vertical = Set(rawValue: 2)
  }
}
