#if os(Linux)
  public import Dependencies
  public import Reducer
  import ReducerRuntime
  public import SwiftUI

  /// A feature's view, rendered and running: a scenario's store (test context, a `TestClock`, effects on the
  /// deterministic runtime) under its view, evaluated by the Linux `SwiftUI` module into a semantic tree.
  ///
  /// ```swift
  /// let screen = try await ItemsFeature.scenario(.error).screen { ItemsView(store: $0) }
  /// try await screen.tap("Retry")
  /// screen.expectSnapshot()
  /// ```
  ///
  /// Every interaction finds its control by visible label (and role, when given) and goes through the closure or
  /// binding SwiftUI would call; it then lets the effects it started settle (no sleeps: the runtime says when nothing
  /// can make progress) and renders again. An ambiguous or missing control throws an error naming the candidates.
  /// Linux only: on Apple platforms `SwiftUI` is the system's, which renders pixels.
  @MainActor
  public final class Screen<State, Action: Sendable> {
    /// The store under the view.
    public let store: Store<State, Action>
    /// The clock the scenario's effects sleep on: advance it to let time pass.
    public let clock: TestClock
    /// The scenario's name, used to name snapshots.
    public let name: String
    let host: ViewHost
    let runtime: EffectRuntime
    var snapshotCount: [String: Int] = [:]

    init<Content: View>(
      store: Store<State, Action>, runtime: EffectRuntime, clock: TestClock, name: String,
      content: (Store<State, Action>) -> Content
    ) {
      self.store = store
      self.runtime = runtime
      self.clock = clock
      self.name = name
      self.host = ViewHost(content(store))
      // A view's `.task` (and a pull to refresh) runs on the effect runtime, like an effect: its jobs are the
      // runtime's, so a settle does not end before the task has sent its action (a hop to the main actor is queued
      // there before the runtime's job ends, and a settle lets the main actor's queue run before deciding).
      host.startTask = { operation in
        Task(executorPreference: runtime) {
          await SuspensionTracking.$observer.withValue(runtime) { await operation() }
        }
      }
    }

    isolated deinit {
      host.tearDown()
    }

    /// The store's current state.
    public var state: State { store.state }

    /// The screen as text: one line per node (`role "label" = value (disabled) [actions] {traits}`), children indented.
    public var text: String { host.tree.textForm }

    /// The screen as HTML (the demo gallery's form).
    public var html: String { host.tree.htmlForm }

    /// Renders, then waits until the effects are at rest and nothing a body read has changed; renders again as
    /// often as that takes (effects that keep working are bounded by the runtime, as in `TestStore`).
    public func settle() async {
      for _ in 0..<1_000 {
        host.render()
        if !runtime.isQuiescent {
          _ = await runtime.rest(stallLimit: runawayLimit)
        }
        // Jobs the runtime's work queued on the main actor (an action sent from a task) run before this resumes.
        await Task.yield()
        if runtime.isQuiescent && !host.needsRender { return }
      }
    }

    /// Runs `interaction` on the view host (a tap, a typed text, a pull to refresh…), then settles: what every
    /// interaction below does. Throws what the interaction throws (a missing or ambiguous control), without settling.
    private func interact(_ interaction: (ViewHost) throws -> Void) async throws {
      try interaction(host)
      await settle()
    }

    /// Lets `duration` pass on the scenario's clock, then settles.
    public func advance(by duration: Duration) async {
      await clock.advance(by: duration)
      await settle()
    }

    /// Taps the button or link labelled `label` (of `role`, when given: `"button"`, `"link"`).
    public func tap(_ label: String, role: String? = nil) async throws {
      try await interact { try $0.tap(label, role: role.map(ViewRole.init(rawValue:))) }
    }

    /// Types `text` into the field labelled `label` (replacing what it holds).
    public func type(_ text: String, into label: String) async throws {
      try await interact { try $0.type(text, into: label) }
    }

    /// Flips the toggle labelled `label`.
    public func toggle(_ label: String) async throws {
      try await interact { try $0.toggle(label) }
    }

    /// Picks the option labelled `option` in the picker labelled `label`.
    public func pick(_ option: String, in label: String) async throws {
      try await interact { try $0.pick(option, in: label) }
    }

    /// Steps the stepper labelled `label` by `steps` (negative: down).
    public func step(_ label: String, by steps: Int) async throws {
      try await interact { try $0.step(label, by: steps) }
    }

    /// Moves the slider labelled `label` to `value`.
    public func slide(_ label: String, to value: Double) async throws {
      try await interact { try $0.slide(label, to: value) }
    }

    /// Swipes the row labelled `label` away (its list's `onDelete`).
    public func delete(_ label: String) async throws {
      try await interact { try $0.delete(label) }
    }

    /// Pulls to refresh.
    public func refresh() async throws {
      try await interact { try $0.refresh() }
    }

    /// Goes back from the top pushed screen.
    public func back() async throws {
      try await interact { try $0.back() }
    }

    /// Dismisses the front-most sheet, popover, cover, alert or dialog.
    public func dismiss() async throws {
      try await interact { try $0.dismiss() }
    }

    /// Whether the screen shows a node labelled `label` (of `role`, when given).
    public func contains(_ label: String, role: String? = nil) -> Bool {
      host.tree.allNodes.contains { $0.label == label && (role == nil || $0.role.rawValue == role) }
    }
  }

  extension Scenario {
    /// This scenario's screen: its store (test context, on a `TestClock`) under `content`, rendered, appeared (its
    /// `.task`s started) and settled.
    ///
    /// ```swift
    /// let screen = try await ItemsFeature.scenario(.error).screen { ItemsView(store: $0) }
    /// ```
    ///
    /// Throws nothing itself (`try` is for the interactions that follow); failures inside the feature are reported
    /// as issues of the running test.
    @MainActor
    public func screen<Content: View>(
      @ViewBuilder _ content: (StoreOf<Feature>) -> Content
    ) async throws -> Screen<Feature.State, Feature.Action> {
      let clock = TestClock()
      let dependencies = dependencies(context: .test, clock: clock, base: DependencyValues.current)
      let state = initialState(dependencies: dependencies)
      let reducer = DependencyValues.$current.withValue(dependencies) { Feature().prepared() }
      let runtime = EffectRuntime()
      let core = StoreCore(
        initialState: state, dependencies: dependencies, runtime: runtime,
        reduce: { state, action in reducer.reduce(into: &state, action: action) })
      let screen = Screen(
        store: Store(core: core), runtime: runtime, clock: clock, name: name.rawValue,
        content: content)
      await screen.settle()
      if settleAfter > .zero { await screen.advance(by: settleAfter) }
      return screen
    }
  }
#endif
