/// Where an ``Intent`` draws its payload from: every choice goes through ``choose(_:)``, so exploring can pick
/// at random, replay a recorded sequence, enumerate every choice (exhaustive mode) or try simpler ones
/// (shrinking: choice 0 is always the simplest).
///
/// ```swift
/// Intent("rowTapped") { state, draw in .rowTapped(id: draw.id(from: state.items.ids, absent: UUID(0))) }
/// Intent("nameChanged") { _, draw in .nameChanged(draw.text(fixtures: ["Ada"])) }
/// ```
public final class IntentDraw {
  private let chooser: (Int) -> Int
  /// The choices made so far, in order.
  public private(set) var choices: [Int] = []

  /// A draw whose choices come from `chooser` (given how many options there are, it answers an index among them).
  public init(chooser: @escaping (Int) -> Int) {
    self.chooser = chooser
  }

  /// An index in `0..<count`; 0 for `count <= 1`. Index 0 is the simplest option.
  public func choose(_ count: Int) -> Int {
    guard count > 1 else { return 0 }
    let raw = chooser(count)
    let index = raw >= 0 && raw < count ? raw : 0
    choices.append(index)
    return index
  }

  /// One of `options` (the first is the simplest); `nil` when there are none.
  public func one<T>(of options: [T]) -> T? {
    options.isEmpty ? nil : options[choose(options.count)]
  }

  /// An id from `ids` (the rows that exist), or now and then `absent`, one that does not exist.
  public func id<ID>(from ids: some Collection<ID>, absent: ID) -> ID {
    let all = Array(ids)
    // The absent id is the last option: shrinking prefers a row that exists.
    let index = choose(all.count + 1)
    return index < all.count ? all[index] : absent
  }

  /// A Boolean: `false` first.
  public func bool() -> Bool { choose(2) == 1 }

  /// A string: the `fixtures` first, then the boundary texts (``boundaryTexts``).
  public func text(fixtures: [String] = []) -> String {
    let options = fixtures + Self.boundaryTexts
    return options[choose(options.count)]
  }

  /// An integer: the `fixtures` first, then the boundary values (``boundaryIntegers``).
  public func integer(fixtures: [Int] = []) -> Int {
    let options = fixtures + Self.boundaryIntegers
    return options[choose(options.count)]
  }

  /// Texts that break layouts and parsers: empty, blank, long, right-to-left, control characters, markup.
  public static let boundaryTexts: [String] = [
    "",
    " ",
    String(repeating: "long text ", count: 40),
    "مرحبا \u{202E}reversed",
    "tab\tnew\nline\u{0}nul",
    "<b>&amp;</b> \"quoted\" 'single' \\ back",
    "👩‍👩‍👧‍👦🇫🇷 e\u{301}",
  ]

  /// Integers at the edges: 0, 1, -1, large and the extremes.
  public static let boundaryIntegers: [Int] = [0, 1, -1, 1_000_000, Int.max, Int.min]
}
