/// Returns a deterministic, multi-line pretty print of any value.
///
/// This is the text a failing `TestStore` assertion, `_printChanges()` and the demo runner show,
/// so it is built for reading and for stable golden strings:
///
/// - Structs and classes print as `TypeName(label: value, …)` with module-less type names
///   (`Counter.State`, `Wrapper<[Int]>`); classes never print memory addresses, and a reference
///   back to an object already being printed shows as `<cycle>`.
/// - Enums print as `.caseName`, `.caseName(payload)` or `.row(id: 1, action: .toggle)`; an
///   optional prints `nil` or its wrapped value, without `Optional(…)`.
/// - Strings and characters print quoted, with `\n`, `\"` and control characters escaped, so a
///   value never spills onto extra lines; numbers and `Bool` print as literals.
/// - Arrays print their elements in order, sets are sorted by their elements' dumps and
///   dictionaries by their keys' dumps, so the output never depends on hashing.
/// - `UUID(…)`, `Date(2001-01-01T00:00:00.000Z)` (UTC, milliseconds), `URL(…)`,
///   `Data(3 bytes)`, `Duration` as `.seconds(1)` / `.milliseconds(1500)`, ranges as `0..<3`.
/// - ``CustomDumpRepresentable`` values print their representation, and a `customMirror`
///   (`CustomReflectable`) is respected, which is how a type keeps a secret out of dumps.
/// - ``IdentifiedCollectionDumpable`` collections print `[id: <id>]: <element>` entries.
///
/// A value prints on one line when that line fits in 80 columns; otherwise each child goes on its
/// own line, indented by two spaces:
///
/// ```swift
/// dumpValue(state)
/// // AppFeature.State(
/// //   counter: Counter.State(count: 1),
/// //   search: nil,
/// //   rows: [
/// //     [id: 1]: Row.State(id: 1, title: "A"),
/// //     [id: 2]: Row.State(id: 2, title: "B")
/// //   ],
/// //   tags: ["a", "b"],
/// //   lookup: ["a": 1, "b": 2]
/// // )
/// ```
///
/// - Parameters:
///   - value: Any value.
///   - maxDepth: How many levels of nesting to print. The value itself is level 0; a struct,
///     class, enum payload, tuple or collection at level `maxDepth` or deeper prints with its
///     contents elided, as `Counter.State(…)`, `.row(…)` or `[…]`. Scalars always print.
///     Negative values behave like 0.
/// - Returns: The dump, lines separated by `\n`, with no trailing newline.
///
/// > Important: Nesting deeper than 100 levels is always elided as `…`, so that a very deep
/// > value (such as a long linked list) cannot exhaust the stack.
public func dumpValue(_ value: Any, maxDepth: Int = .max) -> String {
  var builder = DumpTreeBuilder(maxDepth: maxDepth)
  return DumpRenderer.render(builder.build(value))
}

/// A type that controls how ``dumpValue(_:maxDepth:)`` and ``diffValues(_:_:)`` print it.
///
/// Like `CustomReflectable`, but for this engine only: the representation is dumped in place of
/// the value, recursively, with the usual rules. Use it to show a wrapper as what it wraps, or to
/// give an opaque type a readable form.
///
/// ```swift
/// struct Token: CustomDumpRepresentable {
///   var raw: String
///   var dumpRepresentation: Any { "Token(redacted)" }
/// }
/// ```
///
/// A representation that is itself `CustomDumpRepresentable` is followed in turn, up to 16
/// times in a row; after that the value is reflected as usual, so a representation returning
/// `self` cannot loop.
public protocol CustomDumpRepresentable {
  /// The value to dump in place of `self`.
  var dumpRepresentation: Any { get }
}

/// A keyed collection whose elements dump and diff by id.
///
/// Conforming collections (such as `IdentifiedArray`) dump as a bracketed list of
/// `[id: <id>]: <element>` entries in collection order. ``diffValues(_:_:)`` matches entries by
/// id rather than by position, so changing `rows[id: 2].title` shows exactly that row, and an
/// inserted or removed id shows as a whole `+` or `-` entry.
///
/// ```swift
/// extension IdentifiedArray: IdentifiedCollectionDumpable {
///   public var dumpEntries: [(id: AnyHashable, element: Any)] {
///     map { (id: AnyHashable($0.id), element: $0) }
///   }
/// }
/// ```
///
/// Ids should be unique; with duplicates, the diff matches them in order of appearance.
public protocol IdentifiedCollectionDumpable {
  /// The entries in collection order, each with its id.
  var dumpEntries: [(id: AnyHashable, element: Any)] { get }
}
