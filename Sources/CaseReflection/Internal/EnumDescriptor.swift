/// A read-only view of an enum's type context descriptor and its reflection field records.
///
/// Layout read (stable Swift ABI, all offsets in bytes from the descriptor):
///
/// - `0` flags (`UInt32`, the context kind in the low 5 bits: 18 is an enum; bit 7 "generic"),
/// - `16` relative pointer to the field descriptor,
/// - `20` number of payload cases (low 24 bits), `24` number of empty cases.
///
/// The field descriptor holds one 12-byte record per case **in tag order**: the payload cases in
/// declaration order, then the payload-less cases in declaration order (the runtime's own `Mirror`
/// relies on record index == tag). A record is `flags` (bit 0: indirect case), a relative
/// pointer to the payload's mangled type name (0 for a case without payload) and a relative
/// pointer to the case name.
///
/// NB: Descriptors and the strings they point to live in the binary's read-only data and are
/// never freed, so the pointers handed out here stay valid for the life of the process.
struct EnumDescriptor {
  /// One case of the enum, as its field record describes it.
  struct Case {
    /// The case name, a NUL-terminated UTF-8 string in the binary.
    let name: UnsafePointer<CChar>?
    /// The payload type, resolved against the enum's generic arguments; nil when the case has no
    /// payload.
    let payloadType: TypeMetadata?
    /// True when the case has a payload whose type name could not be resolved.
    let isUnresolved: Bool
    /// True for an `indirect` case (or any payload case of an `indirect enum`): the payload lives
    /// in a heap box.
    let isIndirect: Bool
  }

  let metadata: TypeMetadata
  let pointer: UnsafeRawPointer

  /// Reads the descriptor of an enum or optional type; nil for any other kind of type.
  init?(_ metadata: TypeMetadata) {
    guard metadata.kind == .enumeration || metadata.kind == .optional,
      let pointer = metadata.nominalDescriptor,
      pointer.load(as: UInt32.self) & 0x1F == 18
    else { return nil }
    self.metadata = metadata
    self.pointer = pointer
  }

  var isGeneric: Bool { pointer.load(as: UInt32.self) & 0x80 != 0 }

  var payloadCaseCount: Int {
    Int(pointer.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF)
  }

  var emptyCaseCount: Int {
    Int(pointer.load(fromByteOffset: 24, as: UInt32.self))
  }

  /// Every case in tag order, or nil if the reflection metadata is missing or not as expected
  /// (for instance a binary built with `-disable-reflection-metadata`).
  func cases() -> [Case]? {
    guard let fields = Self.relativeTarget(at: pointer + 16) else { return nil }
    let kind = fields.load(fromByteOffset: 8, as: UInt16.self)
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    // Field descriptor kinds 2 (enum) and 3 (multi-payload enum).
    guard kind == 2 || kind == 3, recordSize >= 12,
      count == payloadCaseCount + emptyCaseCount
    else { return nil }
    return (0..<count).map { index in
      let record = fields + 16 + index * recordSize
      let flags = record.load(as: UInt32.self)
      let name = Self.relativeTarget(at: record + 8)?.assumingMemoryBound(to: CChar.self)
      guard let typeName = Self.relativeTarget(at: record + 4) else {
        return Case(name: name, payloadType: nil, isUnresolved: false, isIndirect: false)
      }
      let payloadType = resolveType(mangledName: typeName.assumingMemoryBound(to: UInt8.self))
      return Case(
        name: name, payloadType: payloadType, isUnresolved: payloadType == nil,
        isIndirect: flags & 0x1 != 0)
    }
  }

  /// Resolves a mangled type name from a field record in the context of this enum (and, for a
  /// generic enum, its generic arguments), through the runtime's own resolver.
  ///
  /// NB: The name may embed symbolic references: bytes 0x01...0x17 are followed by a 4-byte
  /// relative reference, 0x18...0x1F by a pointer-sized absolute one. They are skipped when
  /// measuring the length and resolved in place by the runtime, so the name is never copied.
  private func resolveType(mangledName: UnsafePointer<UInt8>) -> TypeMetadata? {
    var length = 0
    while true {
      let byte = mangledName[length]
      if byte == 0 { break }
      switch byte {
      case 0x01...0x17: length += 1 + 4
      case 0x18...0x1F: length += 1 + TypeMetadata.wordSize
      default: length += 1
      }
    }
    let type = _getTypeByMangledNameInContext(
      mangledName, UInt(length), genericContext: pointer,
      genericArguments: isGeneric ? metadata.genericArguments : nil)
    return type.map(TypeMetadata.init)
  }

  /// Follows a 32-bit relative direct pointer; nil when the offset is 0.
  private static func relativeTarget(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = address.load(as: Int32.self)
    return offset == 0 ? nil : address + Int(offset)
  }
}
