/// Shrinks a failing sequence: drops steps (halves first, then smaller chunks, then single steps), simplifies
/// payload choices toward 0, and shortens clock steps, keeping every change after which the same check still
/// fails. The result fails the same way and no single step of it can be dropped or simplified.
@MainActor
struct Shrinker {
  /// How many steps of a candidate ran before it failed the same way (the failing step included); `nil` when it
  /// did not.
  let fails: ([ExploreStep]) async -> Int?
  /// At most this many candidates are tried.
  var budget = 4_000

  func shrink(_ steps: [ExploreStep]) async -> [ExploreStep] {
    var current = steps
    var tries = 0
    func attempt(_ candidate: [ExploreStep]) async -> Bool {
      guard tries < budget else { return false }
      tries += 1
      guard let length = await fails(candidate) else { return false }
      current = Array(candidate.prefix(length))
      return true
    }
    var changed = true
    while changed, tries < budget {
      changed = false
      // Drop chunks, largest first.
      var size = max(current.count / 2, 1)
      while size >= 1, !current.isEmpty {
        var start = 0
        while start < current.count {
          var candidate = current
          candidate.removeSubrange(start..<min(start + size, current.count))
          if await attempt(candidate) { changed = true } else { start += size }
        }
        if size == 1 { break }
        size /= 2
      }
      // Simplify what is left, step by step.
      var index = 0
      while index < current.count {
        for simpler in Self.simplifications(of: current[index]) {
          var candidate = current
          candidate[index] = simpler
          if await attempt(candidate) {
            changed = true
            break
          }
        }
        index += 1
      }
    }
    return current
  }

  /// Simpler forms of `step`, simplest first.
  static func simplifications(of step: ExploreStep) -> [ExploreStep] {
    switch step {
    case let .intent(index, choices):
      var forms: [ExploreStep] = []
      for position in choices.indices where choices[position] > 0 {
        var zero = choices
        zero[position] = 0
        forms.append(.intent(index, choices: zero))
        if choices[position] > 1 {
          var lower = choices
          lower[position] -= 1
          forms.append(.intent(index, choices: lower))
        }
      }
      return forms
    case .advance(.pastSleeps): return [.advance(.little)]
    case .advance(.little), .answer, .press: return []
    }
  }
}
