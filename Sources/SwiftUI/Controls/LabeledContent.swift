public import Foundation

// doc: https://developer.apple.com/documentation/swiftui/labeledcontent.md
/// A value with its label: rendered as one `labeledContent` node whose label is the label's text and whose value is
/// the content's text. Content that is more than text (a button, a toggle) stays as the node's children, so it can
/// still be found and used.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct LabeledContent<Label, Content> {
  let label: Label
  let content: Content
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label: View, Content: View {
  // doc: https://developer.apple.com/documentation/swiftui/labeledcontent/init(content:label:).md
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(label: label(), content: content())
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content: View {
  // doc: https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:content:).md
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(label: Text(titleKey), content: content())
  }

  // doc: https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:content:).md
  @_disfavoredOverload public init<S>(_ title: S, @ViewBuilder content: () -> Content)
  where S: StringProtocol {
    self.init(label: Text(title), content: content())
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content == Text {
  // doc: https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:).md
  public init<S>(_ titleKey: LocalizedStringKey, value: S) where S: StringProtocol {
    self.init(label: Text(titleKey), content: Text(value))
  }

  // doc: https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:).md
  @_disfavoredOverload public init<S1, S2>(_ title: S1, value: S2)
  where S1: StringProtocol, S2: StringProtocol {
    self.init(label: Text(title), content: Text(value))
  }

  // doc: https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:format:).md
  public init<F>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(label: Text(titleKey), content: Text(value, format: format))
  }

  // doc: https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:format:).md
  @_disfavoredOverload public init<S, F>(_ title: S, value: F.FormatInput, format: F)
  where S: StringProtocol, F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(label: Text(title), content: Text(value, format: format))
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent: View, PrimitiveView where Label: View, Content: View {
  package func render(in context: RenderContext) -> [ViewNode] {
    let labelNodes = context.render(label, at: "label")
    let contentNodes = context.render(content, at: "content")
    let onlyText = contentNodes.flatMap(\.allNodes).allSatisfy { $0.role == .text }
    return [
      context.node(
        .labeledContent, label: ControlLabel.text(of: labelNodes),
        value: ControlLabel.text(of: contentNodes), children: onlyText ? [] : contentNodes)
    ]
  }
}
