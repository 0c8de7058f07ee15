public import Foundation

#if !canImport(CoreGraphics)
  // doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform.md
  /// CoreGraphics' affine transform, which `Path`'s drawing calls take: Linux's Foundation has no CoreGraphics, and
  /// a render has no pixels, so only its matrix is kept (the drawing calls record their elements untransformed).
  public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    // doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:).md
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }
    // doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity.md
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }
#endif
