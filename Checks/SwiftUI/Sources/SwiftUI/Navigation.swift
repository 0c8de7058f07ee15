// doc: https://developer.apple.com/documentation/swiftui/navigationstack.md
nonisolated public struct NavigationStack<Data, Root> where Root: View {
  // doc: https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q.md
  nonisolated public init(path: Binding<Data>, @ContentBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {}
}
extension NavigationStack: View {
  public var body: Never { fatalError() }
}

// doc: https://developer.apple.com/documentation/swiftui/navigationlink.md
nonisolated public struct NavigationLink<Label, Destination> where Label: View, Destination: View {}
extension NavigationLink: View {
  public var body: Never { fatalError() }
}
// The extension's constraint is the one the page's precise identifier carries (`Destination == Never`).
extension NavigationLink where Destination == Never {
  // doc: https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo.md
  nonisolated public init<P>(value: P?, @ContentBuilder label: () -> Label) where P: Hashable {}
}

// doc: https://developer.apple.com/tutorials/data/documentation/swiftui/visibility.md
@frozen public enum Visibility {
  // doc: https://developer.apple.com/documentation/swiftui/visibility/automatic.md
  case automatic
  // doc: https://developer.apple.com/documentation/swiftui/visibility/visible.md
  case visible
  // doc: https://developer.apple.com/tutorials/data/documentation/swiftui/visibility/hidden.md
  case hidden
}
