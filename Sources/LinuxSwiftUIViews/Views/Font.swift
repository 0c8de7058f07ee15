// doc: https://developer.apple.com/documentation/swiftui/font.md
public struct Font: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  package init(_ description: String) { self.description = description }

  // doc: https://developer.apple.com/documentation/swiftui/font/largetitle.md
  public static let largeTitle = Font(".largeTitle")
  // doc: https://developer.apple.com/documentation/swiftui/font/title.md
  public static let title = Font(".title")
  // doc: https://developer.apple.com/documentation/swiftui/font/title2.md
  public static let title2 = Font(".title2")
  // doc: https://developer.apple.com/documentation/swiftui/font/title3.md
  public static let title3 = Font(".title3")
  // doc: https://developer.apple.com/documentation/swiftui/font/headline.md
  public static let headline = Font(".headline")
  // doc: https://developer.apple.com/documentation/swiftui/font/subheadline.md
  public static let subheadline = Font(".subheadline")
  // doc: https://developer.apple.com/documentation/swiftui/font/body.md
  public static let body = Font(".body")
  // doc: https://developer.apple.com/documentation/swiftui/font/callout.md
  public static let callout = Font(".callout")
  // doc: https://developer.apple.com/documentation/swiftui/font/footnote.md
  public static let footnote = Font(".footnote")
  // doc: https://developer.apple.com/documentation/swiftui/font/caption.md
  public static let caption = Font(".caption")
  // doc: https://developer.apple.com/documentation/swiftui/font/caption2.md
  public static let caption2 = Font(".caption2")

  // doc: https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:).md
  public static func system(size: Double, weight: Font.Weight? = nil, design: Font.Design? = nil)
    -> Font
  {
    Font(".system(size: \(size))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/font/system(_:design:weight:).md
  public static func system(
    _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
  ) -> Font {
    var arguments = [".\(style)"]
    if let design { arguments.append("design: .\(design)") }
    if let weight { arguments.append("weight: \(weight)") }
    return Font(".system(\(arguments.joined(separator: ", ")))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/font/monospaceddigit().md
  public func monospacedDigit() -> Font { Font(description + ".monospacedDigit()") }
  // doc: https://developer.apple.com/documentation/swiftui/font/monospaced().md
  public func monospaced() -> Font { Font(description + ".monospaced()") }
  // doc: https://developer.apple.com/documentation/swiftui/font/italic().md
  public func italic() -> Font { Font(description + ".italic()") }

  // doc: https://developer.apple.com/documentation/swiftui/font/textstyle.md
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption,
      caption2
  }

  // doc: https://developer.apple.com/documentation/swiftui/font/bold().md
  public func bold() -> Font { Font(description + ".bold()") }
  // doc: https://developer.apple.com/documentation/swiftui/font/weight(_:).md
  public func weight(_ weight: Font.Weight) -> Font { Font(description + ".weight(\(weight))") }

  // doc: https://developer.apple.com/documentation/swiftui/font/weight.md
  public struct Weight: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    // doc: https://developer.apple.com/documentation/swiftui/font/weight/regular.md
    public static let regular = Weight(description: ".regular")
    // doc: https://developer.apple.com/documentation/swiftui/font/weight/medium.md
    public static let medium = Weight(description: ".medium")
    // doc: https://developer.apple.com/documentation/swiftui/font/weight/semibold.md
    public static let semibold = Weight(description: ".semibold")
    // doc: https://developer.apple.com/documentation/swiftui/font/weight/bold.md
    public static let bold = Weight(description: ".bold")
    // doc: https://developer.apple.com/documentation/swiftui/font/weight/heavy.md
    public static let heavy = Weight(description: ".heavy")
    // doc: https://developer.apple.com/documentation/swiftui/font/weight/light.md
    public static let light = Weight(description: ".light")
  }

  // doc: https://developer.apple.com/documentation/swiftui/font/design.md
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }
}
