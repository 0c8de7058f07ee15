import Foundation
import SwiftUI
import Testing

@MainActor @Suite struct LabeledContentTests {
  struct Summary: View {
    @State var isOn = false
    var body: some View {
      Form {
        LabeledContent("Name", value: "Ada")
        LabeledContent("Count", value: 3, format: .number)
        LabeledContent {
          Toggle("Shown", isOn: $isOn)
        } label: {
          Text("Visibility")
        }
      }
    }
  }

  @Test func rendersALabelledValueNodeAndKeepsInteractiveContent() throws {
    let host = ViewHost(Summary())
    host.render()
    let nodes = host.tree.allNodes.filter { $0.role == .labeledContent }
    #expect(nodes.map(\.label) == ["Name", "Count", "Visibility"])
    #expect(nodes.map(\.value) == ["Ada", "3", "Shown"])
    #expect(nodes[0].children.isEmpty)
    try host.toggle("Shown")
    #expect(host.tree.allNodes.contains { $0.role == .toggle && $0.value == "on" })
  }
}
