import DemoScript
import Reducer

/// Follows an `expect state.PATH` path through a value's `Mirror` children.
///
/// `.name` reads the stored property `name` (or its property wrapper's `_name`, or `count`/`isEmpty` of a
/// collection or string);
/// `[n]` reads the n-th element of a collection. Optionals are looked through. A name the value
/// does not have is a ``ScriptError`` listing the names it has; running into `nil`, into another
/// enum case or past the end of a collection is a failed expectation, explained.
enum StatePathResolver {
  /// What a path led to.
  enum Outcome {
    /// The value at the path.
    case value(Any)
    /// The path could not be followed in this state, and why.
    case unreachable(String)
  }

  /// The value at `path` in `state`.
  ///
  /// - Throws: ``ScriptError`` at `location` for a property name the value does not have.
  static func resolve(
    _ path: DemoScript.StatePath, in state: Any, location: SourceLocation
  ) throws(ScriptError) -> Outcome {
    var current: Any = state
    var walked = DemoScript.StatePath([])
    for component in path.components {
      guard let value = ScreenBuilder.unwrap(current) else {
        return .unreachable("\(walked) is nil")
      }
      let mirror = Mirror(reflecting: value)
      switch component {
      case let .property(name):
        // A property wrapper's backing field (`_destination` for `@Presents var destination`) answers to its name.
        if let child = children(of: mirror).first(where: {
          $0.label == name || $0.label == "_" + name
        }) {
          // A wrapper that dumps as its value (`@Shared`) answers with that value, as the transcript shows it.
          if child.label != name, let wrapper = child.value as? any CustomDumpRepresentable {
            current = wrapper.dumpRepresentation
          } else {
            current = child.value
          }
        } else if let derived = derived(name, of: value) {
          current = derived
        } else if mirror.displayStyle == .enum {
          let found = mirror.children.first?.label ?? "\(value)"
          return .unreachable("\(walked) is .\(found), which has no `\(name)`")
        } else {
          let labels = children(of: mirror).compactMap(\.label)
          let available = labels + derivedNames(of: value)
          throw ScriptError(
            at: location, "\(walked) has no property `\(name)`",
            expected: available.isEmpty
              ? "no further path: \(walked) has no properties"
              : ClosestMatch.joined(available.map { "`\($0)`" }, conjunction: "or"),
            suggestions: ClosestMatch.suggestions(for: name, among: available))
        }
      case let .index(index):
        guard isCollection(mirror) else {
          throw ScriptError(
            at: location, "\(walked) is not a collection, so `[\(index)]` cannot index it",
            expected: "a property name after \(walked)")
        }
        let elements = Array(mirror.children)
        guard index < elements.count else {
          return .unreachable(
            "\(walked) has \(elements.count) element\(elements.count == 1 ? "" : "s"), "
              + "so [\(index)] is out of range")
        }
        current = elements[index].value
      }
      walked.components.append(component)
    }
    return .value(current)
  }

  /// The children of `mirror` and of its superclass mirrors.
  private static func children(of mirror: Mirror) -> [Mirror.Child] {
    var all = Array(mirror.children)
    var parent = mirror.superclassMirror
    while let next = parent {
      all += next.children
      parent = next.superclassMirror
    }
    return all
  }

  private static func isCollection(_ mirror: Mirror) -> Bool {
    [.collection, .set, .dictionary].contains(mirror.displayStyle)
  }

  /// `count` and `isEmpty` of collections and strings.
  private static func derived(_ name: String, of value: Any) -> Any? {
    let count: Int?
    if let text = value as? String {
      count = text.count
    } else if isCollection(Mirror(reflecting: value)) {
      count = Mirror(reflecting: value).children.count
    } else {
      count = nil
    }
    guard let count else { return nil }
    switch name {
    case "count": return count
    case "isEmpty": return count == 0
    default: return nil
    }
  }

  private static func derivedNames(of value: Any) -> [String] {
    derived("count", of: value) == nil ? [] : ["count", "isEmpty"]
  }

  /// Whether `value` matches the literal `expected`, comparing as the literal printer sees them.
  static func matches(_ value: Any, _ expected: ActionLiteral) -> Bool {
    let actual = ActionLiteral(reflecting: value)
    if actual.isEquivalent(to: expected) { return true }
    // A string-backed value written as a case: `.active` for "active".
    if case let .string(text) = actual.kind, case .case(let name?, let arguments) = expected.kind,
      arguments.isEmpty
    {
      return text == name
    }
    return actual.printed() == expected.printed()
  }
}
