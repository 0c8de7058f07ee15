/// A pair of functions that embed a value in one case of an enum and extract it back out.
///
/// `Scope`, `ifLet`, `forEach` and `Store.scope` take the enum case constructor itself
/// (`Action.counter`) and build an `AnyCasePath` from it: extraction is derived by runtime enum
/// reflection, with no per-case code. Where a case constructor is not enough (or to skip
/// reflection entirely), write the pair by hand with ``init(embed:extract:)``.
///
/// ```swift
/// enum Action { case counter(Counter.Action), row(id: Row.ID, action: Row.Action), tapped }
///
/// let counter = AnyCasePath(Action.counter)
/// counter.extract(from: .counter(.incrementTapped))  // .incrementTapped
/// counter.extract(from: .tapped)                     // nil
///
/// let row = AnyCasePath(Action.row)                  // AnyCasePath<Action, (Row.ID, Row.Action)>
/// row.extract(from: .row(id: 1, action: .toggled))   // (1, .toggled)
/// ```
public struct AnyCasePath<Root, Value>: Sendable {
  @usableFromInline let embedFunction: @Sendable (Value) -> Root
  /// What an extraction the plan cannot answer needs: the hand-written extraction (or none, to extract by
  /// reflection through the constructor) and the constructor check.
  @usableFromInline let functions: CasePathFunctions<Root, Value>
  /// The address of `functions`, a plain integer: an extraction reaches them through it without copying (and so
  /// retaining) anything, which reading the reference out of a borrowed reducer did on every extraction.
  @usableFromInline let functionsAddress: UInt
  /// For a case path built from a case constructor, what extraction knows up front, inline (plain integers): most
  /// extractions are answered from it alone.
  @usableFromInline let plan: CaseTagPlan

  /// Creates a case path from hand-written embed and extract functions.
  ///
  /// The fastest form: `extract` is typically an `if case let`. The two functions must agree:
  /// `extract(embed(value))` returns `value`.
  ///
  /// ```swift
  /// let counter = AnyCasePath<Action, Counter.Action>(
  ///   embed: Action.counter,
  ///   extract: { if case let .counter(action) = $0 { action } else { nil } }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - embed: Puts a value in the case.
  ///   - extract: Returns the case's payload, or nil when the root holds another case.
  @inlinable
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embedFunction = embed
    let functions = CasePathFunctions(embed: embed, extract: extract, embedCheck: nil)
    self.functions = functions
    self.functionsAddress = UInt(bitPattern: Unmanaged.passUnretained(functions).toOpaque())
    self.plan = .unknown
  }

  /// Creates a case path from an enum case constructor, extracting by runtime reflection.
  ///
  /// Pass the unapplied case, e.g. `AnyCasePath(Action.counter)` for
  /// `case counter(Counter.Action)`. Extraction reads the root's case tag and copies the payload
  /// out directly through the Swift runtime's enum metadata: no allocation, no lock, no `Mirror`,
  /// safe from any thread, about 10 ns in optimized code (a hand-written `if case let` costs 1 to
  /// 2 ns, the ``init(embed:extract:)`` form about 7 ns). It is exact even when several cases
  /// share a payload type (`case a(Int), b(Int)`), because the payload is re-embedded with
  /// `embed` and must land in the root's case. `indirect` payloads are read straight out of their
  /// heap box (never through `Mirror`, so a custom `customMirror` cannot change what the child
  /// receives), and a one-element labeled payload (`case labeled(value: Int)`) extracts as its
  /// element. On arm64e, where metadata pointers are signed, every extraction takes a slower
  /// `Mirror`-based path instead.
  ///
  /// > Important: `embed` must be a case constructor, or behave like one (every value lands in
  /// > the same case, holding that value). Payloads of function or metatype type (or a tuple or
  /// > optional of one) cannot be read by reflection: such a case never matches, which is
  /// > reported once per enum type and case (a test failure in a test), so use
  /// > ``init(embed:extract:)`` for it.
  ///
  /// A closure that can never be extracted back (for example `{ .destination(.presented($0)) }`, which is not a
  /// case constructor: compose with `appending(_:)` instead) is a reported issue, when the case path is built if
  /// no case of `Root` can hold a `Value`, else the first time it embeds a value that does not extract back. It is
  /// never a silent no-op.
  ///
  /// - Parameter embed: The case constructor.
  @inlinable
  public init(_ embed: @escaping @Sendable (Value) -> Root) {
    self.embedFunction = embed
    let embedCheck = CasePathEmbedCheck(embed)
    let functions = CasePathFunctions(embed: embed, extract: nil, embedCheck: embedCheck)
    self.functions = functions
    self.functionsAddress = UInt(bitPattern: Unmanaged.passUnretained(functions).toOpaque())
    self.plan = embedCheck.plan
  }

  /// Puts `value` in the case.
  @inlinable
  public func embed(_ value: Value) -> Root {
    let root = embedFunction(value)
    // Optional chaining, not `if let`: binding the check would retain and release it on every embed.
    if functions.embedCheck?.isPending == true {
      functions.embedCheck?.verify(root, value, extractsBack: extract(from: root) != nil)
    }
    return root
  }

  /// Returns the case's payload if `root` holds this case, else nil.
  ///
  /// ```swift
  /// AnyCasePath(Action.counter).extract(from: .counter(.incrementTapped))  // .incrementTapped
  /// ```
  @inlinable @inline(__always)
  public func extract(from root: Root) -> Value? {
    // Most extractions are answered from the plan: its fields are plain integers, so nothing is retained (reading
    // the class or passing the constructor as a closure would retain and release them on every extraction).
    if let known = plan.extract(from: root, as: Value.self) { return known }
    // NB: `functionsAddress` is the address of `functions`, which `self` holds strongly, and `self` is borrowed
    // for the whole call: the object is alive while it is used here, without a retain.
    let functions = Unmanaged<CasePathFunctions<Root, Value>>.fromOpaque(
      UnsafeRawPointer(bitPattern: functionsAddress).unsafelyUnwrapped)
    return functions._withUnsafeGuaranteedRef { $0.extract(from: root) }
  }
}

extension AnyCasePath {
  /// Returns the case's payload if `root` holds this case, else nil, reading `root`'s case tag at most once for all
  /// the case paths given the same `tag`.
  ///
  /// The first extraction that reads the tag stores it in `tag`; the next ones from the same value answer from it
  /// (a bit test or a compare, no call into the enum's metadata). A hand-written case path never reads nor stores
  /// it.
  ///
  /// - Important: `tag` must be new for `root`, or filled only by extractions from this same `root` value: a tag
  ///   of another value would have the payload read as another case's. That is why this is not public: only the
  ///   package's composition operators call it, each with the one action they were given.
  @inlinable @inline(__always)
  package func extract(from root: Root, tag: inout CaseTagCache<Root>) -> Value? {
    if let known = plan.extract(from: root, tag: &tag, as: Value.self) { return known }
    // NB: as in `extract(from:)`: `functions` is held strongly by `self`, borrowed for the whole call.
    let functions = Unmanaged<CasePathFunctions<Root, Value>>.fromOpaque(
      UnsafeRawPointer(bitPattern: functionsAddress).unsafelyUnwrapped)
    return functions._withUnsafeGuaranteedRef { $0.extract(from: root) }
  }
}

/// The case tag of one enum value, once a case path read it: every reducer of a layer extracts from the same
/// action, and with this the tag is read once for all of them (see `AnyCasePath.extract(from:tag:)`).
///
/// Plumbing of the package's composition operators, never part of a public signature. Only ever holds a tag read
/// from one value: start with a new one for each value.
@usableFromInline
package struct CaseTagCache<Root> {
  /// The tag, or -1 while not read.
  @usableFromInline var value: Int

  /// Nothing read yet.
  @inlinable package init() { value = -1 }
}

/// The functions of a case path that its extractions need only when its plan cannot answer, by reference.
@usableFromInline
package final class CasePathFunctions<Root, Value>: Sendable {
  @usableFromInline let embedFunction: @Sendable (Value) -> Root
  /// The hand-written extraction, or nil to extract by reflection through `embedFunction`.
  @usableFromInline let extractFunction: (@Sendable (Root) -> Value?)?
  /// For a case path built from a closure, the one-time check that the closure is a case constructor.
  @usableFromInline let embedCheck: CasePathEmbedCheck?

  @usableFromInline
  init(
    embed: @escaping @Sendable (Value) -> Root, extract: (@Sendable (Root) -> Value?)?,
    embedCheck: CasePathEmbedCheck?
  ) {
    self.embedFunction = embed
    self.extractFunction = extract
    self.embedCheck = embedCheck
  }

  /// Puts `value` in the case (`AnyCasePath.embed(_:)`).
  @inlinable
  package func embed(_ value: Value) -> Root {
    let root = embedFunction(value)
    if embedCheck?.isPending == true {
      embedCheck?.verify(root, value, extractsBack: extract(from: root) != nil)
    }
    return root
  }

  /// The extraction the plan cannot answer: the hand-written `extract`, or reflection through the constructor.
  /// Out of line, still specialised for the caller's types.
  @inlinable @inline(never)
  func extract(from root: Root) -> Value? {
    if let extractFunction { return extractFunction(root) }
    return EnumReflection.extract(from: root, embed: embedFunction, tagCache: embedCheck)
  }
}

extension AnyCasePath {
  /// Creates a case path from the constructor of a case with two payload values, extracting by
  /// runtime reflection.
  ///
  /// For `case row(id: Row.ID, action: Row.Action)`, `AnyCasePath(Action.row)` is an
  /// `AnyCasePath<Action, (Row.ID, Row.Action)>`: the labeled payload is extracted as an unlabeled
  /// tuple. Same guarantees as the one-payload `init(_:)`.
  ///
  /// ```swift
  /// let row = AnyCasePath(Action.row)
  /// if case let (id, rowAction)? = row.extract(from: action) { … }
  /// ```
  ///
  /// - Parameter embed: The two-payload case constructor.
  @inlinable
  public init<A, B>(_ embed: @escaping @Sendable (A, B) -> Root) where Value == (A, B) {
    self.init { (pair: (A, B)) in embed(pair.0, pair.1) }
  }
}
