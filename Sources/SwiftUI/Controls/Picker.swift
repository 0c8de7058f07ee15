public import Foundation

// doc: https://developer.apple.com/documentation/swiftui/picker.md
@MainActor @preconcurrency public struct Picker<Label, SelectionValue, Content>
where Label: View, SelectionValue: Hashable, Content: View {
  let label: Label
  let selection: Binding<SelectionValue>
  let content: Content

  // doc: https://developer.apple.com/documentation/swiftui/picker/init(selection:content:label:).md
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }
}
extension Picker where Label == Text {
  // doc: https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-5njtq.md
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }
  // doc: https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-6lwfn.md
  @_disfavoredOverload public init<S>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  )
  where S: StringProtocol {
    self.init(selection: selection, content: content) { Text(title) }
  }
}
extension Picker: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    let labelNodes = context.render(label, at: "label")
    let optionNodes = context.render(content, at: "options")
    let current = context.tracked { AnyHashable(self.selection.wrappedValue) }
    var options: [(label: String, tag: AnyHashable)] = []
    var children: [ViewNode] = []
    for node in optionNodes {
      var option = node
      option.role = .option
      option.label = node.firstLabel
      option.children = []
      let tag = context.host.pass.tags[node.id]
      option.isSelected = tag == current
      if let tag, let label = option.label { options.append((label, tag)) }
      children.append(option)
    }
    let selection = self.selection
    context.offer(
      NodeHandlers(pick: { label in
        guard let tag = options.first(where: { $0.label == label })?.tag,
          let value = tag.base as? SelectionValue
        else { return false }
        selection.wrappedValue = value
        return true
      }))
    let selected = children.first(where: \.isSelected)?.label
    return [
      context.node(
        .picker, label: ControlLabel.text(of: labelNodes), value: selected, actions: [.pick],
        children: children)
    ]
  }
}

// doc: https://developer.apple.com/documentation/swiftui/datepicker.md
@MainActor @preconcurrency public struct DatePicker<Label> where Label: View {
  let label: Label
  let selection: Binding<Date>
}
extension DatePicker where Label == Text {
  // doc: https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:displayedcomponents:)-8bt2e.md
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(label: Text(titleKey), selection: selection)
  }
}
extension DatePicker: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    let labelNodes = context.render(label, at: "label")
    let selection = self.selection
    context.offer(
      NodeHandlers(setText: { text in
        if let date = ISO8601DateFormatter().date(from: text) { selection.wrappedValue = date }
      }))
    return [
      context.node(
        .datePicker, label: ControlLabel.text(of: labelNodes),
        value: ISO8601DateFormatter().string(from: context.tracked { selection.wrappedValue }),
        actions: [.type])
    ]
  }
}

// doc: https://developer.apple.com/documentation/swiftui/datepickercomponents.md
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  // doc: https://developer.apple.com/documentation/swiftui/datepickercomponents/hourandminute.md
  public static let hourAndMinute = DatePickerComponents(rawValue: 1)
  // doc: https://developer.apple.com/documentation/swiftui/datepickercomponents/date.md
  public static let date = DatePickerComponents(rawValue: 2)
}

// doc: https://developer.apple.com/documentation/swiftui/menu.md
@MainActor @preconcurrency public struct Menu<Label, Content> where Label: View, Content: View {
  let label: Label
  let content: Content
  // doc: https://developer.apple.com/documentation/swiftui/menu/init(content:label:).md
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
}
extension Menu where Label == Text {
  // doc: https://developer.apple.com/documentation/swiftui/menu/init(_:content:)-7v768.md
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  // doc: https://developer.apple.com/documentation/swiftui/menu/init(_:content:)-1ut3g.md
  @_disfavoredOverload public init<S>(_ title: S, @ViewBuilder content: () -> Content)
  where S: StringProtocol {
    self.init(content: content) { Text(title) }
  }
}
extension Menu: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    let labelNodes = context.render(label, at: "label")
    return [
      context.node(
        .menu, label: ControlLabel.text(of: labelNodes),
        children: context.render(content, at: "items"))
    ]
  }
}
