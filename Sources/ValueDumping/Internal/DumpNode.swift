/// One node of a value's dump tree: a leaf fragment of text, or a container of labelled children.
///
/// The tree is built once per value by `DumpTreeBuilder`, laid out by `DumpRenderer` and compared
/// by `DumpDiffer`. Every node carries its single-line width and a structural fingerprint, both
/// computed bottom-up at construction, so layout decisions and equality rejections are O(1) per
/// node instead of re-walking subtrees.
///
/// A final class with immutable storage (so `Sendable` by construction): a reference keeps the
/// stack frames of the recursive builder, renderer and differ small, which matters for how deep
/// a value can be before `DumpTreeBuilder.nestingLimit` has to cut it off.
final class DumpNode: Sendable {
  /// What a node stands for; decides delimiters and how the differ matches children.
  enum Kind: UInt8, Sendable {
    /// A scalar, or a placeholder (`…`, `<cycle>`), printed as `text`.
    case leaf
    /// A struct or class, `Type(label: value)`; children are matched by label.
    case structure
    /// An enum case with a payload, `.name(payload)`; children are matched by label.
    case enumCase
    /// A tuple, `(a: 1, b: 2)`; children are matched by label.
    case tuple
    /// An ordered collection, `[a, b]`; children are aligned by equality and located by index.
    case collection
    /// A set, `Set([a, b])`, sorted by element dump; children are aligned by equality.
    case set
    /// A dictionary, `[key: value]`, sorted by key dump; children are matched by key.
    case dictionary
    /// An ``IdentifiedCollectionDumpable``, `[[id: 1]: element]`; children are matched by id.
    case identified
  }

  /// Widths are saturated at this value: anything wider never fits on one line anyway.
  static let saturatedWidth = 1 << 20

  let kind: Kind
  /// The leaf's text, or a container's opening delimiter (`Row.State(`, `[`, `.row(`).
  let text: String
  /// A container's closing delimiter; empty for leaves.
  let close: String
  /// How a container prints when it has no children (`Row.State()`, `[]`, `[:]`).
  let emptyText: String
  let children: [DumpChild]
  /// The length of the single-line rendering, saturated at `saturatedWidth`.
  let flatWidth: Int
  /// A deterministic structural hash (FNV-1a): unequal fingerprints prove unequal nodes.
  let fingerprint: UInt64

  var isContainer: Bool { kind != .leaf }

  private init(
    kind: Kind, text: String, close: String, emptyText: String, children: [DumpChild],
    flatWidth: Int, fingerprint: UInt64
  ) {
    self.kind = kind
    self.text = text
    self.close = close
    self.emptyText = emptyText
    self.children = children
    self.flatWidth = flatWidth
    self.fingerprint = fingerprint
  }

  /// A leaf printing `text`, which must hold no line breaks.
  static func leaf(_ text: String) -> DumpNode {
    var hasher = DumpFingerprint()
    hasher.combine(Kind.leaf.rawValue)
    hasher.combine(text)
    return DumpNode(
      kind: .leaf, text: text, close: "", emptyText: text, children: [],
      flatWidth: min(text.count, saturatedWidth), fingerprint: hasher.value
    )
  }

  /// A container; `empty` defaults to `open + close`.
  static func container(
    _ kind: Kind, open: String, close: String, empty: String? = nil, children: [DumpChild]
  ) -> DumpNode {
    precondition(kind != .leaf, "DumpNode.container needs a container kind; use DumpNode.leaf")
    let emptyText = empty ?? open + close
    var hasher = DumpFingerprint()
    hasher.combine(kind.rawValue)
    hasher.combine(open)
    hasher.combine(close)
    hasher.combine(UInt64(children.count))
    var width: Int
    if children.isEmpty {
      width = emptyText.count
    } else {
      width = open.count + close.count + 2 * (children.count - 1)
    }
    for child in children {
      hasher.combine(child.label)
      hasher.combine(child.node.fingerprint)
      width = min(width + child.labelWidth + child.node.flatWidth, saturatedWidth)
    }
    return DumpNode(
      kind: kind, text: open, close: close, emptyText: emptyText, children: children,
      flatWidth: min(width, saturatedWidth), fingerprint: hasher.value
    )
  }
}

extension DumpNode: Equatable {
  static func == (lhs: DumpNode, rhs: DumpNode) -> Bool {
    if lhs === rhs { return true }
    return lhs.fingerprint == rhs.fingerprint && lhs.flatWidth == rhs.flatWidth
      && lhs.kind == rhs.kind
      && lhs.text == rhs.text && lhs.close == rhs.close && lhs.emptyText == rhs.emptyText
      && lhs.children == rhs.children
  }
}

/// A child of a container: the text printed before it (`count: `, `"a": `, `[id: 1]: ` or
/// nothing) and its node.
struct DumpChild: Sendable, Equatable {
  let label: String
  let labelWidth: Int
  let node: DumpNode

  init(label: String, node: DumpNode) {
    self.label = label
    self.labelWidth = label.count
    self.node = node
  }
}
