/// The line being edited and the history behind it: a pure state machine driven by
/// ``EditorKey``s.
///
/// Up recalls the previous history entry (the line being typed is kept and comes back after the
/// newest entry on Down); a submitted line joins the history unless it is blank or repeats the
/// newest entry.
struct LineBuffer: Sendable, Equatable {
  /// What a key did.
  enum Outcome: Equatable, Sendable {
    /// The line or the cursor changed: redraw.
    case edited
    /// Nothing changed (Up with no history, Left at the start, …).
    case unchanged
    /// The line was submitted.
    case submit(String)
    /// The line was abandoned (Ctrl-C): start a new one.
    case interrupted
    /// Ctrl-D on an empty line: the end of input.
    case endOfInput
  }

  /// The line, one Unicode scalar per element.
  private(set) var text: [Unicode.Scalar] = []
  /// The cursor, between `0` and `text.count`.
  private(set) var cursor = 0
  /// Submitted lines, oldest first.
  private(set) var history: [String] = []
  /// The history entry shown, `nil` while editing a new line.
  private var historyIndex: Int?
  /// The new line being typed, kept while browsing the history.
  private var draft: [Unicode.Scalar] = []
  /// The first index of ``text`` that changed since ``markDrawn()``, `nil` when none did: what a
  /// redraw must write again (everything before it is on the screen already).
  private(set) var changedFrom: Int?

  /// The line as a string.
  var line: String { String(String.UnicodeScalarView(text)) }

  /// The most entries kept.
  static let historyLimit = 500

  /// A buffer with `history` (oldest first).
  init(history: [String] = []) {
    self.history = Array(history.suffix(Self.historyLimit))
  }

  /// Records that the text as it is now has been drawn.
  mutating func markDrawn() {
    changedFrom = nil
  }

  /// Records that the text changed from `index` on (a redraw writes it again).
  mutating func markChanged(from index: Int) {
    changedFrom = min(changedFrom ?? index, index)
  }

  /// Applies `key`.
  mutating func apply(_ key: EditorKey) -> Outcome {
    switch key {
    case .insert(let scalar):
      markChanged(from: cursor)
      text.insert(scalar, at: cursor)
      cursor += 1
      return .edited
    case .enter:
      let submitted = line
      if !submitted.allSatisfy(\.isWhitespace), history.last != submitted {
        history.append(submitted)
        if history.count > Self.historyLimit { history.removeFirst() }
      }
      reset()
      return .submit(submitted)
    case .backspace:
      guard cursor > 0 else { return .unchanged }
      cursor -= 1
      markChanged(from: cursor)
      text.remove(at: cursor)
      return .edited
    case .delete:
      guard cursor < text.count else { return .unchanged }
      markChanged(from: cursor)
      text.remove(at: cursor)
      return .edited
    case .left:
      return move(to: cursor - 1)
    case .right:
      return move(to: cursor + 1)
    case .home:
      return move(to: 0)
    case .end:
      return move(to: text.count)
    case .killToStart:
      guard cursor > 0 else { return .unchanged }
      markChanged(from: 0)
      text.removeFirst(cursor)
      cursor = 0
      return .edited
    case .killToEnd:
      guard cursor < text.count else { return .unchanged }
      markChanged(from: cursor)
      text.removeLast(text.count - cursor)
      return .edited
    case .up:
      guard !history.isEmpty else { return .unchanged }
      let index: Int
      if let historyIndex {
        guard historyIndex > 0 else { return .unchanged }
        index = historyIndex - 1
      } else {
        draft = text
        index = history.count - 1
      }
      historyIndex = index
      show(Array(history[index].unicodeScalars))
      return .edited
    case .down:
      guard let historyIndex else { return .unchanged }
      if historyIndex + 1 < history.count {
        self.historyIndex = historyIndex + 1
        show(Array(history[historyIndex + 1].unicodeScalars))
      } else {
        self.historyIndex = nil
        show(draft)
      }
      return .edited
    case .interrupt:
      reset()
      return .interrupted
    case .endOfInput:
      if text.isEmpty { return .endOfInput }
      return apply(.delete)
    }
  }

  private mutating func move(to position: Int) -> Outcome {
    let clamped = min(max(position, 0), text.count)
    guard clamped != cursor else { return .unchanged }
    cursor = clamped
    return .edited
  }

  private mutating func show(_ line: [Unicode.Scalar]) {
    var same = 0
    while same < min(text.count, line.count), text[same] == line[same] { same += 1 }
    if same < text.count || same < line.count { markChanged(from: same) }
    text = line
    cursor = line.count
  }

  private mutating func reset() {
    text = []
    cursor = 0
    historyIndex = nil
    draft = []
    changedFrom = nil
  }
}
