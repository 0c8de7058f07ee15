public import Dependencies
public import SplitDependencyInterface

// The live value, in a module of its own: the tests link this module but never import it, so only the run-time
// lookup of the `DependencyKey` conformance can find it.
extension GreetingClient: DependencyKey {
  public static let liveValue = GreetingClient { "Live hello, \($0)" }
}
