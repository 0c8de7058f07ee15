import SwiftUI
import Testing

private struct Amount: View {
  @State private var amount = 3
  var body: some View {
    Form {
      TextField("Amount", value: $amount, format: .number)
      Text("Stored: \(amount)")
    }
  }
}

@MainActor @Suite struct TextFieldFormatTests {
  @Test func typingParsesIntoTheValueAndTextThatDoesNotParseLeavesIt() throws {
    let host = ViewHost(Amount())
    host.render()
    try host.type("12", into: "Amount")
    #expect(host.tree.textForm.contains("textField \"Amount\" = \"12\""))
    #expect(host.tree.textForm.contains("text \"Stored: 12\""))
    try host.type("twelve", into: "Amount")
    #expect(host.tree.textForm.contains("text \"Stored: 12\""))
  }
}
