import Reducer

/// A parent whose child state is a list of strings, for order tests.
enum Trace {
  struct State: Equatable, Sendable {
    var log: [String] = []
    var child: [String] = []
  }
  enum Action: Equatable, Sendable {
    case child(ChildAction)
  }
  enum ChildAction: Equatable, Sendable {
    case tap
    case effect(Int)
  }
}

/// A child reducer that appends `text` to its state.
struct Append: Reducer {
  let text: String
  init(_ text: String) { self.text = text }

  func reduce(into state: inout [String], action: Trace.ChildAction) -> Effect<Trace.ChildAction> {
    state.append(text)
    return .none
  }
}
