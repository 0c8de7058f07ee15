/// Which presentation a presentation modifier shows, as the host compares it from one render to the next: the
/// identity of what is presented (`true` for a flag, the item's `id` for an item), or nil while nothing is.
struct PresentationIdentity: Equatable {
  let identity: AnyHashable?

  /// A watch that runs `onDismiss` after a render in which the presentation that was up is gone: nothing presented
  /// any more, or something of another identity presented instead. Going from nothing to something runs nothing, and
  /// so does a render that shows the same presentation again.
  @MainActor static func watch(_ identity: AnyHashable?, onDismiss: @escaping @MainActor () -> Void)
    -> ChangeWatch
  {
    let now = PresentationIdentity(identity: identity)
    return ChangeWatch(
      value: now, initial: false,
      differs: { old in (old as? PresentationIdentity) != now },
      action: { old in
        if (old as? PresentationIdentity)?.identity != nil { onDismiss() }
      })
  }
}
