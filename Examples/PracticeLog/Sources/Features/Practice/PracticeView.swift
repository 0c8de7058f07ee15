public import Reducer
public import SwiftUI

/// A practice session: the piece, the time practised against its target, and "End session", which asks first. The
/// timer starts when the screen appears and stops when it goes (the view's task is the timer's effect); the session
/// dismisses itself when the target is reached.
public struct PracticeView: View {
  @Bindable var store: StoreOf<PracticeFeature>

  /// A view over `store`.
  public init(store: StoreOf<PracticeFeature>) {
    self._store = Bindable(store)
  }

  public var body: some View {
    VStack(spacing: 24) {
      Text(store.piece.title)
        .font(.title)
      ProgressView(
        "Practised", value: Double(store.secondsElapsed), total: Double(store.targetSeconds))
      Text("\(Self.clock(store.secondsElapsed)) of \(Self.clock(store.targetSeconds))")
        .font(.largeTitle)
        .monospacedDigit()
      Button("End session", role: .destructive) { store.send(.endTapped) }
    }
    .padding()
    .navigationTitle("Practice")
    .task { await store.send(.onAppear).finish() }
    .confirmationDialog($store.scope(state: \.dialog, action: PracticeFeature.Action.dialog))
  }

  /// `seconds` as minutes and seconds: `1:05`.
  static func clock(_ seconds: Int) -> String {
    let rest = seconds % 60
    return "\(seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
  }
}
