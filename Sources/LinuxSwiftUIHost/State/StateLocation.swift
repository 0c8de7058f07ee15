import Observation

/// Where a `@State` (or `@FocusState`) value lives: an observable box, so a body that read it is evaluated again when
/// it changes. The host keeps one per property by structural identity.
// NB: views read and write it on the main actor only (the host evaluates bodies and runs handlers there).
package final class StateLocation<Value>: Observable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private var storage: Value

  package init(_ value: Value) { storage = value }

  package var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return storage
    }
    set {
      registrar.withMutation(of: self, keyPath: \.value) { storage = newValue }
    }
  }
}

/// A property wrapper's handle on its location: made with the initial value, pointed at the host's stored location
/// when the host links the view.
// NB: as `StateLocation`.
final class StateLink<Value>: @unchecked Sendable {
  package var location: StateLocation<Value>
  package init(_ value: Value) { location = StateLocation(value) }

  @MainActor func link(_ host: HostLink) {
    let initial = location
    if let stored = host.storage({ initial }) as? StateLocation<Value> { location = stored }
  }
}
