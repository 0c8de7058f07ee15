public import ValueDumping
/// The state of a feature that may be presented (a sheet, a popover, an alert, a destination enum): the child's
/// state while presented, nil otherwise.
///
/// Declare it with the ``Presents`` property wrapper, and integrate the child with the presentation `ifLet`,
/// passing the projected value (`\.$destination`):
///
/// ```swift
/// struct State: Equatable, Sendable {
///   @Presents var destination: Destination.State?
/// }
/// // in body:
/// Reduce { state, action in … }
///   .ifLet(\.$destination, action: Action.destination) { Destination() }
/// ```
///
/// Read and assign the wrapped optional as usual (`state.destination = .add(…)`, `state.destination = nil`); the
/// projection exists only for `ifLet`. It compares, hashes and dumps as the optional it wraps.
@propertyWrapper
public struct PresentationState<State> {
  /// The presented child's state, or nil when nothing is presented.
  public var wrappedValue: State?
  /// Which presentation this is: the presentation `ifLet` gives each child it sees presented a new number, which a
  /// `dismiss()` of that child carries, so a late one cannot close the next child (not part of equality).
  @usableFromInline var generation: UInt64 = 0

  /// Nothing presented, or `wrappedValue` presented.
  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }

  /// What `ifLet(\.$destination, action:)` takes.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

/// The property wrapper spelling of ``PresentationState``: `@Presents var destination: Destination.State?`.
public typealias Presents<State> = PresentationState<State>

extension PresentationState: Equatable where State: Equatable {
  /// Equal when the wrapped optionals are: which presentation it is does not count.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomDumpRepresentable {
  /// Dumps as the wrapped optional: `nil` or the presented state.
  public var dumpRepresentation: Any { wrappedValue as Any }
}
