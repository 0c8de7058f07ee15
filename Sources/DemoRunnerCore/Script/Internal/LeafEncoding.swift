/// A container that stores each scalar it encodes as one leaf (``put(_:)``): the unkeyed and the
/// single-value containers of ``LiteralEncoderImpl``, which differ only in where a leaf goes.
/// Their scalar `encode` methods are these, once.
protocol LeafEncoding {
  /// Stores one encoded scalar.
  func put(_ kind: ActionLiteral.Kind)
}

extension LeafEncoding {
  func encodeNil() { put(.nil) }
  func encode(_ value: Bool) { put(.bool(value)) }
  func encode(_ value: String) { put(.string(value)) }
  func encode(_ value: Double) { put(EncodedLeaf.double(value)) }
  func encode(_ value: Float) { put(EncodedLeaf.float(value)) }
  func encode(_ value: Int) { put(EncodedLeaf.integer(value)) }
  func encode(_ value: Int8) { put(EncodedLeaf.integer(value)) }
  func encode(_ value: Int16) { put(EncodedLeaf.integer(value)) }
  func encode(_ value: Int32) { put(EncodedLeaf.integer(value)) }
  func encode(_ value: Int64) { put(EncodedLeaf.integer(value)) }
  func encode(_ value: UInt) { put(EncodedLeaf.integer(value)) }
  func encode(_ value: UInt8) { put(EncodedLeaf.integer(value)) }
  func encode(_ value: UInt16) { put(EncodedLeaf.integer(value)) }
  func encode(_ value: UInt32) { put(EncodedLeaf.integer(value)) }
  func encode(_ value: UInt64) { put(EncodedLeaf.integer(value)) }
}
