// doc: https://developer.apple.com/documentation/swiftui/progressviewstyle.md
/// How a progress view is drawn. A custom style's `makeBody(configuration:)` is rendered as the progress node's
/// children (a `ProgressView(configuration)` inside it is drawn plainly, as in SwiftUI); a built-in style is recorded
/// as a `progressViewStyle(...)` trait.
@MainActor @preconcurrency public protocol ProgressViewStyle {
  // doc: https://developer.apple.com/documentation/swiftui/progressviewstyle/body.md
  associatedtype Body: View
  // doc: https://developer.apple.com/documentation/swiftui/progressviewstyle/makebody(configuration:).md
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
  // doc: https://developer.apple.com/documentation/swiftui/progressviewstyle/configuration.md
  typealias Configuration = ProgressViewStyleConfiguration
}

// doc: https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration.md
@MainActor @preconcurrency public struct ProgressViewStyleConfiguration {
  // doc: https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/label-swift.struct.md
  @MainActor @preconcurrency public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }
  // doc: https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/currentvaluelabel-swift.struct.md
  @MainActor @preconcurrency public struct CurrentValueLabel: View {
    let content: AnyView
    public var body: some View { content }
  }
  // doc: https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/fractioncompleted.md
  public let fractionCompleted: Double?
  // doc: https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/label-swift.property.md
  public var label: ProgressViewStyleConfiguration.Label?
  // doc: https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/currentvaluelabel-swift.property.md
  public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

extension ProgressView {
  // doc: https://developer.apple.com/documentation/swiftui/progressview/init(_:)-8jh9s.md (init(_ configuration:))
  public init(_ configuration: ProgressViewStyleConfiguration)
  where
    Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
  {
    self.init(label: configuration.label, fraction: configuration.fractionCompleted)
  }
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/progressviewstyle(_:).md
  public func progressViewStyle<S>(_ style: S) -> some View where S: ProgressViewStyle {
    self.style(style, builtIn: style is any BuiltInProgressViewStyle) {
      style.makeBody(configuration: $0)
    }
  }
}

/// A built-in style: recorded by name.
protocol BuiltInProgressViewStyle: ProgressViewStyle {}

extension BuiltInProgressViewStyle {
  // doc: https://developer.apple.com/documentation/swiftui/defaultprogressviewstyle/makebody(configuration:).md (and
  // the same page of `LinearProgressViewStyle` and `CircularProgressViewStyle`)
  /// The progress view as it is: a built-in style only records its name.
  public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

// doc: https://developer.apple.com/documentation/swiftui/linearprogressviewstyle.md
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  // doc: https://developer.apple.com/documentation/swiftui/linearprogressviewstyle/init().md
  public init() {}
}
// doc: https://developer.apple.com/documentation/swiftui/circularprogressviewstyle.md
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  // doc: https://developer.apple.com/documentation/swiftui/circularprogressviewstyle/init().md
  public init() {}
}
// doc: https://developer.apple.com/documentation/swiftui/defaultprogressviewstyle.md
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  // doc: https://developer.apple.com/documentation/swiftui/defaultprogressviewstyle/init().md
  public init() {}
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  // doc: https://developer.apple.com/documentation/swiftui/progressviewstyle/linear.md
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  // doc: https://developer.apple.com/documentation/swiftui/progressviewstyle/circular.md
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  // doc: https://developer.apple.com/documentation/swiftui/progressviewstyle/automatic.md
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
