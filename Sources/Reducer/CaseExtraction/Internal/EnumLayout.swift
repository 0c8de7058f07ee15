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
    /// An `indirect` case: the payload lives in a heap box, extracted through `Mirror`.
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
  }

  @usableFromInline let metadata: TypeMetadata
  /// The enum witnesses, or nil when the fast path is unavailable (see ``EnumValueWitnesses``).
  @usableFromInline let witnesses: EnumValueWitnesses?
  /// Every case by tag; empty when the type is not an enum or its reflection metadata is
  /// unreadable.
  @usableFromInline let cases: UnsafeBufferPointer<Case>

  /// Reads the layout of `metadata`.
  ///
  /// NB: The `cases` buffer is allocated once per type and deliberately never freed: layouts are
  /// shared by every extraction for the life of the process (see ``EnumLayoutCache``).
  init(metadata: TypeMetadata) {
    self.metadata = metadata
    guard let descriptor = EnumDescriptor(metadata), let described = descriptor.cases(),
      !described.isEmpty
    else {
      self.witnesses = nil
      self.cases = UnsafeBufferPointer(start: nil, count: 0)
      return
    }
    let isOptional = metadata.kind == .optional
    let payloadCaseCount = descriptor.payloadCaseCount
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
        at: tag, to: Case(name: entry.name, payloadType: entry.payloadType, storage: storage))
    }
    self.cases = UnsafeBufferPointer(cases)
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
  @inlinable
  func tag<T>(of value: T, using witnesses: EnumValueWitnesses) -> Int {
    if cases.count == 1 { return 0 }
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
    if MemoryLayout<Root>.size <= MemoryLayout<ProjectionScratch>.size,
      MemoryLayout<Root>.alignment <= MemoryLayout<ProjectionScratch>.alignment
    {
      var scratch = ProjectionScratch()
      return withUnsafeMutableBytes(of: &scratch) { buffer -> Value in
        let raw = buffer.baseAddress.unsafelyUnwrapped
        raw.initializeMemory(as: Root.self, to: root)
        witnesses.destructiveProjectEnumData(raw, metadata.pointer)
        return raw.bindMemory(to: Value.self, capacity: 1).move()
      }
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

/// 128 bytes of 16-byte aligned, trivially destroyed stack memory for projecting payloads.
@usableFromInline
struct ProjectionScratch {
  @usableFromInline var storage = SIMD16<UInt64>()

  @inlinable init() {}
}
