// How to read this module: each `// doc:` line names the page of Apple's documentation whose declaration the next
// declaration transcribes (attributes, generic parameters, constraints and defaults as the page shows them; `public`
// added, since the page shows the API from outside). Lines marked `// named by:` declare a type or conformance that a
// transcribed declaration requires but whose own page is not in the documentation corpus we checked; they carry no
// members beyond what the naming declaration implies. Bodies are placeholders: nothing here ever runs.

// doc: https://developer.apple.com/documentation/swiftui/view.md
// doc: https://developer.apple.com/tutorials/data/documentation/swiftui/view/body-swift.associatedtype.md
// doc: https://developer.apple.com/documentation/swiftui/view/body-8kl5o.md
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// named by: https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo.md (an
// initializer where `Destination == Never`, of `NavigationLink<Label, Destination> where Destination : View`).
extension Never: View {
  public var body: Never { fatalError() }
}

// doc: https://developer.apple.com/tutorials/data/documentation/swiftui/tupleview.md
@frozen nonisolated public struct TupleView<T> {
  // doc: https://developer.apple.com/documentation/swiftui/tupleview/value.md
  public var value: T
  // doc: https://developer.apple.com/documentation/swiftui/tupleview/init(_:).md
  nonisolated public init(_ value: T) { self.value = value }
}
// named by: https://developer.apple.com/tutorials/data/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g.md
// (returns `TupleView<(repeat each Content)>` where each Content : View, used as a view).
extension TupleView: View {
  public var body: Never { fatalError() }
}

// named by: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:).md (its result type).
public struct _ConditionalContent<TrueContent, FalseContent> {}
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public var body: Never { fatalError() }
}

// doc: https://developer.apple.com/tutorials/data/documentation/swiftui/emptyview.md
@frozen nonisolated public struct EmptyView {
  // named by: the page's declaration of `EmptyView` (its `init()` page was not in the corpus; the type is built with
  // `EmptyView()` in the page's own discussion of `ProgressView()`).
  nonisolated public init() {}
}
extension EmptyView: View {
  public var body: Never { fatalError() }
}
