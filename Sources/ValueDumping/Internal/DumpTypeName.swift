/// Turns a runtime type name into the short, module-less form the dump prints.
///
/// `String(reflecting:)` gives fully qualified names such as
/// `MyApp.AppFeature.State`, `Swift.Optional<Swift.Array<MyApp.Row>>` or, for private and local
/// types, `MyApp.(unknown context at $10ab3c).Row`, whose address changes between runs. This
/// removes module prefixes and anonymous contexts, and re-sugars the common generics:
/// `AppFeature.State`, `[Row]?`.
enum DumpTypeName {
  /// The short name of `type`.
  static func of(_ type: any Any.Type) -> String {
    clean(String(reflecting: type))
  }

  /// The short form of an already-qualified name.
  static func clean(_ qualified: String) -> String {
    let withoutContexts = removingAnonymousContexts(Array(qualified))
    let withoutModules = removingModules(withoutContexts)
    return String(sugared(withoutModules[...]))
  }

  // MARK: - Anonymous contexts

  /// Drops `(unknown context at $…).` and rewrites `(Name in _HASH)` as `Name`.
  private static func removingAnonymousContexts(_ characters: [Character]) -> [Character] {
    rewriting(characters[...]) { index in
      guard characters[index] == "(", let end = characters[index...].firstIndex(of: ")") else {
        return nil
      }
      let inner = String(characters[(index + 1)..<end])
      if inner.hasPrefix("unknown context at ") {
        let next = end + 1
        return ([], next < characters.count && characters[next] == "." ? next + 1 : next)
      }
      return privateDiscriminatedName(inner).map { (Array($0), end + 1) }
    }
  }

  /// `Row in _4F3A…` → `Row`; anything else → `nil`.
  private static func privateDiscriminatedName(_ inner: String) -> String? {
    let parts = inner.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[1] == "in", parts[2].hasPrefix("_"), !parts[0].isEmpty else {
      return nil
    }
    return String(parts[0])
  }

  // MARK: - Modules

  private static func isPathCharacter(_ character: Character) -> Bool {
    !"<>(),:?![]&- ".contains(character)
  }

  /// Drops the first component of every dotted path (`Swift.Int` → `Int`), except paths that
  /// continue a previous one (`.Inner` in `Outer<Int>.Inner`).
  private static func removingModules(_ characters: [Character]) -> [Character] {
    var output: [Character] = []
    output.reserveCapacity(characters.count)
    var index = 0
    while index < characters.count {
      guard isPathCharacter(characters[index]) else {
        output.append(characters[index])
        index += 1
        continue
      }
      var end = index
      while end < characters.count, isPathCharacter(characters[end]) { end += 1 }
      let path = characters[index..<end]
      if path.first != ".", let dot = path.firstIndex(of: "."), dot + 1 < end {
        output.append(contentsOf: path[(dot + 1)...])
      } else {
        output.append(contentsOf: path)
      }
      index = end
    }
    return output
  }

  // MARK: - Sugar

  /// Rewrites `Optional<T>` as `T?`, `Array<T>` as `[T]` and `Dictionary<K, V>` as `[K: V]`.
  private static func sugared(_ characters: ArraySlice<Character>) -> [Character] {
    rewriting(characters) { index in
      guard let (name, open) = sugarableGeneric(in: characters, at: index),
        let close = matchingAngle(in: characters, open: open)
      else { return nil }
      let arguments = topLevelArguments(characters[(open + 1)..<close]).map { sugared($0) }
      return sugar(name, arguments).map { ($0, close + 1) }
    }
  }

  /// `characters` copied one by one, except where `rewrite` answers for an index: it gives what to write instead
  /// and the index to go on from.
  private static func rewriting(
    _ characters: ArraySlice<Character>, _ rewrite: (Int) -> (output: [Character], next: Int)?
  ) -> [Character] {
    var output: [Character] = []
    output.reserveCapacity(characters.count)
    var index = characters.startIndex
    while index < characters.endIndex {
      if let (replacement, next) = rewrite(index) {
        output.append(contentsOf: replacement)
        index = next
      } else {
        output.append(characters[index])
        index += 1
      }
    }
    return output
  }

  /// When `Optional<`, `Array<` or `Dictionary<` starts at `index` (as a whole identifier), its
  /// name and the position of `<`.
  private static func sugarableGeneric(
    in characters: ArraySlice<Character>, at index: Int
  ) -> (String, Int)? {
    if index > characters.startIndex, isPathCharacter(characters[index - 1]) { return nil }
    for name in ["Optional", "Array", "Dictionary"] {
      let end = index + name.count
      guard end < characters.endIndex, characters[end] == "<" else { continue }
      if String(characters[index..<end]) == name { return (name, end) }
    }
    return nil
  }

  /// The index of the `>` closing the `<` at `open`, ignoring the `>` of `->`.
  private static func matchingAngle(in characters: ArraySlice<Character>, open: Int) -> Int? {
    var depth = 0
    var index = open
    while index < characters.endIndex {
      switch characters[index] {
      case "<":
        depth += 1
      case ">" where index > characters.startIndex && characters[index - 1] == "-":
        break
      case ">":
        depth -= 1
        if depth == 0 { return index }
      default:
        break
      }
      index += 1
    }
    return nil
  }

  /// Splits generic arguments on the commas that are not nested in brackets.
  private static func topLevelArguments(
    _ characters: ArraySlice<Character>
  ) -> [ArraySlice<Character>] {
    var arguments: [ArraySlice<Character>] = []
    var depth = 0
    var start = characters.startIndex
    var index = characters.startIndex
    while index < characters.endIndex {
      switch characters[index] {
      case "<", "(", "[":
        depth += 1
      case ">" where index > characters.startIndex && characters[index - 1] == "-":
        break
      case ">", ")", "]":
        depth -= 1
      case "," where depth == 0:
        arguments.append(characters[start..<index])
        start = index + 1
        while start < characters.endIndex, characters[start] == " " { start += 1 }
        index = start
        continue
      default:
        break
      }
      index += 1
    }
    arguments.append(characters[start..<characters.endIndex])
    return arguments
  }

  private static func sugar(_ name: String, _ arguments: [[Character]]) -> [Character]? {
    switch (name, arguments.count) {
    case ("Optional", 1):
      let wrapped = arguments[0]
      let needsParentheses = wrapped.contains(" ")
      return needsParentheses ? ["("] + wrapped + [")", "?"] : wrapped + ["?"]
    case ("Array", 1):
      return ["["] + arguments[0] + ["]"]
    case ("Dictionary", 2):
      return ["["] + arguments[0] + [":", " "] + arguments[1] + ["]"]
    default:
      return nil
    }
  }
}
