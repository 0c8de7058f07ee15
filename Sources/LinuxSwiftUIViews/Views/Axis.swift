// doc: https://developer.apple.com/documentation/swiftui/axis.md
public enum Axis: Int8, CaseIterable, Sendable, Hashable {
  case horizontal, vertical
}
