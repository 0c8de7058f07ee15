public import Foundation

// doc: https://developer.apple.com/documentation/swiftui/text.md
public struct Text: Equatable, Sendable {
  /// What the text shows: literal pieces and values formatted where it is shown.
  var segments: [TextSegment]
  /// Its text-only modifiers (`bold()`, `font(_:)`), recorded.
  package var traits: [String] = []

  // doc: https://developer.apple.com/documentation/swiftui/text/init(verbatim:).md
  public init(verbatim content: String) { segments = [.verbatim(content)] }

  package init(segments: [TextSegment]) { self.segments = segments }

  /// The text as shown with the screen's fixed defaults (`en_US_POSIX`, UTC, gregorian).
  package var string: String { segments.map { $0.resolved(.fixed) }.joined() }

  /// The text as shown in `environment` (its locale, time zone and calendar format the values in it).
  package func resolved(in environment: EnvironmentValues) -> String {
    let formatting = environment.textFormatting
    return segments.map { $0.resolved(formatting) }.joined()
  }

  // doc: https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4.md
  @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol {
    segments = [.verbatim(String(content))]
  }

  // doc: https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:).md
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    segments = key.segments
  }

  // doc: https://developer.apple.com/documentation/swiftui/text/init(_:format:).md
  public init<F>(_ input: F.FormatInput, format: F)
  where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
    segments = [.formatted(.value(input, style: format))]
  }

  // doc: https://developer.apple.com/documentation/swiftui/text/init(_:style:).md
  public init(_ date: Date, style: Text.DateStyle) {
    segments = [.formatted(.date(date, style: style))]
  }

  // doc: https://developer.apple.com/documentation/swiftui/text/datestyle.md
  public struct DateStyle: Sendable, Equatable {
    enum Kind: Sendable { case time, date, relative, offset, timer }
    let kind: Kind
    // doc: https://developer.apple.com/documentation/swiftui/text/datestyle/time.md
    public static let time = DateStyle(kind: .time)
    // doc: https://developer.apple.com/documentation/swiftui/text/datestyle/date.md
    public static let date = DateStyle(kind: .date)
    // doc: https://developer.apple.com/documentation/swiftui/text/datestyle/relative.md
    public static let relative = DateStyle(kind: .relative)
    // doc: https://developer.apple.com/documentation/swiftui/text/datestyle/offset.md
    public static let offset = DateStyle(kind: .offset)
    // doc: https://developer.apple.com/documentation/swiftui/text/datestyle/timer.md
    public static let timer = DateStyle(kind: .timer)
  }

  // doc: https://developer.apple.com/documentation/swiftui/text/+(_:_:).md
  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = Text(segments: lhs.segments + rhs.segments)
    text.traits = lhs.traits + rhs.traits
    return text
  }

  package func with(_ trait: String) -> Text {
    var text = self
    text.traits.append(trait)
    return text
  }

  // doc: https://developer.apple.com/documentation/swiftui/text/bold().md
  public func bold() -> Text { with("bold") }
  // doc: https://developer.apple.com/documentation/swiftui/text/italic().md
  public func italic() -> Text { with("italic") }
  // doc: https://developer.apple.com/documentation/swiftui/text/font(_:).md
  public func font(_ font: Font?) -> Text { with("font(\(font.map { "\($0)" } ?? "nil"))") }
  // doc: https://developer.apple.com/documentation/swiftui/text/fontweight(_:).md
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    with("fontWeight(\(weight.map { "\($0)" } ?? "nil"))")
  }
  // doc: https://developer.apple.com/documentation/swiftui/text/foregroundcolor(_:).md
  public func foregroundColor(_ color: Color?) -> Text {
    with("foregroundColor(\(color.map { "\($0)" } ?? "nil"))")
  }
  // doc: https://developer.apple.com/documentation/swiftui/text/monospaceddigit().md
  public func monospacedDigit() -> Text { with("monospacedDigit") }
  // doc: https://developer.apple.com/documentation/swiftui/text/strikethrough(_:color:).md
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? with("strikethrough") : self
  }
}
extension Text: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    var node = context.node(.text, label: resolved(in: context.environment))
    node.traits = traits
    return [node]
  }
}
