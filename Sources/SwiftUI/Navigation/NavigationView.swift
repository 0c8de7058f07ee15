// doc: https://developer.apple.com/documentation/swiftui/navigationview.md
/// The navigation container SwiftUI deprecated for `NavigationStack` (still in the SDK, and in older previews):
/// rendered as a `NavigationStack(root:)`.
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "use NavigationStack or NavigationSplitView instead"
)
@available(
  macOS, introduced: 10.15, deprecated: 100000.0,
  message: "use NavigationStack or NavigationSplitView instead"
)
public struct NavigationView<Content>: View where Content: View {
  let content: Content
  // doc: https://developer.apple.com/documentation/swiftui/navigationview/init(content:).md
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { NavigationStack { content } }
}

// doc: https://developer.apple.com/documentation/swiftui/navigationviewstyle.md
@MainActor @preconcurrency public protocol NavigationViewStyle {}
// doc: https://developer.apple.com/documentation/swiftui/stacknavigationviewstyle.md
public struct StackNavigationViewStyle: NavigationViewStyle {
  // doc: https://developer.apple.com/documentation/swiftui/stacknavigationviewstyle/init().md
  public init() {}
}
// doc: https://developer.apple.com/documentation/swiftui/defaultnavigationviewstyle.md
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  // doc: https://developer.apple.com/documentation/swiftui/defaultnavigationviewstyle/init().md
  public init() {}
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  // doc: https://developer.apple.com/documentation/swiftui/navigationviewstyle/stack.md
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  // doc: https://developer.apple.com/documentation/swiftui/navigationviewstyle/automatic.md
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/navigationviewstyle(_:).md
  public func navigationViewStyle<S>(_ style: S) -> some View where S: NavigationViewStyle {
    trait("navigationViewStyle(\(_typeName(S.self, qualified: false)))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/navigationbartitle(_:)-6p1k7.md
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

  // doc: https://developer.apple.com/documentation/swiftui/view/navigationbartitle(_:)-7q7e6.md
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(titleKey)
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/navigationbartitle(_:)-4jkn5.md
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @_disfavoredOverload public func navigationBarTitle<S>(_ title: S) -> some View
  where S: StringProtocol {
    navigationTitle(title)
  }
}
