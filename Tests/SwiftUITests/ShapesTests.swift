import Foundation
import SwiftUI
import Testing

/// One speaker's slice of a ring, drawn as an arc: a custom shape, as a meeting timer draws its speakers.
private struct Slice: Shape {
  let count: Int
  let index: Int

  func path(in rect: CGRect) -> Path {
    let radius = min(rect.size.width, rect.size.height) / 2 - 10
    let center = CGPoint(x: rect.midX, y: rect.midY)
    return Path { path in
      path.addArc(center: center, radius: radius, startAngle: from, endAngle: to, clockwise: false)
    }
  }

  nonisolated private var share: Double { 360 / Double(count) }
  nonisolated private var from: Angle { Angle(degrees: share * Double(index)) }
  nonisolated private var to: Angle { Angle(degrees: from.degrees + share) }
}

/// A ring with a slice per speaker who has spoken, and who speaks now in the middle.
private struct Ring: View {
  let names: [String]
  let speaking: Int

  var body: some View {
    Circle()
      .strokeBorder(lineWidth: 20)
      .overlay {
        VStack {
          Group {
            if speaking < names.count { Text(names[speaking]) } else { Text("Nobody") }
          }
          .font(.title)
          Image(systemName: "mic").font(.largeTitle)
        }
      }
      .overlay {
        ForEach(Array(names.enumerated()), id: \.offset) { index, _ in
          if index <= speaking {
            Slice(count: names.count, index: index)
              .rotation(Angle(degrees: -90))
              .stroke(Color.blue, lineWidth: 10)
          }
        }
      }
  }
}

@MainActor @Suite struct ShapesTests {
  @Test func aCustomShapeRendersAsANodeNamedAfterItWithItsPath() {
    let host = ViewHost(Ring(names: ["Ada", "Bo", "Cy"], speaking: 1))
    host.render()
    #expect(
      host.tree.textForm == """
        shape "Circle" = "inset(10.0)" {strokeBorder(lineWidth: 20.0)}
          vstack {overlay}
            text "Bo" {font(.title)}
            image "mic" {font(.largeTitle)}
          shape "Slice" = "arc, rotation(-90°)" {stroke(.blue, lineWidth: 10.0), overlay}
          shape "Slice" = "arc, rotation(-90°)" {stroke(.blue, lineWidth: 10.0), overlay}
        """)
  }

  @Test func aPathKeepsItsDrawingCallsAndAnglesConvert() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.closeSubpath()
    #expect("\(path)" == "move, line, close")
    #expect(Angle(degrees: 180).radians == .pi)
    #expect("\(Angle(degrees: -90))" == "-90°")
    #expect(
      "\(RoundedRectangle(cornerRadius: 4).trim(from: 0, to: 0.5).path(in: .zero))" == "roundedRect"
    )
  }

  /// `.foregroundStyle(.teal)` compiles with Apple's SwiftUI (iOS 15's colors are `ShapeStyle` members too): it did
  /// not here, where `ShapeStyle` lacked teal, indigo, mint, brown and cyan.
  @Test func everySystemColorIsAShapeStyleMember() {
    let host = ViewHost(
      VStack {
        Text("a").foregroundStyle(.teal)
        Text("b").foregroundStyle(.indigo)
        Circle().fill(.mint)
        Text("c").foregroundStyle(.brown)
        Text("d").foregroundStyle(.cyan)
      })
    host.render()
    #expect(host.tree.textForm.contains("foregroundStyle(.teal)"))
    #expect(host.tree.textForm.contains(".cyan"))
  }
}
