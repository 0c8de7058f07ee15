public import ConvergenceBase

/// One thing a user does to a feature's rendered screen, as a script writes it: a script's UI step (`tap "Retry"`,
/// `type "Milk" into "Title"`, `step "Tempo" by -1`, `back`).
///
/// The one list of steps lives at the package's bottom layer (`ConvergenceBase.UIStep`, where the table of steps
/// is), so that the Linux SwiftUI host performs the very same values (its `ViewInteraction`). Its `description` is
/// the step in script syntax, labels quoted and escaped, so it reads back as the same step.
public typealias UIStep = ConvergenceBase.UIStep
