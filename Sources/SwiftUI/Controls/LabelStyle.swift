// doc: https://developer.apple.com/documentation/swiftui/labelstyle.md
/// How a label is drawn. A custom style's `makeBody(configuration:)` is rendered as the label node's children (its
/// title and icon wherever the style puts them); the built-in styles are recorded as a `labelStyle(...)` trait.
@MainActor @preconcurrency public protocol LabelStyle {
  // doc: https://developer.apple.com/documentation/swiftui/labelstyle/body.md
  associatedtype Body: View
  // doc: https://developer.apple.com/documentation/swiftui/labelstyle/makebody(configuration:).md
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
  // doc: https://developer.apple.com/documentation/swiftui/labelstyle/configuration.md
  typealias Configuration = LabelStyleConfiguration
}

// doc: https://developer.apple.com/documentation/swiftui/labelstyleconfiguration.md
@MainActor @preconcurrency public struct LabelStyleConfiguration {
  // doc: https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/title-swift.struct.md
  @MainActor @preconcurrency public struct Title: View {
    let content: AnyView
    public var body: some View { content }
  }
  // doc: https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/icon-swift.struct.md
  @MainActor @preconcurrency public struct Icon: View {
    let content: AnyView
    public var body: some View { content }
  }
  // doc: https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/title-swift.property.md
  public var title: LabelStyleConfiguration.Title
  // doc: https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/icon-swift.property.md
  public var icon: LabelStyleConfiguration.Icon
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/labelstyle(_:).md
  public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle {
    self.style(style, builtIn: style is any BuiltInLabelStyle) { style.makeBody(configuration: $0) }
  }
}

/// A built-in style: recorded by name, the label drawn as it is.
protocol BuiltInLabelStyle {}

// doc: https://developer.apple.com/documentation/swiftui/iconOnlyLabelStyle.md
public struct IconOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
  // doc: https://developer.apple.com/documentation/swiftui/icononlylabelstyle/init().md
  public init() {}
  // doc: https://developer.apple.com/documentation/swiftui/icononlylabelstyle/makebody(configuration:).md
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
// doc: https://developer.apple.com/documentation/swiftui/titleOnlyLabelStyle.md
public struct TitleOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
  // doc: https://developer.apple.com/documentation/swiftui/titleonlylabelstyle/init().md
  public init() {}
  // doc: https://developer.apple.com/documentation/swiftui/titleonlylabelstyle/makebody(configuration:).md
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
// doc: https://developer.apple.com/documentation/swiftui/titleAndIconLabelStyle.md
public struct TitleAndIconLabelStyle: LabelStyle, BuiltInLabelStyle {
  // doc: https://developer.apple.com/documentation/swiftui/titleandiconlabelstyle/init().md
  public init() {}
  // doc: https://developer.apple.com/documentation/swiftui/titleandiconlabelstyle/makebody(configuration:).md
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}
// doc: https://developer.apple.com/documentation/swiftui/defaultlabelstyle.md
public struct DefaultLabelStyle: LabelStyle, BuiltInLabelStyle {
  // doc: https://developer.apple.com/documentation/swiftui/defaultlabelstyle/init().md
  public init() {}
  // doc: https://developer.apple.com/documentation/swiftui/defaultlabelstyle/makebody(configuration:).md
  public func makeBody(configuration: Configuration) -> some View {
    TitleAndIconLabelStyle().makeBody(configuration: configuration)
  }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  // doc: https://developer.apple.com/documentation/swiftui/labelstyle/icononly.md
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  // doc: https://developer.apple.com/documentation/swiftui/labelstyle/titleonly.md
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  // doc: https://developer.apple.com/documentation/swiftui/labelstyle/titleandicon.md
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == DefaultLabelStyle {
  // doc: https://developer.apple.com/documentation/swiftui/labelstyle/automatic.md
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
