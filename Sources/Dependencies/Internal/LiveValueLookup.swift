/// Finds the live value of a key declared with ``TestDependencyKey``, whose ``DependencyKey`` conformance (and so
/// its `liveValue`) may live in a module the reading code does not import.
enum LiveValueLookup {
  /// The key's `liveValue`, when the process links a module that conforms it to ``DependencyKey``; else a reported
  /// issue naming the key, and its `testValue`.
  static func liveValue<Key: TestDependencyKey>(of key: Key.Type) -> Key.Value {
    if let liveKey = key as? any DependencyKey.Type,
      let value = liveValue(ofLive: liveKey) as? Key.Value
    {
      return value
    }
    reportIssue(
      """
      @Dependency(\(Key.self).self) has no live implementation, but was read in a live context. \
      \(Key.self) conforms to TestDependencyKey only: declare its live value with \
      `extension \(Key.self): DependencyKey { static let liveValue = … }` in the module that implements it, and \
      link that module into the app (or override the dependency with `withDependencies`). Using its testValue.
      """
    )
    return Key.testValue
  }

  /// The live value of a key known to conform to ``DependencyKey`` (the existential opened).
  private static func liveValue<LiveKey: DependencyKey>(ofLive key: LiveKey.Type) -> any Sendable {
    LiveKey.liveValue
  }
}
