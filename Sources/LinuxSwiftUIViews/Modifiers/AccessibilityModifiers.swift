// Accessibility modifiers: what a screen reader would say, recorded on the nodes as traits (the tree is itself an
// accessibility tree; these say how the app asked to present it).

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:).md
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    trait("accessibilityElement(children: \(children))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj.md
  public func accessibilityLabel(_ label: Text) -> some View {
    modifier(TextTraitModifier(name: "accessibilityLabel", text: label))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-6ikqj.md
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    accessibilityLabel(Text(labelKey))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-4ui9n.md
  @_disfavoredOverload public func accessibilityLabel<S>(_ label: S) -> some View
  where S: StringProtocol {
    accessibilityLabel(Text(label))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-7g4w8.md
  public func accessibilityValue(_ valueDescription: Text) -> some View {
    modifier(TextTraitModifier(name: "accessibilityValue", text: valueDescription))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-2ejy5.md
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
    accessibilityValue(Text(valueKey))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-5jeo1.md
  @_disfavoredOverload public func accessibilityValue<S>(_ value: S) -> some View
  where S: StringProtocol {
    accessibilityValue(Text(value))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)-6m0bh.md
  public func accessibilityHint(_ hint: Text) -> some View {
    modifier(TextTraitModifier(name: "accessibilityHint", text: hint))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)-9ezb5.md
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
    accessibilityHint(Text(hintKey))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:).md
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    trait(hidden ? "accessibilityHidden" : "accessibilityHidden(false)")
  }
}

/// A trait whose argument is a text, resolved in the environment where it is shown (dates and numbers in it
/// formatted with the environment's locale, time zone and calendar).
struct TextTraitModifier: PrimitiveModifier {
  let name: String
  package let text: Text
  package func render(content: [ViewNode], in context: RenderContext) -> [ViewNode] {
    let trait = "\(name)(\(text.resolved(in: context.environment)))"
    return content.map { node in
      var node = node
      node.traits.append(trait)
      return node
    }
  }
}

// doc: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior.md
public struct AccessibilityChildBehavior: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  // doc: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore.md
  public static let ignore = AccessibilityChildBehavior(description: ".ignore")
  // doc: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/contain.md
  public static let contain = AccessibilityChildBehavior(description: ".contain")
  // doc: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine.md
  public static let combine = AccessibilityChildBehavior(description: ".combine")
}
