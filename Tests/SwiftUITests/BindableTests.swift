import Observation
import SwiftUI
import Testing

/// An observable model a view binds to (hand-written, no macros).
private final class Draft: Observable {
  private let registrar = ObservationRegistrar()
  private var storedTitle = "Untitled"
  var title: String {
    get {
      registrar.access(self, keyPath: \.title)
      return storedTitle
    }
    set { registrar.withMutation(of: self, keyPath: \.title) { storedTitle = newValue } }
  }
}

/// A view that declares `@Bindable var draft` and no initializer, as a TCA view declares its store.
private struct DraftForm: View {
  @Bindable var draft: Draft
  var body: some View { TextField("Title", text: $draft.title) }
}

@MainActor @Suite struct BindableTests {
  @Test func aViewWithABindablePropertyIsBuiltWithTheObjectThroughItsMemberwiseInitializer() throws
  {
    let draft = Draft()
    let host = ViewHost(DraftForm(draft: draft))
    host.render()
    try host.type("Notes", into: "Title")
    #expect(draft.title == "Notes")
    #expect(host.tree.textForm == "textField \"Title\" = \"Notes\" [type]")
  }
}
