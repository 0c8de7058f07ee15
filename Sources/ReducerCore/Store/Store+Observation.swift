import Observation
import ValueDumping

/// One part of the state some observer read: how to capture it and compare it, and whether anyone waits on it.
@usableFromInline
package struct Interest {
  let storeKeyPath: AnyKeyPath
  let capture: @MainActor () -> Any
  let publish: @MainActor (ObservationRegistrar, AnyObject) -> Void
  var armed = false
  var before: Any?
}

extension Store: StateObserving {
  /// Registers a read of `keyPath` with Observation and arms its change check.
  func access<Value>(_ keyPath: KeyPath<State, Value>) {
    let storeKeyPath: KeyPath<Store, Value>
    if let interest = interests[keyPath],
      let cached = interest.storeKeyPath as? KeyPath<Store, Value>
    {
      storeKeyPath = cached
      if !interest.armed {
        interests[keyPath]?.armed = true
        armedCount += 1
        core.addObserver(self)
      }
    } else {
      storeKeyPath = \Store.[observing: keyPath]
      let core = self.core
      interests[keyPath] = Interest(
        storeKeyPath: storeKeyPath,
        capture: { core.currentState[keyPath: keyPath] },
        publish: { registrar, store in
          if let store = store as? Store {
            registrar.withMutation(of: store, keyPath: storeKeyPath) {}
          }
        },
        armed: true
      )
      armedCount += 1
      core.addObserver(self)
    }
    registrar.access(self, keyPath: storeKeyPath)
  }

  subscript<Value>(observing keyPath: KeyPath<State, Value>) -> Value {
    core.currentState[keyPath: keyPath]
  }

  @usableFromInline
  package func stateWillChange() {
    guard armedCount > 0 else { return }
    for (key, interest) in interests where interest.armed {
      interests[key]?.before = interest.capture()
    }
  }

  @usableFromInline
  package func stateDidChange() -> [Interest] {
    guard armedCount > 0 else { return [] }
    var changed: [Interest] = []
    for (key, interest) in interests where interest.armed {
      guard let before = interest.before else { continue }
      interests[key]?.before = nil
      if !valuesAreEqual(before, interest.capture()) {
        interests[key]?.armed = false
        armedCount -= 1
        changed.append(interest)
      }
    }
    return changed
  }

  @usableFromInline
  package func publish(_ changed: [Interest]) {
    for interest in changed { interest.publish(registrar, self) }
  }

  @usableFromInline
  package var isWatching: Bool { armedCount > 0 }
}
