public import Foundation

// Modifiers about where and how content is laid out or hit-tested: a render has no layout, so each is recorded on the
// nodes as a trait; `safeAreaInset` renders its content after the view's, marked.

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:).md
  public func clipped(antialiased: Bool = false) -> some View { trait("clipped") }

  // doc: https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:).md
  public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape {
    trait("contentShape(\(_typeName(S.self, qualified: false)))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/zindex(_:).md
  public func zIndex(_ value: Double) -> some View { trait("zIndex(\(value))") }

  // doc: https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby.md
  public func safeAreaInset<V>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View where V: View {
    modifier(InsetModifier(edge: "\(edge)", inset: content()))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-4s51l.md
  public func safeAreaInset<V>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View where V: View {
    modifier(InsetModifier(edge: "\(edge)", inset: content()))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:).md
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    trait(isDisabled ? "interactiveDismissDisabled" : "interactiveDismissDisabled(false)")
  }
}

/// `safeAreaInset`: the inset's nodes follow the content's, each marked with the edge it sits on.
struct InsetModifier<Inset: View>: PrimitiveModifier {
  let edge: String
  let inset: Inset
  package func render(_ content: () -> [ViewNode], in context: RenderContext) -> [ViewNode] {
    var nodes = content()
    var extra = context.render(inset, at: "safeAreaInset")
    for index in extra.indices { extra[index].traits.append("safeAreaInset(.\(edge))") }
    nodes += extra
    return nodes
  }
}

// doc: https://developer.apple.com/documentation/swiftui/verticaledge.md
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  case top, bottom
}
