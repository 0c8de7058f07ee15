// The control: views as a TCA user writes them, which must compile against the Linux SwiftUI module.
import Observation
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

/// An observable object, bound by a view that has no initializer of its own: `BoundTitle(model: model)` must compile
/// (the memberwise initializer takes the object, not a `Bindable`).
final class TitleModel: Observable {
  var title = ""
}

struct BoundTitle: View {
  @Bindable var model: TitleModel
  var body: some View { TextField("Title", text: $model.title) }
}

struct BoundTitleHost: View {
  let model: TitleModel
  var body: some View {
    // A colour is a view and a shape style: as a background it is the style, not an ambiguity.
    BoundTitle(model: model).background(Color.white)
  }
}

/// The app's entry point, as an app target declares it.
@main struct ControlApp: App {
  var body: some Scene {
    WindowGroup { Control() }
  }
}
