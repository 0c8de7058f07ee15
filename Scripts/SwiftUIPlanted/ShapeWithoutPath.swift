// Planted: a custom shape that does not draw a path (`Shape` requires `path(in:)`).
import SwiftUI

struct ShapeWithoutPath: Shape {
  let corners: Int
}
