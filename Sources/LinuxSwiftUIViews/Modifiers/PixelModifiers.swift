public import Foundation

// Modifiers that change only pixels: each is recorded on the nodes of its content as a trait, written as the call
// was, so the text and HTML forms can show it.

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/font(_:).md
  public func font(_ font: Font?) -> some View { trait("font(\(font.map { "\($0)" } ?? "nil"))") }

  // doc: https://developer.apple.com/documentation/swiftui/view/fontweight(_:).md
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    trait("fontWeight(\(weight.map { "\($0)" } ?? "nil"))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/bold(_:).md
  public func bold(_ isActive: Bool = true) -> some View {
    trait(isActive ? "bold" : "bold(false)")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:).md
  public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
    trait("foregroundStyle(\(style))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:).md
  public func foregroundColor(_ color: Color?) -> some View {
    trait("foregroundColor(\(color.map { "\($0)" } ?? "nil"))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/tint(_:).md
  public func tint(_ tint: Color?) -> some View { trait("tint(\(tint.map { "\($0)" } ?? "nil"))") }

  // doc: https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk.md
  public func padding(_ insets: EdgeInsets) -> some View { trait("padding(\(insets))") }

  // doc: https://developer.apple.com/documentation/swiftui/view/padding(_:_:).md
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    trait(
      length.map { "padding(\(edges), \($0))" } ?? (edges == .all ? "padding" : "padding(\(edges))")
    )
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/padding(_:)-6pgqq.md
  public func padding(_ length: CGFloat) -> some View { trait("padding(\(length))") }

  // doc: https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:).md
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    trait(
      "frame(width: \(width.map { "\($0)" } ?? "nil"), height: \(height.map { "\($0)" } ?? "nil"))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:).md
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    let parts: [(String, CGFloat?)] = [
      ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
      ("minHeight", minHeight),
      ("idealHeight", idealHeight), ("maxHeight", maxHeight),
    ]
    let written = parts.compactMap { name, value in
      value.map { "\(name): \($0 == .infinity ? ".infinity" : "\($0)")" }
    }
    return trait("frame(\(written.joined(separator: ", ")))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:).md
  public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
  where S: ShapeStyle {
    trait("background(\(style))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/background(alignment:content:).md
  public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  where V: View {
    modifier(DecorationModifier(kind: "background", decoration: content()))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:).md
  public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
  where V: View {
    modifier(DecorationModifier(kind: "overlay", decoration: content()))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/background(_:alignment:).md
  // Disfavoured: a `Color` is a view and a shape style, and `.background(Color.white)` means the style (as with
  // Apple's SwiftUI, where the call resolves to `background(_:ignoresSafeAreaEdges:)`).
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use `background(alignment:content:)` instead."
  )
  @_disfavoredOverload public func background<Background>(
    _ background: Background, alignment: Alignment = .center
  )
    -> some View where Background: View
  {
    modifier(DecorationModifier(kind: "background", decoration: background))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/overlay(_:alignment:).md
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use `overlay(alignment:content:)` instead."
  )
  public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View
  where Overlay: View {
    modifier(DecorationModifier(kind: "overlay", decoration: overlay))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/opacity(_:).md
  public func opacity(_ opacity: Double) -> some View { trait("opacity(\(opacity))") }

  // doc: https://developer.apple.com/documentation/swiftui/view/cornerradius(_:antialiased:).md
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    trait("cornerRadius(\(radius))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:).md
  public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape {
    trait("clipShape(\(S.self))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:).md
  public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> some View
  {
    trait("shadow(radius: \(radius))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/linelimit(_:).md
  public func lineLimit(_ number: Int?) -> some View {
    trait("lineLimit(\(number.map { "\($0)" } ?? "nil"))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:).md
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    trait("multilineTextAlignment(\(alignment))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/monospaceddigit().md
  public func monospacedDigit() -> some View { trait("monospacedDigit") }

  // doc: https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:).md
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    trait("fixedSize(horizontal: \(horizontal), vertical: \(vertical))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/fixedsize().md
  public func fixedSize() -> some View { trait("fixedSize") }

  // doc: https://developer.apple.com/documentation/swiftui/view/hidden().md
  public func hidden() -> some View { trait("hidden") }

  // doc: https://developer.apple.com/documentation/swiftui/view/labelshidden().md
  public func labelsHidden() -> some View { trait("labelsHidden") }

  // doc: https://developer.apple.com/documentation/swiftui/view/listrowbackground(_:).md
  public func listRowBackground<V>(_ view: V?) -> some View where V: View {
    trait("listRowBackground")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/previewdisplayname(_:).md
  public func previewDisplayName(_ value: String?) -> some View {
    trait("previewDisplayName(\(value ?? "nil"))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/id(_:).md
  public func id<ID>(_ id: ID) -> some View where ID: Hashable {
    modifier(IdentityModifier(id: "\(id)"))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:).md
  public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
    // NB: the tag is compared on the main actor only, by the picker that reads it.
    nonisolated(unsafe) let tag = tag
    return modifier(TagModifier(tag: AnyHashable(tag)))
  }
}

/// A view drawn behind or over the content: its nodes are recorded as the content's children, marked.
struct DecorationModifier<Decoration: View>: PrimitiveModifier {
  let kind: String
  let decoration: Decoration
  package func render(_ content: () -> [ViewNode], in context: RenderContext) -> [ViewNode] {
    var nodes = content()
    guard !nodes.isEmpty else { return nodes }
    var extra = context.render(decoration, at: kind)
    for index in extra.indices { extra[index].traits.append(kind) }
    nodes[0].children += extra
    return nodes
  }
}

/// `.id(_:)`: a new identity for the content (new state, appears anew) when the id changes.
struct IdentityModifier: PrimitiveModifier {
  package let id: String
  package func render(_ content: () -> [ViewNode], in context: RenderContext) -> [ViewNode] {
    context.path.append("id:\(id)")
    defer { context.path.removeLast() }
    return content()
  }
}

/// `.tag(_:)`: the value a picker's option stands for.
struct TagModifier: PrimitiveModifier {
  package let tag: AnyHashable
  package func render(content: [ViewNode], in context: RenderContext) -> [ViewNode] {
    for node in content { context.host.setTag(tag, for: node.id) }
    return content
  }
}

// doc: https://developer.apple.com/documentation/swiftui/textalignment.md
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading, center, trailing
}

// doc: https://developer.apple.com/documentation/swiftui/edgeinsets.md
public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
  // doc: https://developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:).md
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  // doc: https://developer.apple.com/documentation/swiftui/edgeinsets/init().md
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

// doc: https://developer.apple.com/documentation/swiftui/edge.md
public enum Edge: Int8, CaseIterable, Sendable, Hashable {
  case top, leading, bottom, trailing

  // doc: https://developer.apple.com/documentation/swiftui/edge/set.md
  public struct Set: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public var description: String {
      if self == .all { return ".all" }
      if self == .horizontal { return ".horizontal" }
      if self == .vertical { return ".vertical" }
      let names = [
        (Set.top, ".top"), (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing"),
      ]
      return names.filter { contains($0.0) }.map(\.1).joined(separator: ", ")
    }
  }
}

// doc: https://developer.apple.com/documentation/swiftui/horizontalalignment.md
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  // doc: https://developer.apple.com/documentation/swiftui/horizontalalignment/leading.md
  public static let leading = HorizontalAlignment(name: "leading")
  // doc: https://developer.apple.com/documentation/swiftui/horizontalalignment/center.md
  public static let center = HorizontalAlignment(name: "center")
  // doc: https://developer.apple.com/documentation/swiftui/horizontalalignment/trailing.md
  public static let trailing = HorizontalAlignment(name: "trailing")
}

// doc: https://developer.apple.com/documentation/swiftui/verticalalignment.md
public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  // doc: https://developer.apple.com/documentation/swiftui/verticalalignment/top.md
  public static let top = VerticalAlignment(name: "top")
  // doc: https://developer.apple.com/documentation/swiftui/verticalalignment/center.md
  public static let center = VerticalAlignment(name: "center")
  // doc: https://developer.apple.com/documentation/swiftui/verticalalignment/bottom.md
  public static let bottom = VerticalAlignment(name: "bottom")
  // doc: https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline.md
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
}

// doc: https://developer.apple.com/documentation/swiftui/alignment.md
public struct Alignment: Equatable, Sendable {
  // doc: https://developer.apple.com/documentation/swiftui/alignment/horizontal.md
  public var horizontal: HorizontalAlignment
  // doc: https://developer.apple.com/documentation/swiftui/alignment/vertical.md
  public var vertical: VerticalAlignment
  // doc: https://developer.apple.com/documentation/swiftui/alignment/init(horizontal:vertical:).md
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
