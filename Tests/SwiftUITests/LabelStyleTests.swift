import SwiftUI
import Testing

/// The title first, then the icon.
private struct TitleThenIcon: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

extension LabelStyle where Self == TitleThenIcon {
  fileprivate static var titleThenIcon: Self { Self() }
}

@MainActor @Suite struct LabelStyleTests {
  @Test func aCustomStyleDrawsTheLabelThroughMakeBody() {
    let host = ViewHost(
      VStack {
        Label("5 min", systemImage: "clock").labelStyle(.titleThenIcon)
        Label("Mic", systemImage: "mic").labelStyle(.iconOnly)
        Label("Plain", systemImage: "doc")
      })
    host.render()
    #expect(
      host.tree.textForm == """
        vstack
          label "5 min" = "clock" {labelStyle(TitleThenIcon)}
            hstack
              text "5 min"
              image "clock"
          label "Mic" = "mic" {labelStyle(IconOnlyLabelStyle)}
          label "Plain" = "doc"
        """)
  }
}
