// doc: https://developer.apple.com/documentation/swiftui/viewbuilder.md
@resultBuilder public struct ViewBuilder {
  // doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:).md
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
    content
  }

  // doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock().md
  public static func buildBlock() -> EmptyView { EmptyView() }

  // doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:).md
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }

  // doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g.md
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  >
  where repeat each Content: View {
    TupleView(elements: repeat each content)
  }

  // doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:).md
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    content
  }

  // doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:).md
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    _ConditionalContent(storage: .trueContent(first))
  }

  // doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:).md
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    _ConditionalContent(storage: .falseContent(second))
  }

  // doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:).md
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
  where Content: View {
    AnyView(content)
  }
}

// doc: https://developer.apple.com/documentation/swiftui/contentbuilder (iOS 18's alias of the view builder)
public typealias ContentBuilder = ViewBuilder

// named by: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:).md (its result type).
public struct _ConditionalContent<TrueContent, FalseContent> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
}
extension _ConditionalContent: View, PrimitiveView where TrueContent: View, FalseContent: View {
  package func render(in context: RenderContext) -> [ViewNode] {
    switch storage {
    case let .trueContent(content): context.render(content, at: "if")
    case let .falseContent(content): context.render(content, at: "else")
    }
  }
}

// doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:).md (an optional view is a view)
extension Optional: View, PrimitiveView where Wrapped: View {
  package func render(in context: RenderContext) -> [ViewNode] {
    guard let self else { return [] }
    return context.render(self, at: "some")
  }
}
