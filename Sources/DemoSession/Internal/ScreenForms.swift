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
    mutating func text(of tree: ViewNode) -> String {
      keep(tree)
      if let text { return text }
      let written = tree.textForm
      text = written
      return written
    }

    /// `tree`'s HTML form (``ViewNode/htmlForm``), written again only when `tree` differs from the last one asked.
    mutating func html(of tree: ViewNode) -> String {
      keep(tree)
      if let html { return html }
      let written = tree.htmlForm
      html = written
      return written
    }

    /// Forgets the forms when `tree` is not the one they were written from.
    private mutating func keep(_ tree: ViewNode) {
      guard self.tree != tree else { return }
      self.tree = tree
      text = nil
      html = nil
    }
  }
#endif
