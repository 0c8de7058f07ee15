/// The enum value witnesses of one enum type: read the case tag, strip it from the payload and
/// put it back.
///
/// Every enum's value witness table ends with three enum witnesses, right after the
/// `flags`/`extraInhabitantCount` word (word 10): `getEnumTag` (word 11),
/// `destructiveProjectEnumData` (word 12) and `destructiveInjectEnumTag` (word 13). The
/// `HasEnumWitnesses` flag (0x0020_0000) says they are present.
///
/// NB: The witnesses use the Swift calling convention. They take only pointer and 32-bit integer
/// arguments (no self, error or context register), for which the Swift convention on 64-bit
/// targets passes arguments and the result in exactly the registers of the C convention, so they
/// are called through `@convention(c)` function pointers. Targets that sign function pointers
/// (arm64e) or have 32-bit pointers are not relied on: `init?` returns nil there and extraction
/// uses its Mirror-based path instead.
@usableFromInline
struct EnumValueWitnesses: @unchecked Sendable {
  // NB: @unchecked Sendable: plain C function pointers into the immutable runtime tables.

  @usableFromInline typealias GetEnumTag =
    @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  @usableFromInline typealias DestructiveProjectEnumData =
    @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  @usableFromInline typealias DestructiveInjectEnumTag =
    @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

  /// Returns the case tag of the value at the address: payload cases first, then empty cases.
  @usableFromInline let getEnumTag: GetEnumTag
  /// Turns the value at the address into its payload, in place (the tag bits are cleared).
  @usableFromInline let destructiveProjectEnumData: DestructiveProjectEnumData
  /// Turns a payload at the address back into the enum value of the given case, in place.
  @usableFromInline let destructiveInjectEnumTag: DestructiveInjectEnumTag

  init?(of metadata: TypeMetadata) {
    #if _ptrauth(_arm64e) || !_pointerBitWidth(_64)
      return nil
    #else
      let table = metadata.valueWitnessTable
      let flagsOffset = 10 * TypeMetadata.wordSize
      let flags = table.load(fromByteOffset: flagsOffset, as: UInt32.self)
      guard flags & 0x0020_0000 != 0 else { return nil }
      let witnesses = flagsOffset + 8
      guard let tag = table.load(fromByteOffset: witnesses, as: UnsafeRawPointer?.self),
        let project = table.load(
          fromByteOffset: witnesses + TypeMetadata.wordSize, as: UnsafeRawPointer?.self),
        let inject = table.load(
          fromByteOffset: witnesses + 2 * TypeMetadata.wordSize, as: UnsafeRawPointer?.self)
      else { return nil }
      self.getEnumTag = unsafeBitCast(tag, to: GetEnumTag.self)
      self.destructiveProjectEnumData = unsafeBitCast(project, to: DestructiveProjectEnumData.self)
      self.destructiveInjectEnumTag = unsafeBitCast(inject, to: DestructiveInjectEnumTag.self)
    #endif
  }
}
