public import Foundation

// doc: https://developer.apple.com/documentation/swiftui/anytransition.md
/// How a view enters and leaves: a render has no time axis, so a transition is recorded on the view's nodes by name.
public struct AnyTransition: Sendable, CustomStringConvertible {
  public let description: String
  // doc: https://developer.apple.com/documentation/swiftui/anytransition/opacity.md
  public static let opacity = AnyTransition(description: ".opacity")
  // doc: https://developer.apple.com/documentation/swiftui/anytransition/slide.md
  public static let slide = AnyTransition(description: ".slide")
  // doc: https://developer.apple.com/documentation/swiftui/anytransition/scale.md
  public static let scale = AnyTransition(description: ".scale")
  // doc: https://developer.apple.com/documentation/swiftui/anytransition/identity.md
  public static let identity = AnyTransition(description: ".identity")
  // doc: https://developer.apple.com/documentation/swiftui/anytransition/move(edge:).md
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(description: ".move(edge: .\(edge))")
  }
  // doc: https://developer.apple.com/documentation/swiftui/anytransition/scale(scale:anchor:).md
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(description: ".scale(scale: \(scale))")
  }
  // doc: https://developer.apple.com/documentation/swiftui/anytransition/asymmetric(insertion:removal:).md
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(description: ".asymmetric(insertion: \(insertion), removal: \(removal))")
  }
  // doc: https://developer.apple.com/documentation/swiftui/anytransition/animation(_:).md
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(description: description + ".animation(\(animation.map { "\($0)" } ?? "nil"))")
  }
  // doc: https://developer.apple.com/documentation/swiftui/anytransition/combined(with:).md
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(description: description + ".combined(with: \(other))")
  }
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/transition(_:)-5h5h0.md
  public func transition(_ t: AnyTransition) -> some View { trait("transition(\(t))") }
}
