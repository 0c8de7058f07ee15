/// The `DependencyValues` accessor whose key's default value is being computed: how a key's default `testValue`
/// names the dependency as a test spells it (`@Dependency(\.itemService)`), not by its (often private) key type.
///
/// ``DependencyValues``'s subscript takes the name of the function it is called from (`#function`), which in an
/// accessor's getter is the accessor's name, and binds it here only while it computes a default: a read that found
/// its value (an override, a cached default) pays nothing.
enum AccessorBeingRead {
  /// The accessor's name, while a default is computed for a read through it; `nil` otherwise.
  @TaskLocal static var name: String?

  /// The accessor named by `function`, the `#function` of the code that read a key: a getter's name (`itemService`),
  /// or `nil` when the key was read by its type from a function, an initialiser or a closure (`init(_:)`).
  static func accessor(from function: StaticString) -> String? {
    let name = function.description
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
      name.unicodeScalars.allSatisfy({
        $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil
      })
    else { return nil }
    return name
  }
}
