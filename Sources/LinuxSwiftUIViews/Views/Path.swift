public import Foundation

// doc: https://developer.apple.com/documentation/swiftui/path.md
/// The outline of a shape, as the calls that drew it: a render has no pixels, so a path is kept as its elements
/// (`move`, `line`, `arc`, …) and shown by their names.
public struct Path: Equatable, Sendable, CustomStringConvertible {
  /// One drawing call.
  package enum Element: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case arc(center: CGPoint, radius: CGFloat, start: Angle, end: Angle, clockwise: Bool)
    case rect(CGRect)
    case roundedRect(CGRect, CGSize)
    case ellipse(CGRect)
    case quadCurve(CGPoint, control: CGPoint)
    case curve(CGPoint, control1: CGPoint, control2: CGPoint)
    case close

    package var name: String {
      switch self {
      case .move: "move"
      case .line: "line"
      case .arc: "arc"
      case .rect: "rect"
      case .roundedRect: "roundedRect"
      case .ellipse: "ellipse"
      case .quadCurve: "quadCurve"
      case .curve: "curve"
      case .close: "close"
      }
    }
  }

  package var elements: [Element] = []

  // doc: https://developer.apple.com/documentation/swiftui/path/init().md
  public init() {}

  // doc: https://developer.apple.com/documentation/swiftui/path/init(_:)-1lcbv.md (init(_ rect: CGRect))
  public init(_ rect: CGRect) { elements = [.rect(rect)] }

  // doc: https://developer.apple.com/documentation/swiftui/path/init(roundedrect:cornerradius:style:).md
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    elements = [.roundedRect(rect, CGSize(width: cornerRadius, height: cornerRadius))]
  }

  // doc: https://developer.apple.com/documentation/swiftui/path/init(ellipsein:).md
  public init(ellipseIn rect: CGRect) { elements = [.ellipse(rect)] }

  // doc: https://developer.apple.com/documentation/swiftui/path/init(_:)-3kfko.md (init(_ callback: (inout Path) -> ()))
  public init(_ callback: (inout Path) -> Void) { callback(&self) }

  // doc: https://developer.apple.com/documentation/swiftui/path/isempty.md
  public var isEmpty: Bool { elements.isEmpty }

  // doc: https://developer.apple.com/documentation/swiftui/path/move(to:).md
  public mutating func move(to end: CGPoint) { elements.append(.move(end)) }

  // doc: https://developer.apple.com/documentation/swiftui/path/addline(to:).md
  public mutating func addLine(to end: CGPoint) { elements.append(.line(end)) }

  // doc: https://developer.apple.com/documentation/swiftui/path/addlines(_:).md
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  // doc: https://developer.apple.com/documentation/swiftui/path/addquadcurve(to:control:).md
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(end, control: control))
  }

  // doc: https://developer.apple.com/documentation/swiftui/path/addcurve(to:control1:control2:).md
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(end, control1: control1, control2: control2))
  }

  // doc: https://developer.apple.com/documentation/swiftui/path/addarc(center:radius:startangle:endangle:clockwise:transform:).md
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    elements.append(
      .arc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise))
  }

  // doc: https://developer.apple.com/documentation/swiftui/path/addrect(_:transform:).md
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    elements.append(.rect(rect))
  }

  // doc: https://developer.apple.com/documentation/swiftui/path/addellipse(in:transform:).md
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    elements.append(.ellipse(rect))
  }

  // doc: https://developer.apple.com/documentation/swiftui/path/addroundedrect(in:cornersize:style:transform:).md
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    elements.append(.roundedRect(rect, cornerSize))
  }

  // doc: https://developer.apple.com/documentation/swiftui/path/addpath(_:transform:).md
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    elements += path.elements
  }

  // doc: https://developer.apple.com/documentation/swiftui/path/closesubpath().md
  public mutating func closeSubpath() { elements.append(.close) }

  /// The elements' names, in order (`arc`, `move, line, close`); `empty` for none.
  public var description: String {
    elements.isEmpty ? "empty" : elements.map(\.name).joined(separator: ", ")
  }
}

extension Path: Shape {
  // doc: https://developer.apple.com/documentation/swiftui/path/path(in:).md
  public nonisolated func path(in _: CGRect) -> Path { self }
}

// doc: https://developer.apple.com/documentation/swiftui/angle.md
public struct Angle: Hashable, Comparable, Sendable, CustomStringConvertible {
  // doc: https://developer.apple.com/documentation/swiftui/angle/radians.md
  public var radians: Double
  // doc: https://developer.apple.com/documentation/swiftui/angle/degrees.md
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  // doc: https://developer.apple.com/documentation/swiftui/angle/init().md
  public init() { radians = 0 }
  // doc: https://developer.apple.com/documentation/swiftui/angle/init(radians:).md
  public init(radians: Double) { self.radians = radians }
  // doc: https://developer.apple.com/documentation/swiftui/angle/init(degrees:).md
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  // doc: https://developer.apple.com/documentation/swiftui/angle/zero.md
  public static let zero = Angle()
  // doc: https://developer.apple.com/documentation/swiftui/angle/degrees(_:).md
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  // doc: https://developer.apple.com/documentation/swiftui/angle/radians(_:).md
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

  /// Whole degrees when the angle is whole, so a trait reads `rotation(-90°)`.
  public var description: String {
    let value = degrees
    return value == value.rounded() ? "\(Int(value))°" : "\(value)°"
  }
}

// doc: https://developer.apple.com/documentation/swiftui/unitpoint.md
public struct UnitPoint: Hashable, Sendable {
  // doc: https://developer.apple.com/documentation/swiftui/unitpoint/x.md
  public var x: CGFloat
  // doc: https://developer.apple.com/documentation/swiftui/unitpoint/y.md
  public var y: CGFloat
  // doc: https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:).md
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  // doc: https://developer.apple.com/documentation/swiftui/unitpoint/center.md
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  // doc: https://developer.apple.com/documentation/swiftui/unitpoint/top.md
  public static let top = UnitPoint(x: 0.5, y: 0)
  // doc: https://developer.apple.com/documentation/swiftui/unitpoint/bottom.md
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  // doc: https://developer.apple.com/documentation/swiftui/unitpoint/leading.md
  public static let leading = UnitPoint(x: 0, y: 0.5)
  // doc: https://developer.apple.com/documentation/swiftui/unitpoint/trailing.md
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  // doc: https://developer.apple.com/documentation/swiftui/unitpoint/topleading.md
  public static let topLeading = UnitPoint(x: 0, y: 0)
  // doc: https://developer.apple.com/documentation/swiftui/unitpoint/bottomtrailing.md
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
