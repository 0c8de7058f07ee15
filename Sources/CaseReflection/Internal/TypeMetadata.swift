/// A read-only view of a Swift runtime type metadata record.
///
/// Only the parts of the stable Swift ABI that enum case extraction needs are read: the metadata
/// kind (word 0), the nominal type descriptor (word 1), generic arguments of value types (from
/// word 2), tuple elements and the value witness table pointer stored in the word just before the
/// metadata address. These layouts are fixed by ABI stability (Swift 5 and later, all platforms).
///
/// NB: The pointer comes from `unsafeBitCast` of a metatype, which is exactly the runtime's
/// metadata pointer. Metadata records are immortal and immutable once published by the runtime,
/// so reading them from any thread at any time is safe.
@usableFromInline
struct TypeMetadata: Equatable, @unchecked Sendable {
  // NB: @unchecked Sendable: the pointer refers to immortal, immutable runtime metadata.

  /// The address of the metadata record.
  @usableFromInline let pointer: UnsafeRawPointer

  @inlinable
  init(_ type: any Any.Type) {
    self.pointer = unsafeBitCast(type, to: UnsafeRawPointer.self)
  }

  init(pointer: UnsafeRawPointer) {
    self.pointer = pointer
  }

  /// The type this metadata describes.
  var type: any Any.Type {
    unsafeBitCast(pointer, to: Any.Type.self)
  }

  /// The metadata kinds extraction cares about; every other kind is `other`.
  enum Kind: Equatable {
    /// A nominal `enum` (`MetadataKind::Enum`, 0x201).
    case enumeration
    /// `Optional` (`MetadataKind::Optional`, 0x202), laid out like an enum.
    case optional
    /// A tuple (`MetadataKind::Tuple`, 0x301).
    case tuple
    /// A function type (`MetadataKind::Function`, 0x302).
    case function
    /// A concrete metatype such as `Int.Type` (`MetadataKind::Metatype`, 0x304).
    case metatype
    /// Structs, classes, existentials and everything else.
    case other
  }

  /// The metadata kind.
  ///
  /// NB: Class metadata stores an isa pointer (or 0) in word 0 on some platforms; such values are
  /// never in the small range of the kinds matched here.
  var kind: Kind {
    switch pointer.load(as: UInt.self) {
    case 0x201: .enumeration
    case 0x202: .optional
    case 0x301: .tuple
    case 0x302: .function
    case 0x304: .metatype
    default: .other
    }
  }

  /// The nominal type context descriptor (enum and optional metadata only).
  var nominalDescriptor: UnsafeRawPointer? {
    pointer.load(fromByteOffset: Self.wordSize, as: UnsafeRawPointer?.self)
  }

  /// Where the generic arguments of an enum or optional start (word 2).
  var genericArguments: UnsafeRawPointer {
    pointer + 2 * Self.wordSize
  }

  /// The value witness table, stored in the word just before the metadata address.
  var valueWitnessTable: UnsafeRawPointer {
    (pointer - Self.wordSize).load(as: UnsafeRawPointer.self)
  }

  /// The size in bytes of a value of this type, read from the value witness table.
  var size: Int {
    valueWitnessTable.load(fromByteOffset: 8 * Self.wordSize, as: Int.self)
  }

  /// The alignment in bytes of a value of this type (the value witness flags' low byte is the
  /// alignment mask).
  var alignment: Int {
    let flags = valueWitnessTable.load(fromByteOffset: 10 * Self.wordSize, as: UInt32.self)
    return Int(flags & 0xFF) + 1
  }

  /// The number of elements of a tuple type (tuple metadata only).
  var tupleElementCount: Int {
    pointer.load(fromByteOffset: Self.wordSize, as: Int.self)
  }

  /// The type of the tuple element at `index` (tuple metadata only).
  ///
  /// NB: Tuple metadata is `kind, count, labels` followed by `(type, offset)` pairs of words.
  func tupleElement(at index: Int) -> TypeMetadata {
    TypeMetadata(
      pointer: pointer.load(
        fromByteOffset: (3 + 2 * index) * Self.wordSize, as: UnsafeRawPointer.self))
  }

  /// Whether a value of `other` has exactly the layout of a value of this type.
  ///
  /// True for the same type, and for tuples that differ only in their element labels: a case
  /// `row(id:action:)` stores the labeled tuple `(id: ID, action: Action)`, which is laid out like
  /// the unlabeled `(ID, Action)` its case constructor takes. A one-element tuple (the payload of
  /// `case labeled(value: Int)` is `(value: Int)`) is laid out like its element.
  @inlinable
  func isLayoutCompatible(with other: TypeMetadata) -> Bool {
    pointer == other.pointer || isStructurallyCompatible(with: other)
  }

  /// ``isLayoutCompatible(with:)`` for two distinct metadata records.
  @usableFromInline
  func isStructurallyCompatible(with other: TypeMetadata) -> Bool {
    if kind == .tuple, tupleElementCount == 1 {
      return tupleElement(at: 0).isLayoutCompatible(with: other)
    }
    if other.kind == .tuple, other.tupleElementCount == 1 {
      return isLayoutCompatible(with: other.tupleElement(at: 0))
    }
    guard kind == .tuple, other.kind == .tuple else { return false }
    let count = tupleElementCount
    guard count == other.tupleElementCount else { return false }
    for index in 0..<count
    where !tupleElement(at: index).isLayoutCompatible(with: other.tupleElement(at: index)) {
      return false
    }
    return true
  }

  /// Whether values of this type may be stored differently in a concrete enum payload than in a
  /// generic context.
  ///
  /// Swift stores function values and metatypes in their natural ("substituted") representation
  /// inside concrete aggregates: `case f(() -> Void)` holds a thick function with the concrete
  /// calling convention, `case m(Int.Type)` holds a zero-sized thin metatype. Generic code (and
  /// `Any`) expects the maximally abstracted representation, so reading such a payload as `Value`
  /// would produce a function with the wrong calling convention or a garbage metatype. The same
  /// holds for tuples and `Optional`s wrapping such types (the lowering of `Optional` keeps its
  /// payload's representation). Nominal types (structs, enums, classes) and existentials have a
  /// single representation and are never sensitive.
  var isRepresentationSensitive: Bool {
    switch kind {
    case .function, .metatype:
      return true
    case .tuple:
      for index in 0..<tupleElementCount where tupleElement(at: index).isRepresentationSensitive {
        return true
      }
      return false
    case .optional:
      return wrappedType.isRepresentationSensitive
    case .enumeration, .other:
      return false
    }
  }

  /// The `Wrapped` type of an `Optional` (optional metadata only): its first generic argument.
  var wrappedType: TypeMetadata {
    TypeMetadata(pointer: genericArguments.load(as: UnsafeRawPointer.self))
  }

  /// The size of a pointer, the unit of the metadata layouts read here.
  static var wordSize: Int { MemoryLayout<UnsafeRawPointer>.size }
}
