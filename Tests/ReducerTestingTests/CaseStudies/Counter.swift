import Reducer

/// TCA's navigation case studies (`Examples/CaseStudies/SwiftUICaseStudies/04-Navigation-*`,
/// `01-GettingStarted-AlertsAndConfirmationDialogs`), ported without their SwiftUI views. Every reducer and suite
/// lives in this namespace, so `swift test --filter CaseStudies` runs them all and their names (`Counter`) do not
/// clash with the test target's own fixtures.
enum CaseStudies {}

extension CaseStudies {
  /// TCA's `01-GettingStarted-Counter`: the child feature most navigation case studies present or push.
  struct Counter: Reducer {
    struct State: Equatable, Sendable {
      var count = 0
    }

    enum Action: Equatable, Sendable {
      case decrementButtonTapped
      case incrementButtonTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}
