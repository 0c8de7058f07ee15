// Planted: an API SwiftUI does not have (`Button(_:style:action:)`).
import SwiftUI

struct MissingAPI: View {
  var body: some View {
    Button("Save", style: .primary) {}
  }
}
