// doc: https://developer.apple.com/documentation/swiftui/textfieldstyle.md
/// How a text field looks: recorded on the fields as a `textFieldStyle(...)` trait.
@MainActor @preconcurrency public protocol TextFieldStyle {}

// doc: https://developer.apple.com/documentation/swiftui/roundedbordertextfieldstyle.md
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  // doc: https://developer.apple.com/documentation/swiftui/roundedbordertextfieldstyle/init().md
  public init() {}
}
// doc: https://developer.apple.com/documentation/swiftui/plaintextfieldstyle.md
public struct PlainTextFieldStyle: TextFieldStyle {
  // doc: https://developer.apple.com/documentation/swiftui/plaintextfieldstyle/init().md
  public init() {}
}
// doc: https://developer.apple.com/documentation/swiftui/defaulttextfieldstyle.md
public struct DefaultTextFieldStyle: TextFieldStyle {
  // doc: https://developer.apple.com/documentation/swiftui/defaulttextfieldstyle/init().md
  public init() {}
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  // doc: https://developer.apple.com/documentation/swiftui/textfieldstyle/roundedborder.md
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  // doc: https://developer.apple.com/documentation/swiftui/textfieldstyle/plain.md
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
  // doc: https://developer.apple.com/documentation/swiftui/textfieldstyle/automatic.md
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/textfieldstyle(_:).md
  public func textFieldStyle<S>(_ style: S) -> some View where S: TextFieldStyle {
    trait("textFieldStyle(\(_typeName(S.self, qualified: false)))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/autocorrectiondisabled(_:).md
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    trait(disable ? "autocorrectionDisabled" : "autocorrectionDisabled(false)")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/disableautocorrection(_:).md
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    trait("disableAutocorrection(\(disable.map { "\($0)" } ?? "nil"))")
  }
}
