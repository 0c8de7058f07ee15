#if os(Linux)
  import SwiftUI

  /// A rendered tree's text and HTML forms, each written once per tree. A storyboard asks for the screen's HTML form
  /// after every step of a script, and most steps (an expectation, a send the screen does not show) leave the tree
  /// as it was: comparing two trees is much cheaper than writing a form again.
  struct ScreenForms {
    /// The tree the forms below were written from.
    private var tree: ViewNode?
    private var text: String?
    private var html: String?

    /// `tree`'s text form (``ViewNode/textForm``), written again only when `tree` differs from the last one asked.
    mutating func text(of tree: ViewNode) -> String { form(\.text, of: tree) { $0.textForm } }

    /// `tree`'s HTML form (``ViewNode/htmlForm``), written again only when `tree` differs from the last one asked.
    mutating func html(of tree: ViewNode) -> String { form(\.html, of: tree) { $0.htmlForm } }

    /// The form kept at `slot` when it was written from `tree`; else `write(tree)`, kept there. A new tree forgets
    /// both forms.
    private mutating func form(
      _ slot: WritableKeyPath<Self, String?>, of tree: ViewNode, write: (ViewNode) -> String
    ) -> String {
      if self.tree != tree {
        self.tree = tree
        text = nil
        html = nil
      }
      if let kept = self[keyPath: slot] { return kept }
      let written = write(tree)
      self[keyPath: slot] = written
      return written
    }
  }
#endif
