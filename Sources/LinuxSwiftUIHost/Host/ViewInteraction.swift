package import ConvergenceBase

/// One thing a user does to a screen, as a value: what a script's UI steps and explore's screen mode perform on a
/// ``ViewHost``.
///
/// The same type as a script's UI step (the one list of steps, in `ConvergenceBase`): its `description` is the step
/// as a script writes it (`tap "Retry"`, `type "Milk" into "Title"`, `back`), with labels quoted and escaped, so a
/// step printed into a saved script reads back as the same step. A tap's role is a ``ViewRole``'s raw value.
package typealias ViewInteraction = UIStep

extension ViewHost {
  /// Performs `interaction` through the control's closure or binding, as SwiftUI would, then renders.
  ///
  /// Returns the task a pull to refresh started (nil for every other interaction).
  ///
  /// - Throws: ``InteractionError`` naming the candidates when no control, or more than one, matches.
  @discardableResult
  package func perform(_ interaction: ViewInteraction) throws -> Task<Void, Never>? {
    switch interaction {
    case let .tap(label, role): try tap(label, role: role.map(ViewRole.init(rawValue:)))
    case let .type(text, label): try type(text, into: label)
    case let .toggle(label): try toggle(label)
    case let .pick(option, label): try pick(option, in: label)
    case let .step(label, steps): try step(label, by: steps)
    case let .slide(label, value): try slide(label, to: value)
    case let .delete(label): try delete(label)
    case .refresh: return try refresh()
    case .back: try back()
    case .dismiss: try dismiss()
    }
    return nil
  }
}
