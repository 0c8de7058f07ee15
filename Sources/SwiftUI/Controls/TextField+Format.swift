public import Foundation

extension TextField where Label == Text {
  // doc: https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-3n2ye.md
  /// A field showing `value` formatted by `format`; typing replaces the text and, when it parses, sets the value
  /// (text that does not parse leaves the value as it was, as in SwiftUI).
  public init<F>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F: ParseableFormatStyle, F.FormatOutput == String {
    self.init(
      label: Text(titleKey), text: FormattedText.binding(value, format: format), prompt: prompt,
      axis: .horizontal, isSecure: false)
  }

  // doc: https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-6ug7k.md
  @_disfavoredOverload public init<S, F>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String {
    self.init(
      label: Text(title), text: FormattedText.binding(value, format: format), prompt: prompt,
      axis: .horizontal, isSecure: false)
  }
}

/// A value seen as the text a format style makes of it (with the screen's fixed locale).
enum FormattedText {
  static func binding<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F)
    -> Binding<String> where F.FormatOutput == String
  {
    // NB: the style is a value read on the main actor only, by the binding's closures.
    nonisolated(unsafe) let style = FormattedValue.localized(format, .fixed)
    return Binding(
      get: { style.format(value.wrappedValue) },
      set: { text in
        if let parsed = try? style.parseStrategy.parse(text) { value.wrappedValue = parsed }
      })
  }
}
