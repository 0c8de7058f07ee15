package import Dependencies
/// The armed interests of every store of one tree, kept by its root core, which compares them after each send.
///
/// A check is a call of the interest's `isUnchanged(in:)` with the root state: the interest's path finds its value,
/// and the comparison reads it there (in place where the path is made of stored properties). What changed is disarmed, then published once every interest
/// was compared.
@MainActor
@usableFromInline
package class ObservedRoot {
  // NB: unchecked exclusivity on the lists: only this class's methods touch them, on the main actor, and none holds
  // an access across a call that could reach them again (a comparison runs on a copy of `armed`).
  /// The armed interests, each once (``Interest/armedIndex`` is its place).
  @exclusivity(unchecked) private final var armed: [Interest] = []
  /// The interests a send found changed, until they are published.
  @exclusivity(unchecked) private final var changed: [Interest] = []

  // NB: unchecked exclusivity: a flag read once per send and set by this class's methods, on the main actor, never
  // held across a call.
  /// Whether any interest is armed (`armed` is not empty): a send then compares them.
  @exclusivity(unchecked) @usableFromInline final var isObserved = false

  /// Whether the root feature dismissed itself (see ``RootDismissal``): every store of the tree reads it.
  package final var isDismissed = false

  /// A root with nothing armed.
  init() {}

  /// The dependencies the tree's reducers run with (``StoreCore`` hands its own; this base, an empty bag): what the
  /// view layer's store APIs draw new ids from, as the reducers do.
  package var rootDependencies: DependencyValues { DependencyValues() }

  /// Calls `body` with the address of the root state (``StoreCore`` hands its state; this base, an empty one).
  /// `body` must only read, and not keep the address.
  @usableFromInline
  func withRootState<R>(_ body: (UnsafeRawPointer) -> R) -> R {
    withUnsafePointer(to: ()) { body($0) }
  }

  /// How many interests are armed (for tests).
  package final var armedCount: Int { armed.count }

  /// Adds an interest that was just armed. When the list is full, the interests whose store is gone are dropped
  /// first.
  final func add(_ interest: Interest) {
    if armed.count == armed.capacity && armed.count >= 32 { dropOrphans() }
    interest.armedIndex = armed.count
    armed.append(interest)
    isObserved = true
  }

  private final func remove(_ interest: Interest) {
    let index = interest.armedIndex
    let last = armed.removeLast()
    if last !== interest {
      armed[index] = last
      last.armedIndex = index
    }
    isObserved = !armed.isEmpty
  }

  /// Drops the interests whose store is gone (a removed row's store, say, whose value never changes again), so that
  /// sends do not compare them forever: at most about as many as are alive. The list is then left room for as many
  /// again, so that the next sweep comes after at least as many additions as there are interests.
  private final func dropOrphans() {
    var index = armed.count
    while index > 0 {
      index -= 1
      let interest = armed[index]
      if interest.owner == nil {
        // The last one moves here, and was looked at already.
        remove(interest)
        interest.disarm()
      }
    }
    armed.reserveCapacity(2 * armed.count)
  }

  /// Compares every armed interest with the root state at `root`; disarms what changed and keeps it for
  /// ``publishCollected()``. Whether anything changed.
  @usableFromInline
  final func collectChanges(in root: UnsafeRawPointer) -> Bool {
    // A copy of the list: a comparison is user code (`==`), which must not find the list half-changed.
    let interests = armed
    let changedBefore = changed.count
    for interest in interests {
      if !interest.armed || interest.isUnchanged(in: root) { continue }
      remove(interest)
      interest.disarm()
      changed.append(interest)
    }
    return changed.count != changedBefore
  }

  /// Notifies Observation of the changes collected. A notification may read (arming again) or send: it sees every
  /// interest compared, and the list of changes is taken first.
  @usableFromInline
  final func publishCollected() {
    guard !changed.isEmpty else { return }
    let changed = self.changed
    self.changed.removeAll(keepingCapacity: true)
    for interest in changed { interest.owner?.publish(interest) }
  }
}
