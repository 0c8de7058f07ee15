public import SwiftUI
public import ReducerNavigation

extension Text {
  /// Text showing a `TextState`, as it is (no localization): `Text(alert.title)`.
  public init(_ state: TextState) {
    self.init(verbatim: state.string)
  }
}
