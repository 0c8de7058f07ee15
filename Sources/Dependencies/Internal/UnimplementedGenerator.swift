/// The body of a built-in generator's test value (`date`, `uuid`): each call reports that a test used
/// `@Dependency(\.<name>)` without overriding it, saying how to (`override`), then answers `placeholder` so the test
/// goes on.
func unimplementedGenerator<Value: Sendable>(
  _ name: String, override: String, placeholder: Value
) -> @Sendable () -> Value {
  {
    reportIssue(
      "Unimplemented: @Dependency(\\.\(name)) was used, but this test did not override it. Set "
        + "\(override) in the test's dependencies.")
    return placeholder
  }
}
