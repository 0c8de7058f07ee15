/// A style in force for one kind of control (the kind is the style's `Configuration`), as its style modifier set it:
/// its name, recorded on the control's node as a trait, and for a custom style the body it makes. A built-in style
/// has no body: the control is drawn as it is.
struct ResolvedStyle<Configuration> {
  let name: String
  let makeBody: (@MainActor (Configuration) -> AnyView)?
}

private enum StyleKey<Configuration>: EnvironmentKey {
  static var defaultValue: ResolvedStyle<Configuration>? { nil }
}

extension EnvironmentValues {
  /// The style in force for the controls configured by `Configuration`.
  subscript<Configuration>(style _: Configuration.Type) -> ResolvedStyle<Configuration>? {
    get { self[StyleKey<Configuration>.self] }
    set { self[StyleKey<Configuration>.self] = newValue }
  }
}

extension View {
  /// This view with `style` in force for the controls configured by `Configuration` below it: named after its type;
  /// unless `builtIn`, drawing each of them with `makeBody`. `alsoUpdate` changes the environment with it (a button's
  /// two kinds of style share one slot: setting one clears the other, so the style set innermost wins).
  func style<S, Configuration, Body: View>(
    _ style: S, builtIn: Bool,
    alsoUpdate: @escaping @MainActor (inout EnvironmentValues) -> Void = { _ in },
    makeBody: @escaping @MainActor (Configuration) -> Body
  ) -> some View {
    var custom: (@MainActor (Configuration) -> AnyView)?
    if !builtIn { custom = { configuration in AnyView(makeBody(configuration)) } }
    let resolved = ResolvedStyle(name: _typeName(S.self, qualified: false), makeBody: custom)
    return modifier(
      EnvironmentModifier {
        $0[style: Configuration.self] = resolved
        alsoUpdate(&$0)
      })
  }
}

extension RenderContext {
  /// `node` with the style in force for its kind recorded as a trait (`trait(name)`), and a custom style's body,
  /// made from `configuration()`, as its children; rendered with no style of that kind in force, so a control of
  /// the same kind inside the body is drawn plainly, as in SwiftUI.
  func styled<Configuration>(
    _ node: ViewNode, trait: String, configuration: () -> Configuration
  ) -> ViewNode {
    guard let style = environment[style: Configuration.self] else { return node }
    var node = node
    node.traits.append("\(trait)(\(style.name))")
    if let makeBody = style.makeBody {
      let configuration = configuration()
      node.children = withEnvironment(
        { $0[style: Configuration.self] = nil },
        { render(makeBody(configuration), at: "style") })
    }
    return node
  }
}
