// doc: https://developer.apple.com/documentation/swiftui/button.md
@MainActor @preconcurrency public struct Button<Label> where Label: View {
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: Label

  // doc: https://developer.apple.com/documentation/swiftui/button/init(action:label:).md
  @preconcurrency public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.init(role: nil, action: action, label: label)
  }

  // doc: https://developer.apple.com/documentation/swiftui/button/init(role:action:label:).md
  @preconcurrency public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }
}

extension Button where Label == Text {
  // doc: https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy.md
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }

  // doc: https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7.md
  @_disfavoredOverload @preconcurrency
  public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
    self.init(role: nil, action: action) { Text(title) }
  }

  // doc: https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)-93ek6.md
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  // doc: https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)-8y5yk.md
  @_disfavoredOverload @preconcurrency
  public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void)
  where S: StringProtocol {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  // doc: https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)-9ar4m.md
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: nil, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }

  // doc: https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)-8qwfo.md
  @_disfavoredOverload @preconcurrency
  public init<S>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void)
  where S: StringProtocol {
    self.init(role: nil, action: action) { SwiftUI.Label(title, systemImage: systemImage) }
  }
}

extension Button: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    let primitiveStyle = context.environment[style: PrimitiveButtonStyleConfiguration.self]
    let style = context.environment[style: ButtonStyleConfiguration.self]
    if let primitiveStyle, let makePrimitive = primitiveStyle.makeBody {
      let action = self.action
      let after = context.afterButtonTap
      let configuration = PrimitiveButtonStyleConfiguration(
        role: role, label: ButtonStyleConfiguration.Label(content: AnyView(label)),
        action: {
          action()
          after?()
        })
      var nodes = context.withEnvironment(
        { $0[style: PrimitiveButtonStyleConfiguration.self] = nil },
        { context.render(makePrimitive(configuration), at: "style") })
      for index in nodes.indices {
        nodes[index].traits.append("buttonStyle(\(primitiveStyle.name))")
      }
      return nodes
    }
    var labelNodes = context.render(label, at: "label")
    if let makeBody = style?.makeBody {
      let configuration = ButtonStyleConfiguration(
        role: role, label: ButtonStyleConfiguration.Label(content: AnyView(label)), isPressed: false
      )
      labelNodes = context.withEnvironment(
        { $0[style: ButtonStyleConfiguration.self] = nil },
        { context.render(makeBody(configuration), at: "style") })
    }
    var node = context.node(.button, label: ControlLabel.text(of: labelNodes), actions: [.tap])
    if let role { node.traits.append("role(\(role))") }
    if let name = (style?.name ?? primitiveStyle?.name) {
      node.traits.append("buttonStyle(\(name))")
    }
    if labelNodes.count != 1 || labelNodes.first?.role != .text || style?.makeBody != nil {
      node.children = labelNodes
    }
    let action = self.action
    let after = context.afterButtonTap
    context.offer(
      NodeHandlers(tap: {
        action()
        after?()
      }))
    return [node]
  }
}

// doc: https://developer.apple.com/documentation/swiftui/buttonrole.md
public struct ButtonRole: Equatable, Sendable, CustomStringConvertible {
  let name: String
  // doc: https://developer.apple.com/documentation/swiftui/buttonrole/destructive.md
  public static let destructive = ButtonRole(name: ".destructive")
  // doc: https://developer.apple.com/documentation/swiftui/buttonrole/cancel.md
  public static let cancel = ButtonRole(name: ".cancel")
  public var description: String { name }
}
