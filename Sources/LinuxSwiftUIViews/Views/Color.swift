public import Foundation

// doc: https://developer.apple.com/documentation/swiftui/shapestyle.md
public protocol ShapeStyle: Sendable {}

// doc: https://developer.apple.com/documentation/swiftui/color.md
public struct Color: Hashable, Sendable, CustomStringConvertible, ShapeStyle {
  public let description: String
  package init(_ description: String) { self.description = description }

  // doc: https://developer.apple.com/documentation/swiftui/color/init(red:green:blue:opacity:).md
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    description = "Color(red: \(red), green: \(green), blue: \(blue), opacity: \(opacity))"
  }
  // doc: https://developer.apple.com/documentation/swiftui/color/init(_:bundle:).md
  public init(_ name: String, bundle: Bundle? = nil) { description = "Color(\"\(name)\")" }

  // doc: https://developer.apple.com/documentation/swiftui/color/opacity(_:).md
  public func opacity(_ opacity: Double) -> Color { Color(description + ".opacity(\(opacity))") }

  // doc: https://developer.apple.com/documentation/swiftui/color/accentcolor.md
  public static let accentColor = Color(".accentColor")
  // doc: https://developer.apple.com/documentation/swiftui/color/primary.md
  public static let primary = Color(".primary")
  // doc: https://developer.apple.com/documentation/swiftui/color/secondary.md
  public static let secondary = Color(".secondary")
  // doc: https://developer.apple.com/documentation/swiftui/color/black.md
  public static let black = Color(".black")
  // doc: https://developer.apple.com/documentation/swiftui/color/white.md
  public static let white = Color(".white")
  // doc: https://developer.apple.com/documentation/swiftui/color/gray.md
  public static let gray = Color(".gray")
  // doc: https://developer.apple.com/documentation/swiftui/color/red.md
  public static let red = Color(".red")
  // doc: https://developer.apple.com/documentation/swiftui/color/green.md
  public static let green = Color(".green")
  // doc: https://developer.apple.com/documentation/swiftui/color/blue.md
  public static let blue = Color(".blue")
  // doc: https://developer.apple.com/documentation/swiftui/color/orange.md
  public static let orange = Color(".orange")
  // doc: https://developer.apple.com/documentation/swiftui/color/yellow.md
  public static let yellow = Color(".yellow")
  // doc: https://developer.apple.com/documentation/swiftui/color/pink.md
  public static let pink = Color(".pink")
  // doc: https://developer.apple.com/documentation/swiftui/color/purple.md
  public static let purple = Color(".purple")
  // doc: https://developer.apple.com/documentation/swiftui/color/teal.md
  public static let teal = Color(".teal")
  // doc: https://developer.apple.com/documentation/swiftui/color/indigo.md
  public static let indigo = Color(".indigo")
  // doc: https://developer.apple.com/documentation/swiftui/color/mint.md
  public static let mint = Color(".mint")
  // doc: https://developer.apple.com/documentation/swiftui/color/brown.md
  public static let brown = Color(".brown")
  // doc: https://developer.apple.com/documentation/swiftui/color/cyan.md
  public static let cyan = Color(".cyan")
  // doc: https://developer.apple.com/documentation/swiftui/color/clear.md
  public static let clear = Color(".clear")
}
extension Color: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    [context.node(.color, label: description)]
  }
}

extension ShapeStyle where Self == Color {
  // doc: https://developer.apple.com/documentation/swiftui/shapestyle/red.md (and the other colors as styles)
  public static var red: Color { .red }
  public static var green: Color { .green }
  public static var blue: Color { .blue }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var gray: Color { .gray }
  public static var white: Color { .white }
  public static var black: Color { .black }
  public static var pink: Color { .pink }
  public static var purple: Color { .purple }
  public static var teal: Color { .teal }
  public static var indigo: Color { .indigo }
  public static var mint: Color { .mint }
  public static var brown: Color { .brown }
  public static var cyan: Color { .cyan }
  public static var clear: Color { .clear }
  // doc: https://developer.apple.com/documentation/swiftui/shapestyle/accentcolor.md
  public static var accentColor: Color { .accentColor }
}

// doc: https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle.md
public struct HierarchicalShapeStyle: ShapeStyle, CustomStringConvertible {
  public let description: String
  // doc: https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/primary.md
  public static let primary = HierarchicalShapeStyle(description: ".primary")
  // doc: https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/secondary.md
  public static let secondary = HierarchicalShapeStyle(description: ".secondary")
  // doc: https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/tertiary.md
  public static let tertiary = HierarchicalShapeStyle(description: ".tertiary")
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
  // doc: https://developer.apple.com/documentation/swiftui/shapestyle/primary.md
  public static var primary: HierarchicalShapeStyle { .primary }
  // doc: https://developer.apple.com/documentation/swiftui/shapestyle/secondary.md
  public static var secondary: HierarchicalShapeStyle { .secondary }
  // doc: https://developer.apple.com/documentation/swiftui/shapestyle/tertiary.md
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
}
