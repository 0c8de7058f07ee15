// doc: https://developer.apple.com/documentation/swiftui/viewbuilder.md
@resultBuilder public struct ViewBuilder {
  // doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:).md
  @export(implementation) public static func buildBlock<Content>(_ content: Content) -> Content { content }

  // doc: https://developer.apple.com/tutorials/data/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g.md
  @export(implementation) public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > where repeat each Content: View {
    TupleView((repeat each content))
  }

  // doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:).md
  @export(implementation) public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError() }

  // doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:).md
  @export(implementation) public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError() }
}

// doc: https://developer.apple.com/tutorials/data/documentation/swiftui/contentbuilder.md
public typealias ContentBuilder = ViewBuilder
