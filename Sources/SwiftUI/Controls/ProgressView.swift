// doc: https://developer.apple.com/documentation/swiftui/progressview.md
@MainActor @preconcurrency public struct ProgressView<Label, CurrentValueLabel>
where Label: View, CurrentValueLabel: View {
  let label: Label?
  let fraction: Double?
}

extension ProgressView where CurrentValueLabel == EmptyView {
  // doc: https://developer.apple.com/documentation/swiftui/progressview/init()-5ykm5.md
  public init() where Label == EmptyView { self.init(label: nil, fraction: nil) }

  // doc: https://developer.apple.com/documentation/swiftui/progressview/init(label:).md
  public init(@ViewBuilder label: () -> Label) { self.init(label: label(), fraction: nil) }

  // doc: https://developer.apple.com/documentation/swiftui/progressview/init(_:)-9ljli.md
  public init(_ titleKey: LocalizedStringKey) where Label == Text {
    self.init(label: Text(titleKey), fraction: nil)
  }

  // doc: https://developer.apple.com/documentation/swiftui/progressview/init(_:)-3q5nf.md
  @_disfavoredOverload public init<S>(_ title: S) where Label == Text, S: StringProtocol {
    self.init(label: Text(title), fraction: nil)
  }

  // doc: https://developer.apple.com/documentation/swiftui/progressview/init(value:total:)-8gk79.md
  public init<V>(value: V?, total: V = 1.0) where Label == EmptyView, V: BinaryFloatingPoint {
    self.init(label: nil, fraction: value.map { Double($0) / Double(total) })
  }

  // doc: https://developer.apple.com/documentation/swiftui/progressview/init(_:value:total:)-7q2r9.md
  public init<V>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
  where Label == Text, V: BinaryFloatingPoint {
    self.init(label: Text(titleKey), fraction: value.map { Double($0) / Double(total) })
  }
}

extension ProgressView: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    let labelNodes = label.map { context.render($0, at: "label") } ?? []
    let value = fraction.map { "\(Int(($0 * 100).rounded()))%" }
    let node = context.node(.progress, label: ControlLabel.text(of: labelNodes), value: value)
    return [
      context.styled(node, trait: "progressViewStyle") {
        ProgressViewStyleConfiguration(
          fractionCompleted: fraction,
          label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
          currentValueLabel: nil)
      }
    ]
  }
}

// doc: https://developer.apple.com/documentation/swiftui/contentunavailableview.md
@MainActor @preconcurrency public struct ContentUnavailableView<Label, Description, Actions>
where Label: View, Description: View, Actions: View {
  let label: Label
  let description: Description
  let actions: Actions

  // doc: https://developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:).md
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }
}

extension ContentUnavailableView
where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  // doc: https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)-4h7sn.md
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
  }

  // doc: https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)-6xxdg.md
  @_disfavoredOverload public init<S>(
    _ title: S, systemImage name: String, description: Text? = nil
  )
  where S: StringProtocol {
    self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
  }
}

extension ContentUnavailableView: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    let labelNodes = context.render(label, at: "label")
    let descriptionNodes = context.render(description, at: "description")
    let actionNodes = context.render(actions, at: "actions")
    return [
      context.node(
        .unavailable, label: ControlLabel.text(of: labelNodes),
        value: ControlLabel.text(of: descriptionNodes),
        children: actionNodes)
    ]
  }
}

// doc: https://developer.apple.com/documentation/swiftui/spacer.md
public struct Spacer {
  // doc: https://developer.apple.com/documentation/swiftui/spacer/minlength.md
  public var minLength: Double?
  // doc: https://developer.apple.com/documentation/swiftui/spacer/init(minlength:).md
  public init(minLength: Double? = nil) { self.minLength = minLength }
}
extension Spacer: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] { [context.node(.spacer)] }
}

// doc: https://developer.apple.com/documentation/swiftui/divider.md
public struct Divider {
  // doc: https://developer.apple.com/documentation/swiftui/divider/init().md
  public init() {}
}
extension Divider: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] { [context.node(.divider)] }
}
