// doc: https://developer.apple.com/documentation/swiftui/buttonstyle.md
/// How a button looks. A custom style's `makeBody(configuration:)` is rendered as the button node's children (the
/// button is still one node that can be tapped: the style only draws it; `isPressed` is false, a render has no touch).
@MainActor @preconcurrency public protocol ButtonStyle {
  // doc: https://developer.apple.com/documentation/swiftui/buttonstyle/body.md
  associatedtype Body: View
  // doc: https://developer.apple.com/documentation/swiftui/buttonstyle/makebody(configuration:).md
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
  // doc: https://developer.apple.com/documentation/swiftui/buttonstyle/configuration.md
  typealias Configuration = ButtonStyleConfiguration
}

// doc: https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration.md
@MainActor @preconcurrency public struct ButtonStyleConfiguration {
  // doc: https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.struct.md
  @MainActor @preconcurrency public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }
  // doc: https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/role.md
  public let role: ButtonRole?
  // doc: https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.property.md
  public let label: ButtonStyleConfiguration.Label
  // doc: https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/ispressed.md
  public let isPressed: Bool
}

// doc: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle.md
/// How a button looks and when it fires. A custom style's body is rendered in place of the button; its `trigger()`
/// runs the button's action. The built-in styles (`.borderless`, `.borderedProminent`, …) are recorded as a trait.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
  // doc: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/body.md
  associatedtype Body: View
  // doc: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/makebody(configuration:).md
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
  // doc: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/configuration.md
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

// doc: https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration.md
@MainActor @preconcurrency public struct PrimitiveButtonStyleConfiguration {
  // doc: https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/role.md
  public let role: ButtonRole?
  // doc: https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/label-swift.property.md
  public let label: ButtonStyleConfiguration.Label
  let action: @MainActor () -> Void
  // doc: https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/trigger().md
  public func trigger() { action() }
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1.md (a ButtonStyle)
  public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle {
    self.style(
      style, builtIn: false,
      alsoUpdate: { $0[style: PrimitiveButtonStyleConfiguration.self] = nil },
      makeBody: { style.makeBody(configuration: $0) })
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-66fbx.md (a PrimitiveButtonStyle)
  public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
    self.style(
      style, builtIn: style is any BuiltInButtonStyle,
      alsoUpdate: { $0[style: ButtonStyleConfiguration.self] = nil },
      makeBody: { style.makeBody(configuration: $0) })
  }
}

/// A built-in style: recorded by name, the button drawn as it is.
protocol BuiltInButtonStyle: PrimitiveButtonStyle {}

extension BuiltInButtonStyle {
  // doc: https://developer.apple.com/documentation/swiftui/defaultbuttonstyle/makebody(configuration:).md (and the
  // same page of `BorderedButtonStyle`, `BorderedProminentButtonStyle`, `BorderlessButtonStyle`, `PlainButtonStyle`)
  /// The button as it is: a built-in style is only recorded, by name, as the button's `buttonStyle(...)` trait.
  public func makeBody(configuration: Configuration) -> some View {
    Button(role: configuration.role, action: configuration.trigger) { configuration.label }
  }
}

// doc: https://developer.apple.com/documentation/swiftui/defaultbuttonstyle.md
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  // doc: https://developer.apple.com/documentation/swiftui/defaultbuttonstyle/init().md
  public init() {}
}
// doc: https://developer.apple.com/documentation/swiftui/borderedbuttonstyle.md
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  // doc: https://developer.apple.com/documentation/swiftui/borderedbuttonstyle/init().md
  public init() {}
}
// doc: https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle.md
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  // doc: https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle/init().md
  public init() {}
}
// doc: https://developer.apple.com/documentation/swiftui/borderlessbuttonstyle.md
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  // doc: https://developer.apple.com/documentation/swiftui/borderlessbuttonstyle/init().md
  public init() {}
}
// doc: https://developer.apple.com/documentation/swiftui/plainbuttonstyle.md
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  // doc: https://developer.apple.com/documentation/swiftui/plainbuttonstyle/init().md
  public init() {}
}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  // doc: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic.md
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  // doc: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/bordered.md
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  // doc: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderedprominent.md
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  // doc: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderless.md
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  // doc: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/plain.md
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
