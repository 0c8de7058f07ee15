// The control: views as a TCA user writes them, which must compile against the Linux SwiftUI module.
import SwiftUI

struct Row: Identifiable {
  let id: Int
  var title: String
}

struct Control: View {
  @State private var rows = [Row(id: 1, title: "One")]
  @State private var isOn = false
  @State private var draft = ""
  @FocusState private var focused: Bool

  var body: some View {
    NavigationStack {
      Form {
        Section("Rows") {
          ForEach(rows) { row in Text(row.title) }
            .onDelete { rows.remove(atOffsets: $0) }
        }
        Toggle("On", isOn: $isOn)
        TextField("Draft", text: $draft, axis: .vertical)
          .focused($focused)
        if isOn {
          Text("On")
        }
      }
      .navigationTitle("Control")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
      }
    }
  }
}
