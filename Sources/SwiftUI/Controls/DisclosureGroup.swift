// doc: https://developer.apple.com/documentation/swiftui/disclosuregroup.md
/// A label that shows or hides its content: a `disclosureGroup` node (value `expanded` or `collapsed`) that can be
/// toggled, holding its content only while expanded. Its expansion is its own `@State` unless `isExpanded:` binds it.
@MainActor @preconcurrency public struct DisclosureGroup<Label, Content>: View
where Label: View, Content: View {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  @State private var isExpandedState = false

  // doc: https://developer.apple.com/documentation/swiftui/disclosuregroup/init(content:label:).md
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    isExpanded = nil
  }

  // doc: https://developer.apple.com/documentation/swiftui/disclosuregroup/init(isexpanded:content:label:).md
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded
  }

  public var body: some View {
    DisclosureNode(label: label, content: content, isExpanded: isExpanded ?? $isExpandedState)
  }
}

extension DisclosureGroup where Label == Text {
  // doc: https://developer.apple.com/documentation/swiftui/disclosuregroup/init(_:content:)-4c6vd.md
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  // doc: https://developer.apple.com/documentation/swiftui/disclosuregroup/init(_:content:)-1sbhd.md
  @_disfavoredOverload public init<S>(_ label: S, @ViewBuilder content: @escaping () -> Content)
  where S: StringProtocol {
    self.init(content: content) { Text(label) }
  }

  // doc: https://developer.apple.com/documentation/swiftui/disclosuregroup/init(_:isexpanded:content:)-8lpgh.md
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
}

/// The disclosure group's node: toggling it flips the expansion through its binding.
struct DisclosureNode<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>

  package func render(in context: RenderContext) -> [ViewNode] {
    let labelNodes = context.render(label, at: "label")
    let expanded = context.tracked { self.isExpanded.wrappedValue }
    let children = expanded ? context.render(content, at: "content") : []
    let isExpanded = self.isExpanded
    context.offer(NodeHandlers(setBool: { isExpanded.wrappedValue = $0 }))
    return [
      context.node(
        .disclosureGroup, label: ControlLabel.text(of: labelNodes),
        value: expanded ? "expanded" : "collapsed", actions: [.toggle], children: children)
    ]
  }
}
