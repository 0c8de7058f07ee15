// doc: https://developer.apple.com/documentation/swiftui/textfield.md
@MainActor @preconcurrency public struct TextField<Label> where Label: View {
  let label: Label
  let text: Binding<String>
  let prompt: Text?
  let axis: Axis
  let isSecure: Bool
}

extension TextField where Label == Text {
  // doc: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-6lnin.md
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(label: Text(titleKey), text: text, prompt: nil, axis: .horizontal, isSecure: false)
  }

  // doc: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi.md
  @_disfavoredOverload public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
    self.init(label: Text(title), text: text, prompt: nil, axis: .horizontal, isSecure: false)
  }

  // doc: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)-4fsnu.md
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(label: Text(titleKey), text: text, prompt: prompt, axis: .horizontal, isSecure: false)
  }

  // doc: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)-8rujz.md
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(label: Text(titleKey), text: text, prompt: nil, axis: axis, isSecure: false)
  }

  // doc: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)-7n1ke.md
  @_disfavoredOverload public init<S>(_ title: S, text: Binding<String>, axis: Axis)
  where S: StringProtocol {
    self.init(label: Text(title), text: text, prompt: nil, axis: axis, isSecure: false)
  }

  // doc: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:axis:)-1nwpr.md
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(label: Text(titleKey), text: text, prompt: prompt, axis: axis, isSecure: false)
  }
}

extension TextField {
  // doc: https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:).md
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(label: label(), text: text, prompt: prompt, axis: .horizontal, isSecure: false)
  }
}

extension TextField: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    let labelNodes = context.render(label, at: "label")
    let value = context.tracked { self.text.wrappedValue }
    var node = context.node(
      isSecure ? .secureField : .textField, label: ControlLabel.text(of: labelNodes),
      value: isSecure ? String(repeating: "•", count: value.count) : value,
      actions: [.type])
    if axis == .vertical { node.traits.append("axis(.vertical)") }
    if let prompt { node.traits.append("prompt(\(prompt.string))") }
    let text = self.text
    context.offer(NodeHandlers(setText: { text.wrappedValue = $0 }))
    return [node]
  }
}

// doc: https://developer.apple.com/documentation/swiftui/securefield.md
@MainActor @preconcurrency public struct SecureField<Label> where Label: View {
  let field: TextField<Label>
}
extension SecureField where Label == Text {
  // doc: https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)-4vj3x.md
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    field = TextField(
      label: Text(titleKey), text: text, prompt: nil, axis: .horizontal, isSecure: true)
  }
  // doc: https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)-2z7ms.md
  @_disfavoredOverload public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
    field = TextField(
      label: Text(title), text: text, prompt: nil, axis: .horizontal, isSecure: true)
  }
}
extension SecureField: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] { field.render(in: context) }
}
