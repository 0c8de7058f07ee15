// doc: https://developer.apple.com/documentation/swiftui/animation.md
// A render has no time axis: an animation is accepted and changes nothing but when the change is seen (at once).
public struct Animation: Equatable, Sendable, CustomStringConvertible {
  public let description: String
  // doc: https://developer.apple.com/documentation/swiftui/animation/default.md
  public static let `default` = Animation(description: ".default")
  // doc: https://developer.apple.com/documentation/swiftui/animation/linear.md
  public static let linear = Animation(description: ".linear")
  // doc: https://developer.apple.com/documentation/swiftui/animation/easeinout.md
  public static let easeInOut = Animation(description: ".easeInOut")
  // doc: https://developer.apple.com/documentation/swiftui/animation/spring.md
  public static let spring = Animation(description: ".spring")
}

// doc: https://developer.apple.com/documentation/swiftui/withanimation(_:_:).md
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
  rethrows -> Result
{
  try body()
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/animation(_:value:).md
  public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable {
    trait("animation(\(animation.map { "\($0)" } ?? "nil"))")
  }
}
