import SwiftUI
import Testing

private struct Picking: View {
  @State private var chosen: Set<Int> = [2]
  @State private var one: String?
  var body: some View {
    VStack {
      List(selection: $chosen) {
        Text("One").tag(1)
        Text("Two").tag(2)
      }
      List(selection: $one) {
        Text("Left").tag("L")
        Text("Right").tag("R")
      }
      Text("Chosen: \(chosen.sorted().map(String.init).joined(separator: ",")) \(one ?? "-")")
    }
  }
}

@MainActor @Suite struct ListSelectionTests {
  @Test func taggedRowsShowTheSelectionAndTapsSelectThem() throws {
    let host = ViewHost(Picking())
    host.render()
    try host.tap("One")
    try host.tap("Two")
    try host.tap("Right")
    #expect(
      host.tree.textForm == """
        vstack
          list
            text "One" (selected) [tap]
            text "Two" [tap]
          list
            text "Left" [tap]
            text "Right" (selected) [tap]
          text "Chosen: 1 R"
        """)
  }
}
