import Reducer

/// What a `receive` expects of the next action an effect sent: every `receive` overload describes its expectation
/// with one of these, and one body (`TestStore.receiveAction`) waits, matches and reports for them all.
struct ReceiveExpectation<Action> {
  /// Whether a received action is the one expected.
  let matches: (Action) -> Bool
  /// The expected action, for a failure that received none ("Expected to receive …, but").
  let description: () -> String
  /// The failure for a received action that does not match.
  let mismatch: (Action) -> String

  /// An action like `expected`, as `matches` decides: a mismatch shows how the received action differs from it.
  static func action(
    _ expected: @escaping () -> Action, matches: @escaping (Action) -> Bool
  ) -> Self {
    Self(
      matches: matches, description: { dumpValue(expected()) },
      mismatch: { received in
        """
        Received unexpected action: …

        \(indented(diffValues(expected(), received) ?? dumpValue(received)))

        (Expected: −, Received: +)
        """
      })
  }

  /// Any action `matches` accepts, named by `description`; `hint` ends a mismatch's message.
  static func any(
    _ description: String, hint: String, matches: @escaping (Action) -> Bool
  ) -> Self {
    Self(
      matches: matches, description: { description },
      mismatch: { received in
        "Received unexpected action: …\n\n\(indented(dumpValue(received)))\n\n" + hint
      })
  }
}
