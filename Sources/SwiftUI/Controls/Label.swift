public import Foundation

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

extension Label: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    let titleNodes = context.render(title, at: "title")
    let iconNodes = context.render(icon, at: "icon")
    var node = context.node(.label, label: ControlLabel.text(of: titleNodes))
    node.value = iconNodes.first?.label
    return [
      context.styled(node, trait: "labelStyle") {
        LabelStyleConfiguration(
          title: LabelStyleConfiguration.Title(content: AnyView(title)),
          icon: LabelStyleConfiguration.Icon(content: AnyView(icon)))
      }
    ]
  }
}

// doc: https://developer.apple.com/documentation/swiftui/image.md
public struct Image: Equatable, Sendable {
  let name: String
  // doc: https://developer.apple.com/documentation/swiftui/image/init(systemname:).md
  public init(systemName: String) { name = systemName }
  // doc: https://developer.apple.com/documentation/swiftui/image/init(_:bundle:).md
  public init(_ name: String, bundle: Bundle? = nil) { self.name = name }

  // doc: https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:).md
  public func resizable() -> Image { self }
}
extension Image: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    [context.node(.image, label: name)]
  }
}
