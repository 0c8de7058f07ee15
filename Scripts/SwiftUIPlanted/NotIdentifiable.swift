// Planted: a sheet over a Bool item (SwiftUI requires `Item: Identifiable`).
import SwiftUI

struct NotIdentifiable: View {
  @State private var flag: Bool? = nil
  var body: some View {
    Text("Hello").sheet(item: $flag) { _ in Text("Sheet") }
  }
}
