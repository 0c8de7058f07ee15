// Planted: a text field given a String where SwiftUI takes a Binding<String>.
import SwiftUI

struct WrongBindingType: View {
  var title = "Draft"
  var body: some View {
    TextField("Title", text: title)
  }
}
