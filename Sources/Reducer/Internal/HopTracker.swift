import Synchronization

/// Counts actions on their way from an effect to the main actor, so a test can tell when effects have settled.
@usableFromInline
package final class HopTracker: Sendable {
  private let pending = Atomic<Int>(0)

  package init() {}

  /// An effect is about to hop to the main actor to deliver an action.
  package func willHop() { pending.add(1, ordering: .sequentiallyConsistent) }

  /// The hop arrived on the main actor.
  package func didHop() { pending.subtract(1, ordering: .sequentiallyConsistent) }

  /// Hops started but not arrived.
  package var inFlight: Int { pending.load(ordering: .sequentiallyConsistent) }
}
