// Planted: a formatted field whose format cannot parse (`TextField(_:value:format:)` takes a ParseableFormatStyle).
import SwiftUI

struct FormattedFieldNotParseable: View {
  @State private var when = Date()
  var body: some View {
    TextField("When", value: $when, format: Date.RelativeFormatStyle())
  }
}
