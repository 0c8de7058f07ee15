import ConvergenceBase

extension EnumReflection {
  /// The chain of case tags a case constructor builds, outermost first: one tag for `Action.counter`, two for
  /// `{ .destination(.presented($0)) }`; nil when it cannot be told. Used by diagnostics only (a destination's state
  /// case paired with another action case), never to identify a child store: it may build a probe value and call
  /// `embed` with it (``caseTagChain(_:reaching:)`` and ``caseTagChain(in:reaching:)`` never do).
  ///
  /// Learned from the enums' metadata, once per pair of types (``CaseChains``): the chains of cases that lead from
  /// `Root` (through enum payloads) to a case whose payload is a `Value`. When there is exactly one, it is the answer,
  /// with no value built (a struct `Value` too). When a probe value of `Value` exists (``probeValue(of:)``),
  /// `embed` is called once with it, and the tags of what it builds pick the chain (`case a(Int), b(Int)`) or find
  /// none (a closure that lands elsewhere). Nil when neither tells: no chain (`embed` is not a constructor, or the
  /// metadata cannot be read), several and no probe value (a struct that several cases hold), or a probe that lands
  /// on none of them.
  package static func caseTagChain<Root, Value>(of embed: (Value) -> Root) -> [Int]? {
    caseTagChain(Root.self, holding: Value.self, probing: Value.self, embed)
  }

  /// The chain of case tags that leads from `Root` to a case holding a `Value`, when the enums' metadata alone tells
  /// it: there is exactly one such chain. No value is built and no code of `Root` or `Value` runs. Nil when several
  /// cases (or nested cases) hold a `Value` (then only a value of `Root` tells: ``caseTagChain(in:reaching:)``), or
  /// none does.
  package static func caseTagChain<Root, Value>(_ root: Root.Type, reaching value: Value.Type)
    -> [Int]?
  {
    let chains = CaseChains.chains(from: Root.self, to: Value.self)
    return chains.count == 1 ? chains[0] : nil
  }

  /// The chain of case tags `root` holds, down to a case whose payload is a `Value`: read from the value itself (its
  /// tag, then its payload's, and so on), among the chains the metadata allows. No value is built and no code runs.
  /// Nil when `root` holds a case that leads to no `Value`, or the chain cannot be read (a payload stored out of line
  /// where two chains part).
  package static func caseTagChain<Root, Value>(in root: Root, reaching value: Value.Type) -> [Int]?
  {
    let chains = CaseChains.chains(from: Root.self, to: Value.self)
    guard !chains.isEmpty else { return nil }
    return chain(of: root, among: chains, depth: 0)
  }

  private static func caseTagChain<Root, Value, Probed>(
    _ root: Root.Type, holding value: Value.Type, probing: Probed.Type,
    _ build: (Probed) -> Root
  ) -> [Int]? {
    let chains = CaseChains.chains(from: Root.self, to: Value.self)
    guard !chains.isEmpty else { return nil }
    switch probeValue(of: Probed.self) {
    // Also when one chain is possible: a closure that is not a constructor (`{ .row(id: id, action: $0) }`) lands
    // in a case that is not on it, and is not taken for one.
    case .value(let probe): return chain(of: build(probe), among: chains, depth: 0)
    // No action can be built: every such scope sends nothing, so all of them are one.
    case .uninhabited: return chains.count == 1 ? chains[0] : []
    case .unknown: return chains.count == 1 ? chains[0] : nil
    }
  }

  /// The one of `chains` whose tags `root` holds from `depth` on (its tag, then its payload's, and so on).
  private static func chain<Root>(of root: Root, among chains: [[Int]], depth: Int) -> [Int]? {
    let layout = EnumLayoutCache.layout(of: Root.self).pointee
    guard let witnesses = layout.witnesses, !layout.cases.isEmpty else { return nil }
    let tag = layout.tag(of: root, using: witnesses)
    let left = chains.filter { $0.count > depth && $0[depth] == tag }
    guard left.count > 1 else { return left.first }
    guard let entry = layout.case(at: tag), entry.storage == .inline,
      let payloadType = entry.payloadType
    else { return nil }
    func open<Payload>(_: Payload.Type) -> [Int]? {
      let payload: Payload = layout.projectPayload(of: root, tag: tag, using: witnesses)
      return chain(of: payload, among: left, depth: depth + 1)
    }
    return open(payloadType.type)
  }
}

/// The chains of cases from one enum type down to a payload of another type, found from the metadata once per pair
/// of types.
enum CaseChains {
  private struct Pair: Hashable {
    let root: ObjectIdentifier
    let value: ObjectIdentifier
  }

  /// A type at a depth of a search.
  private struct Level: Hashable {
    let type: ObjectIdentifier
    let depth: Int
  }

  private static let known = Lock<[Pair: [[Int]]]>([:])

  /// More chains than this are not told apart by metadata anyway: a search keeps no more (a value picks among them).
  static var maximumChains: Int { 64 }

  /// How many enum levels a chain may go through (`Action` → `PresentationAction` → `Destination.Action` is 3).
  static var maximumDepth: Int { 4 }

  /// Every chain of case tags that leads from `root` to a case whose payload is laid out as a `value`, outermost
  /// first. A chain ends at the first such case (it does not look inside a `value`).
  static func chains(from root: any Any.Type, to value: any Any.Type) -> [[Int]] {
    let pair = Pair(root: ObjectIdentifier(root), value: ObjectIdentifier(value))
    if let found = known.withLock({ $0[pair] }) { return found }
    var memo: [Level: [[Int]]] = [:]
    let found = search(TypeMetadata(root), TypeMetadata(value), depth: 0, memo: &memo)
    known.withLock { $0[pair] = found }
    return found
  }

  private static func search(
    _ root: TypeMetadata, _ value: TypeMetadata, depth: Int, memo: inout [Level: [[Int]]]
  ) -> [[Int]] {
    // Memoized by type and depth: an app's action tree reaches the same child enums by many cases.
    let key = Level(type: ObjectIdentifier(root.type), depth: depth)
    if let known = memo[key] { return known }
    let layout = EnumLayoutCache.layout(of: root.type).pointee
    var chains: [[Int]] = []
    if layout.witnesses != nil {
      for (tag, entry) in layout.cases.enumerated() where chains.count <= maximumChains {
        // A payload with no bits (`case increment(Tick)`, a one-case action enum) is numbered among the payload-less
        // cases (storage `.empty`): it can end a chain, and has nothing inside to search.
        guard entry.storage == .inline || entry.storage == .boxed || entry.storage == .empty,
          let payloadType = entry.payloadType
        else { continue }
        if payloadType.isLayoutCompatible(with: value) {
          chains.append([tag])
        } else if entry.storage != .empty, depth + 1 < maximumDepth {
          chains += search(payloadType, value, depth: depth + 1, memo: &memo).map { [tag] + $0 }
        }
      }
    }
    memo[key] = chains
    return chains
  }
}
