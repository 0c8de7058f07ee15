// doc: https://developer.apple.com/documentation/swiftui/toggle.md
@MainActor @preconcurrency public struct Toggle<Label> where Label: View {
  let isOn: Binding<Bool>
  let label: Label

  // doc: https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:).md
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
}
extension Toggle where Label == Text {
  // doc: https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-8qx3l.md
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }
  // doc: https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-3rxaz.md
  @_disfavoredOverload public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
    self.init(isOn: isOn) { Text(title) }
  }
}
extension Toggle: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    let isOn = self.isOn
    return context.control(
      .toggle, label: label, value: context.tracked { isOn.wrappedValue } ? "on" : "off",
      actions: [.toggle], handlers: NodeHandlers(setBool: { isOn.wrappedValue = $0 }))
  }
}

// doc: https://developer.apple.com/documentation/swiftui/stepper.md
@MainActor @preconcurrency public struct Stepper<Label> where Label: View {
  let label: Label
  let value: String?
  let step: @MainActor (Int) -> Void
}
extension Stepper {
  // doc: https://developer.apple.com/documentation/swiftui/stepper/init(value:in:step:label:oneditingchanged:).md
  public init<V>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: Strideable {
    // NB: the bounds and the step are values read on the main actor by the host.
    nonisolated(unsafe) let bounds = bounds
    nonisolated(unsafe) let stride = step
    self.init(label: label(), value: "\(value.wrappedValue)") { direction in
      let next =
        direction > 0
        ? value.wrappedValue.advanced(by: stride) : value.wrappedValue.advanced(by: -stride)
      value.wrappedValue = min(max(next, bounds.lowerBound), bounds.upperBound)
    }
  }

  // doc: https://developer.apple.com/documentation/swiftui/stepper/init(onincrement:ondecrement:oneditingchanged:label:).md
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    // NB: called by the host on the main actor only.
    nonisolated(unsafe) let onIncrement = onIncrement
    nonisolated(unsafe) let onDecrement = onDecrement
    self.init(label: label(), value: nil) { direction in
      if direction > 0 { onIncrement?() } else { onDecrement?() }
    }
  }
}
extension Stepper where Label == Text {
  // doc: https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)-5b3ql.md
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: Strideable {
    self.init(
      value: value, in: bounds, step: step, label: { Text(titleKey) },
      onEditingChanged: onEditingChanged)
  }
}
extension Stepper: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    context.control(
      .stepper, label: label, value: value, actions: [.increment, .decrement],
      handlers: NodeHandlers(step: step))
  }
}

// doc: https://developer.apple.com/documentation/swiftui/slider.md
@MainActor @preconcurrency public struct Slider<Label, ValueLabel>
where Label: View, ValueLabel: View {
  let label: Label
  let value: Double
  let set: @MainActor (Double) -> Void
}
extension Slider where ValueLabel == EmptyView {
  // doc: https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:label:oneditingchanged:).md
  public init<V>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    // NB: the bounds are a value read on the main actor by the host.
    nonisolated(unsafe) let bounds = bounds
    self.init(label: label(), value: Double(value.wrappedValue)) { newValue in
      value.wrappedValue = min(max(V(newValue), bounds.lowerBound), bounds.upperBound)
    }
  }

  // doc: https://developer.apple.com/documentation/swiftui/slider/init(value:in:oneditingchanged:).md
  public init<V>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint, Label == EmptyView {
    self.init(
      value: value, in: bounds, step: 0.01, label: { EmptyView() },
      onEditingChanged: onEditingChanged)
  }
}
extension Slider: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    context.control(
      .slider, label: label, value: "\(value)", actions: [.setValue],
      handlers: NodeHandlers(setValue: set))
  }
}
