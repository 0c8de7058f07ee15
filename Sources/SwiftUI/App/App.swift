// doc: https://developer.apple.com/documentation/swiftui/app.md
/// An app: its scenes. On Linux, running it (`@main`) renders the first window's view once and prints the screen's
/// text form: the app's first screen, as a terminal can show it (there is no window server).
@MainActor @preconcurrency public protocol App {
  // doc: https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype.md
  associatedtype Body: Scene
  // doc: https://developer.apple.com/documentation/swiftui/app/body-swift.property.md
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  // doc: https://developer.apple.com/documentation/swiftui/app/init().md
  @MainActor @preconcurrency init()
}

extension App {
  // doc: https://developer.apple.com/documentation/swiftui/app/main().md
  @MainActor @preconcurrency public static func main() {
    let host = SceneRendering.host(for: Self().body)
    host.render()
    print(host.tree.textForm)
    host.tearDown()
  }
}

// doc: https://developer.apple.com/documentation/swiftui/scene.md
/// A part of an app's interface: on Linux, a window's root view, rendered by the app's `main()`.
@MainActor @preconcurrency public protocol Scene {
  // doc: https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype.md
  associatedtype Body: Scene
  // doc: https://developer.apple.com/documentation/swiftui/scene/body-swift.property.md
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// doc: https://developer.apple.com/documentation/swift/never (SwiftUI's extension: `Never: Scene`)
extension Never: Scene {}

// doc: https://developer.apple.com/documentation/swiftui/scenebuilder.md
@resultBuilder public struct SceneBuilder {
  // doc: https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:).md
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
    content
  }
  // doc: https://developer.apple.com/documentation/swiftui/scenebuilder/buildexpression(_:).md
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene {
    content
  }
}

// doc: https://developer.apple.com/documentation/swiftui/windowgroup.md
public struct WindowGroup<Content>: Scene where Content: View {
  let content: Content
  // doc: https://developer.apple.com/documentation/swiftui/windowgroup/init(content:).md
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A scene that holds a window's view (the host renders it; its `body` is `Never`).
@MainActor protocol WindowScene {
  var rootView: AnyView { get }
}
extension WindowGroup: WindowScene {
  var rootView: AnyView { AnyView(content) }
}

/// How an app's scene becomes a screen.
@MainActor package enum SceneRendering {
  /// A host over the first window of `scene` (a custom scene is followed through its `body`).
  package static func host<S: Scene>(for scene: S) -> ViewHost {
    ViewHost(rootView(of: scene))
  }

  static func rootView<S: Scene>(of scene: S) -> AnyView {
    if let window = scene as? any WindowScene { return window.rootView }
    return rootView(of: scene.body)
  }
}
