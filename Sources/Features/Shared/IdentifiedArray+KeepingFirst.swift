import Reducer

extension IdentifiedArray where Element: Identifiable, Element.ID == ID {
  /// The elements in order, keeping the first of any repeated id: for data from outside, where a repeated id must
  /// not trap (`init(uniqueElements:)` treats one as a programmer error).
  init(keepingFirstOf elements: [Element]) {
    self.init()
    for element in elements { append(element) }
  }
}
