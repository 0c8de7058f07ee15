import SwiftUI
import Testing

/// A bar in a rounded track, drawn with the plain progress view inside.
private struct TrackStyle: ProgressViewStyle {
  let track: Color
  func makeBody(configuration: Configuration) -> some View {
    ZStack {
      RoundedRectangle(cornerRadius: 8).fill(track)
      ProgressView(configuration).tint(.white)
    }
  }
}

@MainActor @Suite struct ProgressViewStyleTests {
  @Test func aCustomStyleDrawsTheProgressThroughMakeBodyAndTheInnerViewPlainly() {
    let host = ViewHost(
      VStack {
        ProgressView(value: 0.25).progressViewStyle(TrackStyle(track: .orange))
        ProgressView(value: 3, total: 4).progressViewStyle(.linear)
      })
    host.render()
    #expect(
      host.tree.textForm == """
        vstack
          progress = "25%" {progressViewStyle(TrackStyle)}
            zstack
              shape "RoundedRectangle" = "cornerRadius(8)" {fill(.orange)}
              progress = "25%" {tint(.white)}
          progress = "75%" {progressViewStyle(LinearProgressViewStyle)}
        """)
  }
}
