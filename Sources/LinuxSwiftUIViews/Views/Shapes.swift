public import Foundation

// doc: https://developer.apple.com/documentation/swiftui/shape.md
/// A 2D shape. A custom shape writes `path(in:)` only; its `body` (Apple's `_ShapeView`) renders a `shape` node
/// named after its type, whose value is its path drawn in a 100×100 frame (the names of the path's elements).
@MainActor @preconcurrency public protocol Shape: Sendable, View {
  // doc: https://developer.apple.com/documentation/swiftui/shape/path(in:).md
  nonisolated func path(in rect: CGRect) -> Path
}

// doc: https://developer.apple.com/documentation/swiftui/insettableshape.md
@MainActor @preconcurrency public protocol InsettableShape: Shape {
  // doc: https://developer.apple.com/documentation/swiftui/insettableshape/insetshape.md
  associatedtype InsetShape: InsettableShape
  // doc: https://developer.apple.com/documentation/swiftui/insettableshape/inset(by:).md
  nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

// named by: https://developer.apple.com/documentation/swiftui/shape (a shape's `body`, `_ShapeView<Self, ForegroundStyle>`)
public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
  let shape: Content
  package let style: Style
}
extension _ShapeView: PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    [ShapeRendering.node(of: shape, in: context)]
  }
}

extension Shape where Body == _ShapeView<Self, ForegroundStyle> {
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle())
  }
}

/// How a shape becomes a node: its name, and its path in a nominal frame (a render has no layout).
enum ShapeRendering {
  /// The frame a shape's path is drawn in for the tree.
  static let frame = CGRect(x: 0, y: 0, width: 100, height: 100)

  @MainActor package static func node<S: Shape>(of shape: S, in context: RenderContext) -> ViewNode
  {
    context.node(.shape, label: name(of: shape), value: detail(of: shape))
  }

  /// What the tree calls `shape`: its own name, or its type's.
  @MainActor static func name<S: Shape>(of shape: S) -> String {
    (shape as? any DescribedShape)?.shapeName ?? _typeName(S.self, qualified: false)
  }

  /// What the tree shows of `shape`: its own detail, or its path drawn in ``frame``.
  @MainActor static func detail<S: Shape>(of shape: S) -> String? {
    guard let described = shape as? any DescribedShape else { return "\(shape.path(in: frame))" }
    return described.shapeDetail
  }
}

/// A shape that names itself in the tree (the built-in ones, and the shapes the modifiers make).
@MainActor protocol DescribedShape {
  var shapeName: String { get }
  var shapeDetail: String? { get }
}

/// A shape a modifier made from another (rotated, trimmed, stroked): named as the shape it modifies, its detail that
/// shape's followed by the modification.
@MainActor protocol ModifiedShape: DescribedShape {
  associatedtype Modified: Shape
  var shape: Modified { get }
  /// The modification as the tree shows it, `rotation(-90°)`.
  var modification: String { get }
}

extension ModifiedShape {
  var shapeName: String { ShapeRendering.name(of: shape) }
  var shapeDetail: String? {
    [ShapeRendering.detail(of: shape), modification].compactMap { $0 }.joined(separator: ", ")
  }
}

/// A built-in shape that insets itself by keeping the amount: named after its type, its detail the inset.
protocol InsetAmountShape: Sendable {
  var inset: CGFloat { get set }
}

extension InsetAmountShape {
  /// A copy inset by `amount` more.
  nonisolated func inset(adding amount: CGFloat) -> Self {
    var copy = self
    copy.inset += amount
    return copy
  }
}

extension DescribedShape where Self: InsetAmountShape {
  var shapeName: String { _typeName(Self.self, qualified: false) }
  var shapeDetail: String? { inset == 0 ? nil : "inset(\(inset))" }
}

// doc: https://developer.apple.com/documentation/swiftui/circle.md
public struct Circle: InsettableShape, DescribedShape, InsetAmountShape {
  nonisolated var inset: CGFloat = 0
  // doc: https://developer.apple.com/documentation/swiftui/circle/init().md
  public init() {}
  // doc: https://developer.apple.com/documentation/swiftui/circle/path(in:).md
  public nonisolated func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height) - 2 * inset
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }
  // doc: https://developer.apple.com/documentation/swiftui/circle/inset(by:).md
  public nonisolated func inset(by amount: CGFloat) -> Circle { inset(adding: amount) }
}
// doc: https://developer.apple.com/documentation/swiftui/rectangle.md
public struct Rectangle: InsettableShape, DescribedShape, InsetAmountShape {
  nonisolated var inset: CGFloat = 0
  // doc: https://developer.apple.com/documentation/swiftui/rectangle/init().md
  public init() {}
  // doc: https://developer.apple.com/documentation/swiftui/rectangle/path(in:).md
  public nonisolated func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: inset, dy: inset)) }
  // doc: https://developer.apple.com/documentation/swiftui/rectangle/inset(by:).md
  public nonisolated func inset(by amount: CGFloat) -> Rectangle { inset(adding: amount) }
}
// doc: https://developer.apple.com/documentation/swiftui/capsule.md
public struct Capsule: InsettableShape, DescribedShape, InsetAmountShape {
  nonisolated var inset: CGFloat = 0
  // doc: https://developer.apple.com/documentation/swiftui/capsule/init(style:).md
  public init(style: RoundedCornerStyle = .continuous) {}
  // doc: https://developer.apple.com/documentation/swiftui/capsule/path(in:).md
  public nonisolated func path(in rect: CGRect) -> Path {
    let inner = rect.insetBy(dx: inset, dy: inset)
    return Path(roundedRect: inner, cornerRadius: min(inner.width, inner.height) / 2)
  }
  // doc: https://developer.apple.com/documentation/swiftui/capsule/inset(by:).md
  public nonisolated func inset(by amount: CGFloat) -> Capsule { inset(adding: amount) }
}
// doc: https://developer.apple.com/documentation/swiftui/roundedrectangle.md
public struct RoundedRectangle: InsettableShape, DescribedShape, InsetAmountShape {
  // doc: https://developer.apple.com/documentation/swiftui/roundedrectangle/cornersize.md
  public var cornerSize: CGSize
  nonisolated var inset: CGFloat = 0
  // doc: https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:).md
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
  }
  // doc: https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornersize:style:).md
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
  }
  // doc: https://developer.apple.com/documentation/swiftui/roundedrectangle/path(in:).md
  public nonisolated func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect.insetBy(dx: inset, dy: inset), cornerRadius: cornerSize.width)
  }
  // doc: https://developer.apple.com/documentation/swiftui/roundedrectangle/inset(by:).md
  public nonisolated func inset(by amount: CGFloat) -> RoundedRectangle { inset(adding: amount) }
  var shapeDetail: String? {
    let radius =
      cornerSize.width == cornerSize.width.rounded()
      ? "\(Int(cornerSize.width))" : "\(cornerSize.width)"
    return "cornerRadius(\(radius))" + (inset == 0 ? "" : ", inset(\(inset))")
  }
}

// doc: https://developer.apple.com/documentation/swiftui/roundedcornerstyle.md
public enum RoundedCornerStyle: Sendable, Hashable {
  case circular, continuous
}

// doc: https://developer.apple.com/documentation/swiftui/rotatedshape.md
public struct RotatedShape<Content>: Shape, ModifiedShape where Content: Shape {
  // doc: https://developer.apple.com/documentation/swiftui/rotatedshape/shape.md
  public var shape: Content
  // doc: https://developer.apple.com/documentation/swiftui/rotatedshape/angle.md
  public var angle: Angle
  // doc: https://developer.apple.com/documentation/swiftui/rotatedshape/anchor.md
  public var anchor: UnitPoint
  // doc: https://developer.apple.com/documentation/swiftui/rotatedshape/init(shape:angle:anchor:).md
  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }
  // doc: https://developer.apple.com/documentation/swiftui/rotatedshape/path(in:).md
  public nonisolated func path(in rect: CGRect) -> Path { shape.path(in: rect) }
  var modification: String { "rotation(\(angle))" }
}

// named by: https://developer.apple.com/documentation/swiftui/shape/trim(from:to:).md (its result, `some Shape`)
/// A shape drawn only between two fractions of its outline.
public struct _TrimmedShape<Content>: Shape, ModifiedShape where Content: Shape {
  let shape: Content
  package let from: CGFloat
  let to: CGFloat
  public nonisolated func path(in rect: CGRect) -> Path { shape.path(in: rect) }
  var modification: String { "trim(from: \(from), to: \(to))" }
}

extension Shape {
  // doc: https://developer.apple.com/documentation/swiftui/shape/fill(_:style:).md
  public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View
  where S: ShapeStyle {
    _ShapeView(shape: self, style: content).trait("fill(\(content))")
  }
  // doc: https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:).md
  public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle {
    _ShapeView(shape: self, style: content).trait("stroke(\(content), lineWidth: \(lineWidth))")
  }
  // doc: https://developer.apple.com/documentation/swiftui/shape/stroke(linewidth:).md
  public func stroke(lineWidth: CGFloat = 1) -> some Shape {
    _StrokedShape(shape: self, lineWidth: lineWidth)
  }
  // doc: https://developer.apple.com/documentation/swiftui/shape/rotation(_:anchor:).md
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }
  // doc: https://developer.apple.com/documentation/swiftui/shape/trim(from:to:).md
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    _TrimmedShape(shape: self, from: startFraction, to: endFraction)
  }
}

// named by: https://developer.apple.com/documentation/swiftui/shape/stroke(linewidth:).md (its result, `some Shape`)
/// A shape's outline, as a shape.
public struct _StrokedShape<Content>: Shape, ModifiedShape where Content: Shape {
  let shape: Content
  let lineWidth: CGFloat
  public nonisolated func path(in rect: CGRect) -> Path { shape.path(in: rect) }
  var modification: String { "stroke(lineWidth: \(lineWidth))" }
}

extension InsettableShape {
  // doc: https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(_:linewidth:antialiased:).md
  public func strokeBorder<S>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  )
    -> some View where S: ShapeStyle
  {
    _ShapeView(shape: inset(by: lineWidth / 2), style: content).trait(
      "strokeBorder(\(content), lineWidth: \(lineWidth))")
  }
  // doc: https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(linewidth:antialiased:).md
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    _ShapeView(shape: inset(by: lineWidth / 2), style: ForegroundStyle()).trait(
      "strokeBorder(lineWidth: \(lineWidth))")
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

// doc: https://developer.apple.com/documentation/swiftui/backgroundstyle.md
public struct BackgroundStyle: ShapeStyle, CustomStringConvertible {
  // doc: https://developer.apple.com/documentation/swiftui/backgroundstyle/init().md
  public init() {}
  public var description: String { ".background" }
}
extension ShapeStyle where Self == BackgroundStyle {
  // doc: https://developer.apple.com/documentation/swiftui/shapestyle/background.md
  public static var background: BackgroundStyle { BackgroundStyle() }
}
