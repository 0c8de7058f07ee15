// Planted: a label style given to `progressViewStyle` (it takes a ProgressViewStyle).
import SwiftUI

struct WrongStyleKind: View {
  var body: some View {
    ProgressView(value: 0.5).progressViewStyle(.iconOnly)
  }
}
