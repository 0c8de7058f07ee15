import Synchronization

/// What enum case extraction knows about one enum type, computed once per type.
///
/// Built from the type's descriptor (case names, payload types, indirect flags) and value
/// witnesses (tag reading, payload projection). The struct is trivial (no reference counting): it
/// lives in immortal memory owned by ``EnumLayoutCache`` and is read without locks or ARC on the
/// extraction hot path.
@usableFromInline
struct EnumLayout: @unchecked Sendable {
  // NB: @unchecked Sendable: immutable after construction; every pointer refers to immortal
  // memory (runtime metadata, the binary's reflection strings, the never-freed `cases` buffer).

  /// How a case stores its payload, which decides how it is extracted.
  @usableFromInline
  enum PayloadStorage: UInt8 {
    /// The case has no payload.
    case none
    /// The payload is stored in place: copy the enum and project the payload out of the copy.
    case inline
    /// The payload has no bits at all (`case done(Void)`); the compiler numbers such a case among
    /// the payload-less ones.
    case empty
    /// An `indirect` case: the payload lives in a heap box, read straight out of the box (never
    /// through `Mirror`, which a custom `customMirror` would redirect).
    case boxed
    /// The payload cannot be read correctly by reflection (a function, a metatype, or a tuple or
    /// optional of one, see ``TypeMetadata/isRepresentationSensitive``), or its type could not be
    /// resolved: extraction answers nil.
    case unsupported
  }

  /// One case, indexed by its tag.
  @usableFromInline
  struct Case {
    let name: UnsafePointer<CChar>?
    @usableFromInline let payloadType: TypeMetadata?
    @usableFromInline let storage: PayloadStorage
    /// The payload is (or holds) a function or a metatype: extraction can never match this case,
    /// which is reported once (see ``EnumReflection/reportUnreadablePayload(of:tag:valueType:)``).
    let isRepresentationSensitive: Bool
  }

  @usableFromInline let metadata: TypeMetadata
  /// The enum witnesses, or nil when the fast path is unavailable (see ``EnumValueWitnesses``).
  @usableFromInline let witnesses: EnumValueWitnesses?
  /// Every case by tag; empty when the type is not an enum or its reflection metadata is
  /// unreadable.
  @usableFromInline let cases: UnsafeBufferPointer<Case>
  /// Whether exactly one case has a payload: its payload is then stored as it is, at offset 0, and reading it
  /// needs no projection (`destructiveProjectEnumData` is a no-op for such layouts).
  @usableFromInline let isSinglePayload: Bool
  /// One flag per case, set once the case's unreadable payload has been reported.
  ///
  /// NB: Part of the immortal layout (allocated with it, never freed): a memo of what was already
  /// said, like the layout itself, not state anything depends on.
  let reported: UnsafeMutablePointer<Atomic<Bool>>?

  /// Whether this target's metadata may be read at all.
  ///
  /// NB: On arm64e, metadata pointers (descriptors, value witness tables) are signed, so nothing
  /// past the metadata kind is read there: every extraction takes the Mirror path, as the type's
  /// documentation promises, before a signed pointer is ever followed.
  static var canReadMetadata: Bool {
    #if arch(arm64e) || _ptrauth(_arm64e)
      false
    #else
      true
    #endif
  }

  /// Reads the layout of `metadata`.
  ///
  /// NB: The `cases` buffer is allocated once per type and deliberately never freed: layouts are
  /// shared by every extraction for the life of the process (see ``EnumLayoutCache``).
  init(metadata: TypeMetadata) {
    self.metadata = metadata
    guard Self.canReadMetadata, let descriptor = EnumDescriptor(metadata),
      let described = descriptor.cases(), !described.isEmpty
    else {
      self.witnesses = nil
      self.cases = UnsafeBufferPointer(start: nil, count: 0)
      self.reported = nil
      self.isSinglePayload = false
      return
    }
    let isOptional = metadata.kind == .optional
    let payloadCaseCount = descriptor.payloadCaseCount
    self.isSinglePayload = payloadCaseCount == 1
    var rootIsSensitive = false
    let cases = UnsafeMutableBufferPointer<Case>.allocate(capacity: described.count)
    for (tag, entry) in described.enumerated() {
      let storage: PayloadStorage
      if let payloadType = entry.payloadType {
        if isOptional {
          // NB: Generic code holds an `Optional` root in its maximally abstracted form, where the
          // payload's representation matches `Value`'s; but code specialized for a concrete
          // `Optional<() -> Void>` holds it in natural form, which the witnesses of the generic
          // metadata must not read. Such roots take the Mirror path, which works on an `Any`
          // (always abstracted) and is correct in both cases.
          rootIsSensitive = rootIsSensitive || payloadType.isRepresentationSensitive
          storage = .inline
        } else if payloadType.isRepresentationSensitive {
          storage = .unsupported
        } else if entry.isIndirect {
          storage = .boxed
        } else if tag >= payloadCaseCount {
          storage = payloadType.size == 0 ? .empty : .unsupported
        } else {
          storage = .inline
        }
      } else {
        storage = entry.isUnresolved ? .unsupported : .none
      }
      cases.initializeElement(
        at: tag,
        to: Case(
          name: entry.name, payloadType: entry.payloadType, storage: storage,
          isRepresentationSensitive: entry.payloadType?.isRepresentationSensitive ?? false))
    }
    self.cases = UnsafeBufferPointer(cases)
    let reported = UnsafeMutablePointer<Atomic<Bool>>.allocate(capacity: described.count)
    for index in 0..<described.count { (reported + index).initialize(to: Atomic(false)) }
    self.reported = reported
    self.witnesses = rootIsSensitive ? nil : EnumValueWitnesses(of: metadata)
  }

  /// The case at `tag`, or nil for a tag out of range (which would mean unexpected metadata).
  @inlinable
  func `case`(at tag: Int) -> Case? {
    tag < cases.count ? cases[tag] : nil
  }

  /// The case named `name`, as the Mirror-based path finds cases by their label.
  func `case`(named name: String) -> Case? {
    cases.first { $0.name.map { String(cString: $0) } == name }
  }

  /// The tag of `value`, which must be of this layout's type.
  ///
  /// NB: A single-case enum's tag is always 0; the runtime is not asked, which also sidesteps
  /// Swift 5.7 and older runtimes that answered with a nested enum's tag in optimized builds
  /// (swiftlang/swift#61708).
  ///
  /// Always inlined (a call per extraction otherwise, whenever the caller is large, as a layer's reducer is), and
  /// built of plain pointer copies only, which fold to two loads once `T` is known.
  @inlinable @inline(__always)
  func tag<T>(of value: T, using witnesses: EnumValueWitnesses) -> Int {
    if cases.count == 1 { return 0 }
    if MemoryLayout<T>.size <= 16, MemoryLayout<T>.alignment <= 8 {
      // A value of up to two words is handed to the witness as two whole words (its bytes, then zeros): spilled
      // as it is (say 8 + 2 bytes), a witness reading 4 bytes at offset 8 had to wait for the stores to retire (a
      // failed store-to-load forward), on every extraction.
      // NB: only the value's bits are copied (no retain), into two words at least as large and as aligned as `T`;
      // the witness only reads them while `value` is alive, and nothing destroys the copy.
      var words = withUnsafeBytes(of: value) { bytes -> (UInt64, UInt64) in
        var low: UInt64 = 0
        var high: UInt64 = 0
        let start = bytes.baseAddress
        withUnsafeMutableBytes(of: &low) {
          $0.copyMemory(
            from: UnsafeRawBufferPointer(start: start, count: Swift.min(8, bytes.count)))
        }
        if bytes.count > 8 {
          withUnsafeMutableBytes(of: &high) {
            $0.copyMemory(
              from: UnsafeRawBufferPointer(start: start.map { $0 + 8 }, count: bytes.count - 8))
          }
        }
        return (low, high)
      }
      return withUnsafeBytes(of: &words) {
        Int(witnesses.getEnumTag($0.baseAddress.unsafelyUnwrapped, metadata.pointer))
      }
    }
    return withUnsafePointer(to: value) {
      Int(witnesses.getEnumTag(UnsafeRawPointer($0), metadata.pointer))
    }
  }

  /// Copies the payload out of `root`, which must be of this layout's type and hold the case
  /// `tag`, whose storage is ``PayloadStorage/inline`` with a payload laid out exactly like
  /// `Value`.
  ///
  /// NB: Ownership is exact on both paths; a payload always starts at offset 0 of its enum, and
  /// the enum's alignment is at least the payload's.
  ///
  /// - Roots up to 128 bytes (nearly every action enum) are copied (+1 on everything they
  ///   reference) into a plain stack scratch buffer, turned into their bare payload in place by
  ///   `destructiveProjectEnumData`, and the payload is *moved* out: the result owns exactly the
  ///   references the copy retained, and the scratch buffer, a trivial type, is left holding dead
  ///   bits that nothing destroys.
  /// - Larger roots are copied into a local of their own type, projected, the payload is copied
  ///   out (+1, owned by the result), and `destructiveInjectEnumTag` turns the local back into the
  ///   same enum value, which is then destroyed normally (-1).
  ///
  /// (`withUnsafeTemporaryAllocation` would cover every size with the first path, but costs
  /// callers that are not specialized two generic metadata look-ups per call.)
  @inlinable
  func projectPayload<Root, Value>(
    of root: Root, tag: Int, using witnesses: EnumValueWitnesses
  ) -> Value {
    // The smallest scratch buffer that fits (the choice is made at compile time in specialized code): a small
    // root does not pay for clearing 128 bytes.
    if MemoryLayout<Root>.size <= MemoryLayout<SIMD2<UInt64>>.size,
      MemoryLayout<Root>.alignment <= MemoryLayout<SIMD2<UInt64>>.alignment
    {
      var scratch = SIMD2<UInt64>()
      return projectPayload(of: root, in: &scratch, using: witnesses)
    }
    if MemoryLayout<Root>.size <= MemoryLayout<SIMD4<UInt64>>.size,
      MemoryLayout<Root>.alignment <= MemoryLayout<SIMD4<UInt64>>.alignment
    {
      var scratch = SIMD4<UInt64>()
      return projectPayload(of: root, in: &scratch, using: witnesses)
    }
    if MemoryLayout<Root>.size <= MemoryLayout<ProjectionScratch>.size,
      MemoryLayout<Root>.alignment <= MemoryLayout<ProjectionScratch>.alignment
    {
      var scratch = ProjectionScratch()
      return projectPayload(of: root, in: &scratch, using: witnesses)
    }
    var copy = root
    return withUnsafeMutablePointer(to: &copy) { pointer -> Value in
      let raw = UnsafeMutableRawPointer(pointer)
      witnesses.destructiveProjectEnumData(raw, metadata.pointer)
      let value = raw.load(as: Value.self)
      witnesses.destructiveInjectEnumTag(raw, UInt32(truncatingIfNeeded: tag), metadata.pointer)
      return value
    }
  }
}

extension EnumLayout {
  /// `projectPayload(of:tag:using:)` in `scratch`, a trivial value at least as large and as aligned as `Root`: the
  /// root is copied in (+1 on what it references), turned into its payload, and the payload moved out; the scratch
  /// is left holding dead bits that nothing destroys.
  @inlinable @inline(__always)
  func projectPayload<Scratch, Root, Value>(
    of root: Root, in scratch: inout Scratch, using witnesses: EnumValueWitnesses
  ) -> Value {
    withUnsafeMutableBytes(of: &scratch) { buffer -> Value in
      // NB: the callers check that `Scratch` is at least as large and as aligned as `Root`, and `Scratch` is trivial
      // (SIMD vectors of integers), so it may hold the root's bits and then the payload's, which is moved out.
      let raw = buffer.baseAddress.unsafelyUnwrapped
      raw.initializeMemory(as: Root.self, to: root)
      witnesses.destructiveProjectEnumData(raw, metadata.pointer)
      return raw.bindMemory(to: Value.self, capacity: 1).move()
    }
  }

  /// The payload of `root`, which holds the case `tag`: a case whose tag was verified for `Value` (its storage is
  /// inline and its payload type laid out like `Value`). `direct`: read in place (a single-payload enum's payload
  /// case), else projected.
  @inlinable
  func payload<Root, Value>(
    of root: Root, tag: Int, direct: Bool, using witnesses: EnumValueWitnesses, as value: Value.Type
  ) -> Value {
    guard direct else { return projectPayload(of: root, tag: tag, using: witnesses) }
    return withUnsafePointer(to: root) { pointer in
      // NB: a single-payload enum holding its payload case stores the payload as it is at offset 0, and `Value` was
      // checked layout-compatible with it when the tag was verified; the copy is read while `root` is alive.
      UnsafeRawPointer(pointer).load(as: Value.self)
    }
  }
}

extension EnumLayout {
  /// Copies the payload out of the heap box of `root`, which must be of this layout's type and
  /// hold the `indirect` case `tag`, whose payload type `payloadType` is laid out like `Value`;
  /// nil when the box is not laid out as expected.
  ///
  /// NB: An `indirect` payload is a reference to a box (a `HeapObject`: metadata, reference
  /// counts, then the value). Every box's metadata (`HeapLocalVariable` 0x400 for boxes of fixed
  /// layout, `HeapGenericLocalVariable` 0x500 for `swift_allocBox`) stores the value's offset as
  /// the 32-bit word after its kind: exactly what the runtime's `swift_projectBox` (and `Mirror`)
  /// read. Ownership: the copy of `root` holds the box (+1) while the value is copied out (+1 on
  /// what it references, owned by the result); the copy is then restored and destroyed (-1).
  func projectBoxedPayload<Root, Value>(
    of root: Root, tag: Int, payloadType: TypeMetadata, using witnesses: EnumValueWitnesses
  ) -> Value? {
    var copy = root
    return withUnsafeMutablePointer(to: &copy) { pointer -> Value? in
      let raw = UnsafeMutableRawPointer(pointer)
      witnesses.destructiveProjectEnumData(raw, metadata.pointer)
      defer {
        witnesses.destructiveInjectEnumTag(raw, UInt32(truncatingIfNeeded: tag), metadata.pointer)
      }
      guard let box = raw.load(as: UnsafeRawPointer?.self),
        let offset = Self.boxValueOffset(box, payloadType: payloadType)
      else { return nil }
      return (box + offset).load(as: Value.self)
    }
  }

  /// Where the value of `box` starts, read from the box's metadata and checked against the
  /// header size and the payload's alignment; nil for anything unexpected.
  private static func boxValueOffset(_ box: UnsafeRawPointer, payloadType: TypeMetadata) -> Int? {
    guard let boxMetadata = box.load(as: UnsafeRawPointer?.self) else { return nil }
    let kind = boxMetadata.load(as: UInt.self)
    guard kind == 0x400 || kind == 0x500 else { return nil }
    let offset = Int(boxMetadata.load(fromByteOffset: TypeMetadata.wordSize, as: UInt32.self))
    let alignment = payloadType.alignment
    let header = 2 * TypeMetadata.wordSize
    guard offset >= header, offset % alignment == 0, offset <= header + alignment else {
      return nil
    }
    return offset
  }
}

/// 128 bytes of 16-byte aligned, trivially destroyed stack memory for projecting payloads.
@usableFromInline
struct ProjectionScratch {
  @usableFromInline var storage = SIMD16<UInt64>()

  @inlinable init() {}
}
