import SwiftUI
import Testing

/// A button drawn with a capsule behind its label.
private struct PillStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding()
      .background(Capsule().fill(Color.blue))
      .opacity(configuration.isPressed ? 0.5 : 1)
  }
}

/// A button that fires through its style's trigger.
private struct TriggerStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button("Fire") { configuration.trigger() }
  }
}

private struct Styled: View {
  @State private var taps = 0
  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      Button("Pill") { taps += 1 }.buttonStyle(PillStyle())
      HStack {
        Button("Minus") { taps -= 1 }
        Button("Loud") { taps += 10 }.buttonStyle(.borderedProminent)
      }
      .buttonStyle(.borderless)
      Button("Hidden") { taps += 100 }.buttonStyle(TriggerStyle())
    }
  }
}

@MainActor @Suite struct ButtonStyleTests {
  @Test func stylesDrawButtonsThatStillTapThroughTheirAction() throws {
    let host = ViewHost(Styled())
    host.render()
    try host.tap("Pill")
    try host.tap("Loud")
    try host.tap("Fire")
    #expect(
      host.tree.textForm == """
        vstack
          text "Taps: 111"
          button "Pill" [tap] {buttonStyle(PillStyle)}
            text "Pill" {padding, opacity(1.0)}
              shape "Capsule" {fill(.blue), background}
          hstack
            button "Minus" [tap] {buttonStyle(BorderlessButtonStyle)}
            button "Loud" [tap] {buttonStyle(BorderedProminentButtonStyle)}
          button "Fire" [tap] {buttonStyle(TriggerStyle)}
        """)
  }
}
