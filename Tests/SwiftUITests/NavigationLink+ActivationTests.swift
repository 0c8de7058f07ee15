import SwiftUI
import Testing

private struct Loading: View {
  @State private var isActive = false
  @State private var selected: Int?
  var body: some View {
    NavigationStack {
      Form {
        NavigationLink("Load", isActive: $isActive) { Text("Loaded") }
        ForEach([1, 2], id: \.self) { id in
          NavigationLink("Row \(id)", tag: id, selection: $selected) { Text("Detail \(id)") }
        }
      }
    }
  }
}

@MainActor @Suite struct NavigationLinkActivationTests {
  @Test func aLinkBoundToABindingShowsItsDestinationWhileTheBindingSaysSo() throws {
    let host = ViewHost(Loading())
    host.render()
    try host.tap("Load")
    #expect(host.tree.textForm.contains("destination [back]\n      text \"Loaded\""))
    try host.back()
    #expect(!host.tree.textForm.contains("Loaded"))
    try host.tap("Row 2")
    #expect(host.tree.textForm.contains("text \"Detail 2\""))
    #expect(!host.tree.textForm.contains("Detail 1"))
    try host.back()
    #expect(!host.tree.textForm.contains("Detail 2"))
  }
}
