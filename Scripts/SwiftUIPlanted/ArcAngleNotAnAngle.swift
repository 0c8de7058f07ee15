// Planted: a custom shape's arc given degrees as a Double (SwiftUI's `Path.addArc` takes `Angle`s).
import SwiftUI

struct ArcAngleNotAnAngle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.addArc(
        center: CGPoint(x: rect.midX, y: rect.midY), radius: 10, startAngle: 0, endAngle: 90,
        clockwise: false)
    }
  }
}
