public import Foundation

// doc: https://developer.apple.com/documentation/swiftui/shape.md
public protocol Shape: View, Sendable {}

/// A basic shape as a node.
struct ShapeNode<S: Shape>: PrimitiveView {
  let name: String
  let style: String?
  func render(in context: RenderContext) -> [ViewNode] {
    var node = context.node(.shape, label: name)
    if let style { node.traits.append("fill(\(style))") }
    return [node]
  }
}

// doc: https://developer.apple.com/documentation/swiftui/circle.md
public struct Circle: Shape {
  // doc: https://developer.apple.com/documentation/swiftui/circle/init().md
  public init() {}
  public var body: Never { primitiveBody(of: Self.self) }
}
// doc: https://developer.apple.com/documentation/swiftui/rectangle.md
public struct Rectangle: Shape {
  // doc: https://developer.apple.com/documentation/swiftui/rectangle/init().md
  public init() {}
  public var body: Never { primitiveBody(of: Self.self) }
}
// doc: https://developer.apple.com/documentation/swiftui/capsule.md
public struct Capsule: Shape {
  // doc: https://developer.apple.com/documentation/swiftui/capsule/init(style:).md
  public init(style: RoundedCornerStyle = .continuous) {}
  public var body: Never { primitiveBody(of: Self.self) }
}
// doc: https://developer.apple.com/documentation/swiftui/roundedrectangle.md
public struct RoundedRectangle: Shape {
  // doc: https://developer.apple.com/documentation/swiftui/roundedrectangle/cornersize.md
  public var cornerSize: CGSize
  // doc: https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:).md
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
  }
  // doc: https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornersize:style:).md
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
  }
  public var body: Never { primitiveBody(of: Self.self) }
}

// doc: https://developer.apple.com/documentation/swiftui/roundedcornerstyle.md
public enum RoundedCornerStyle: Sendable, Hashable {
  case circular, continuous
}

extension Circle: PrimitiveView {
  func render(in context: RenderContext) -> [ViewNode] {
    ShapeNode<Self>(name: "Circle", style: nil).render(in: context)
  }
}
extension Rectangle: PrimitiveView {
  func render(in context: RenderContext) -> [ViewNode] {
    ShapeNode<Self>(name: "Rectangle", style: nil).render(in: context)
  }
}
extension Capsule: PrimitiveView {
  func render(in context: RenderContext) -> [ViewNode] {
    ShapeNode<Self>(name: "Capsule", style: nil).render(in: context)
  }
}
extension RoundedRectangle: PrimitiveView {
  func render(in context: RenderContext) -> [ViewNode] {
    ShapeNode<Self>(name: "RoundedRectangle", style: nil).render(in: context)
  }
}

extension Shape {
  // doc: https://developer.apple.com/documentation/swiftui/shape/fill(_:style:).md
  public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View
  where S: ShapeStyle {
    trait("fill(\(content))")
  }
  // doc: https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:).md
  public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle {
    trait("stroke(\(content), lineWidth: \(lineWidth))")
  }
}

// doc: https://developer.apple.com/documentation/swiftui/fillstyle.md
public struct FillStyle: Equatable, Sendable {
  // doc: https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:).md
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

// doc: https://developer.apple.com/documentation/swiftui/foregroundstyle.md
public struct ForegroundStyle: ShapeStyle, CustomStringConvertible {
  // doc: https://developer.apple.com/documentation/swiftui/foregroundstyle/init().md
  public init() {}
  public var description: String { ".foreground" }
}
extension ShapeStyle where Self == ForegroundStyle {
  // doc: https://developer.apple.com/documentation/swiftui/shapestyle/foreground.md
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}
