// doc: https://developer.apple.com/documentation/swiftui/label.md
public struct Label<Title, Icon> where Title: View, Icon: View {
  let title: Title
  let icon: Icon

  // doc: https://developer.apple.com/documentation/swiftui/label/init(title:icon:).md
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
}

extension Label where Title == Text, Icon == Image {
  // doc: https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-7bb8l.md
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  // doc: https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-4ovsm.md
  @_disfavoredOverload public init<S>(_ title: S, systemImage name: String)
  where S: StringProtocol {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}

extension Label: View {
  public var body: Never { primitiveBody(of: Self.self) }
}
extension Label: PrimitiveView {
  func render(in context: RenderContext) -> [ViewNode] {
    let titleNodes = context.render(title, at: "title")
    let iconNodes = context.render(icon, at: "icon")
    var node = context.node(.label, label: ControlLabel.text(of: titleNodes))
    node.value = iconNodes.first?.label
    if context.environment.labelStyleName != nil {
      node.traits.append("labelStyle(\(context.environment.labelStyleName ?? ""))")
    }
    return [node]
  }
}

// doc: https://developer.apple.com/documentation/swiftui/image.md
public struct Image: Equatable, Sendable {
  let name: String
  // doc: https://developer.apple.com/documentation/swiftui/image/init(systemname:).md
  public init(systemName: String) { name = systemName }
  // doc: https://developer.apple.com/documentation/swiftui/image/init(_:bundle:).md
  public init(_ name: String, bundle: AnyObject? = nil) { self.name = name }

  // doc: https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:).md
  public func resizable() -> Image { self }
}
extension Image: View {
  public var body: Never { primitiveBody(of: Self.self) }
}
extension Image: PrimitiveView {
  func render(in context: RenderContext) -> [ViewNode] { [context.node(.image, label: name)] }
}

private enum LabelStyleKey: EnvironmentKey { static var defaultValue: String? { nil } }
extension EnvironmentValues {
  var labelStyleName: String? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

// doc: https://developer.apple.com/documentation/swiftui/labelstyle.md
public protocol LabelStyle {}
// doc: https://developer.apple.com/documentation/swiftui/iconOnlyLabelStyle.md
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
// doc: https://developer.apple.com/documentation/swiftui/titleOnlyLabelStyle.md
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
// doc: https://developer.apple.com/documentation/swiftui/titleAndIconLabelStyle.md
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }
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
extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/labelstyle(_:).md
  public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle {
    modifier(EnvironmentModifier { $0.labelStyleName = "\(S.self)" })
  }
}
