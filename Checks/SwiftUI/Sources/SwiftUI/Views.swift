public import Foundation

// named by: https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4.md and the other `Text` pages below.
public struct Text {
  // doc: https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4.md
  public init<S>(_ content: S) where S: StringProtocol {}

  // doc: https://developer.apple.com/documentation/swiftui/text/init(verbatim:).md
  public init(verbatim content: String) {}
}
extension Text: View {
  public var body: Never { fatalError() }
}

// doc: https://developer.apple.com/documentation/swiftui/button.md
nonisolated public struct Button<Label> where Label: View {
  // doc: https://developer.apple.com/tutorials/data/documentation/swiftui/button/init(action:label:).md
  @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label) {}

  // doc: https://developer.apple.com/documentation/swiftui/button/init(role:action:label:).md
  @preconcurrency nonisolated public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label
  ) {}
}
extension Button: View {
  public var body: Never { fatalError() }
}
// The extension's constraint is the one the page's precise identifier carries (`Label == Text`).
extension Button where Label == Text {
  // doc: https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7.md
  @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
  where S: StringProtocol {}
}

// doc: https://developer.apple.com/documentation/swiftui/buttonrole.md
// (The pages show `static let`; written here as read-only computed properties, the same API to a caller, so that the
// shim needs no claim about `ButtonRole`'s conformances, which we did not transcribe.)
public struct ButtonRole {
  // doc: https://developer.apple.com/documentation/swiftui/buttonrole/cancel.md
  public static var cancel: ButtonRole { ButtonRole() }
  // doc: https://developer.apple.com/documentation/swiftui/buttonrole/destructive.md
  public static var destructive: ButtonRole { ButtonRole() }
}

// named by: https://developer.apple.com/tutorials/data/documentation/swiftui/vstack/init(alignment:spacing:content:).md
// (its `alignment` parameter and its `.center` default).
public struct HorizontalAlignment {
  public static var center: HorizontalAlignment { HorizontalAlignment() }
}

// doc: https://developer.apple.com/tutorials/data/documentation/swiftui/vstack.md
@frozen nonisolated public struct VStack<Content> where Content: View {
  // doc: https://developer.apple.com/tutorials/data/documentation/swiftui/vstack/init(alignment:spacing:content:).md
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder content: () -> Content
  ) {}
}
extension VStack: View {
  public var body: Never { fatalError() }
}

// named by: https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-3vn6i.md (its precise identifier
// constrains `SelectionValue == Never`; `Content == ForEach<…>`).
public struct List<SelectionValue, Content> where SelectionValue: Hashable, Content: View {}
extension List: View {
  public var body: Never { fatalError() }
}
extension List where SelectionValue == Never {
  // doc: https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-3vn6i.md
  @export(implementation) nonisolated public init<Data, RowContent>(
    _ data: Data, @ContentBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable
  {}

  // doc: https://developer.apple.com/documentation/swiftui/list/init(content:).md
  nonisolated public init(@ContentBuilder content: () -> Content) {}
}

// doc: https://developer.apple.com/tutorials/data/documentation/swiftui/foreach.md
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}
// named by: https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-3vn6i.md (a `List` whose content
// is a `ForEach` of views).
extension ForEach: View where Content: View {
  public var body: Never { fatalError() }
}
// The extension's constraint is the one the page's precise identifier carries (`Data == Range<Int>, ID == Int`).
extension ForEach where Data == Range<Int>, ID == Int {
  // doc: https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-ktgx.md
  @export(implementation) public init(_ data: Range<Int>, @ContentBuilder content: @escaping (Int) -> Content) {}
}

// named by: https://developer.apple.com/documentation/swiftui/image/init(systemname:).md
public struct Image {
  // doc: https://developer.apple.com/documentation/swiftui/image/init(systemname:).md
  public init(systemName: String) {}
}
extension Image: View {
  public var body: Never { fatalError() }
}

// doc: https://developer.apple.com/tutorials/data/documentation/swiftui/label.md
nonisolated public struct Label<Title, Icon> where Title: View, Icon: View {
  // doc: https://developer.apple.com/documentation/swiftui/label/init(title:icon:).md
  nonisolated public init(@ContentBuilder title: () -> Title, @ContentBuilder icon: () -> Icon) {}
}
extension Label: View {
  public var body: Never { fatalError() }
}

// named by: https://developer.apple.com/documentation/swiftui/progressview/init(_:)-3q5nf.md (`Label == Text`, in an
// extension where `CurrentValueLabel == EmptyView`).
public struct ProgressView<Label, CurrentValueLabel> where Label: View, CurrentValueLabel: View {}
extension ProgressView: View {
  public var body: Never { fatalError() }
}
extension ProgressView where CurrentValueLabel == EmptyView {
  // doc: https://developer.apple.com/documentation/swiftui/progressview/init(_:)-3q5nf.md
  nonisolated public init<S>(_ title: S) where Label == Text, S: StringProtocol {}
}

// doc: https://developer.apple.com/documentation/swiftui/textfield.md
nonisolated public struct TextField<Label> where Label: View {}
extension TextField: View {
  public var body: Never { fatalError() }
}
// The extension's constraint is the one the page's precise identifier carries (`Label == Text`).
extension TextField where Label == Text {
  // doc: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi.md
  @export(implementation) nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}
