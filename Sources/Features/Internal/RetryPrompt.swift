import SwiftUI

/// A failure message over a "Retry" button: what a sample screen shows when its load failed.
struct RetryPrompt: View {
  /// The failure, as the user reads it.
  let message: String
  /// What "Retry" does: sends the feature's retry action.
  let retry: @MainActor () -> Void

  var body: some View {
    VStack {
      Text(message)
      Button("Retry", action: retry)
    }
  }
}
