// Planted: `.padding` given a String (SwiftUI takes edges and a length, or insets).
import SwiftUI

struct WrongModifierType: View {
  var body: some View {
    Text("Hello").padding("large")
  }
}
