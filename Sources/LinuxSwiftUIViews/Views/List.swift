// doc: https://developer.apple.com/documentation/swiftui/list.md
@MainActor @preconcurrency public struct List<SelectionValue, Content>
where SelectionValue: Hashable, Content: View {
  let content: Content
  /// The selection binding of `List(selection:)`: whether a tag is selected, and tapping a tagged row.
  var selection: ListSelection? = nil
}

extension List {
  // doc: https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-4tt8h.md
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    selection.map { self.selection = ListSelection(many: $0) }
  }

  // doc: https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-7p1ra.md
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    selection.map { self.selection = ListSelection(one: $0) }
  }
}

extension List where SelectionValue == Never {
  // doc: https://developer.apple.com/documentation/swiftui/list/init(content:).md
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  // doc: https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-3vn6i.md
  public init<Data, RowContent>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View,
    Data.Element: Identifiable
  {
    content = ForEach(data, content: rowContent)
  }

  // doc: https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-4s0ts.md
  public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {
    content = ForEach(data, id: id, content: rowContent)
  }
}

extension List: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    var nodes = context.with(\.inList, true) { context.container(.list, content) }
    if let selection { nodes = nodes.map { selection.mark($0, in: context) } }
    return nodes
  }
}

// doc: https://developer.apple.com/documentation/swiftui/form.md
@MainActor @preconcurrency public struct Form<Content> where Content: View {
  package let content: Content
  // doc: https://developer.apple.com/documentation/swiftui/form/init(content:).md
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}
extension Form: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    context.with(\.inList, true) { context.container(.form, content) }
  }
}

// doc: https://developer.apple.com/documentation/swiftui/section.md
public struct Section<Parent, Content, Footer> {
  let header: Parent
  package let content: Content
  let footer: Footer
}
extension Section where Parent: View, Content: View, Footer: View {
  // doc: https://developer.apple.com/documentation/swiftui/section/init(content:header:footer:).md
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: header(), content: content(), footer: footer())
  }
}
extension Section where Parent: View, Content: View, Footer == EmptyView {
  // doc: https://developer.apple.com/documentation/swiftui/section/init(content:header:).md
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), content: content(), footer: EmptyView())
  }
}
extension Section where Parent == EmptyView, Content: View, Footer: View {
  // doc: https://developer.apple.com/documentation/swiftui/section/init(content:footer:).md
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), content: content(), footer: footer())
  }
}
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  // doc: https://developer.apple.com/documentation/swiftui/section/init(content:).md
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: EmptyView())
  }
}
extension Section where Parent == Text, Content: View, Footer == EmptyView {
  // doc: https://developer.apple.com/documentation/swiftui/section/init(_:content:)-90be4.md
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView())
  }
  // doc: https://developer.apple.com/documentation/swiftui/section/init(_:content:)-3qab4.md
  @_disfavoredOverload public init<S>(_ title: S, @ViewBuilder content: () -> Content)
  where S: StringProtocol {
    self.init(header: Text(title), content: content(), footer: EmptyView())
  }
}
extension Section: View, PrimitiveView where Parent: View, Content: View, Footer: View {
  package func render(in context: RenderContext) -> [ViewNode] {
    let headerNodes = context.render(header, at: "header")
    let footerNodes = context.render(footer, at: "footer")
    var children = context.render(content, at: "content")
    for index in footerNodes.indices {
      var footer = footerNodes[index]
      footer.traits.append("footer")
      children.append(footer)
    }
    return [context.node(.section, label: ControlLabel.text(of: headerNodes), children: children)]
  }
}
