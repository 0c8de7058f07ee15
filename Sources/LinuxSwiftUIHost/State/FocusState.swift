// doc: https://developer.apple.com/documentation/swiftui/focusstate.md
@propertyWrapper public struct FocusState<Value>: DynamicProperty where Value: Hashable {
  let link: StateLink<Value>

  // doc: https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue.md
  public var wrappedValue: Value {
    get { link.location.value }
    nonmutating set { link.location.value = newValue }
  }

  // doc: https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue.md
  public var projectedValue: FocusState<Value>.Binding { Binding(link: link) }

  // doc: https://developer.apple.com/documentation/swiftui/focusstate/init().md
  public init() where Value == Bool { link = StateLink(false) }

  // doc: https://developer.apple.com/documentation/swiftui/focusstate/init()-4pn2k.md
  public init<T>() where Value == T?, T: Hashable { link = StateLink(nil) }

  // doc: https://developer.apple.com/documentation/swiftui/focusstate/binding.md
  @propertyWrapper public struct Binding {
    let link: StateLink<Value>
    // doc: https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue.md
    public var wrappedValue: Value {
      get { link.location.value }
      nonmutating set { link.location.value = newValue }
    }
    // doc: https://developer.apple.com/documentation/swiftui/focusstate/binding/projectedvalue.md
    public var projectedValue: FocusState<Value>.Binding { self }
  }
}

extension FocusState: HostLinkedProperty {
  func link(_ host: HostLink) { link.link(host) }
}

// NB: read and written on the main actor only (`assumeIsolated` checks it).
extension FocusState: @unchecked Sendable where Value: Sendable {}
// NB: as `FocusState`.
extension FocusState.Binding: @unchecked Sendable where Value: Sendable {}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/focused(_:equals:).md
  public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View
  where Value: Hashable {
    modifier(
      FocusModifier(
        isFocused: { binding.wrappedValue == value }, focus: { binding.wrappedValue = value }))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/focused(_:).md
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(
      FocusModifier(isFocused: { condition.wrappedValue }, focus: { condition.wrappedValue = true })
    )
  }
}

/// Marks the focused control (`focused` trait) and focuses it when the user types into it.
struct FocusModifier: PrimitiveModifier {
  let isFocused: @MainActor () -> Bool
  let focus: @MainActor () -> Void

  package func render(content: [ViewNode], in context: RenderContext) -> [ViewNode] {
    let focused = context.tracked(isFocused)
    return content.map { node in
      var node = node
      if focused { node.isSelected = true }
      let focus = self.focus
      if var handlers = context.host.pass.handlers[node.id], let setText = handlers.setText {
        handlers.setText = { text in
          focus()
          setText(text)
        }
        context.host.setHandlers(handlers, for: node.id)
      }
      return node
    }
  }
}
