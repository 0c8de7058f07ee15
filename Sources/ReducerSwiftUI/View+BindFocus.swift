public import SwiftUI

extension View {
  /// Keeps a model's value (a store's `focus` field, through `$store.focus`) and a view's `@FocusState` in step: the
  /// focus takes the model's value when the view appears and whenever the model changes; the model takes the focus's
  /// whenever the user moves it. TCA's `.bind(_:to:)`.
  ///
  /// ```swift
  /// .bind($store.focus, to: $focus)
  /// ```
  public func bind<Value: Hashable>(_ model: Binding<Value>, to focus: FocusState<Value>.Binding)
    -> some View
  {
    self
      .onAppear { focus.wrappedValue = model.wrappedValue }
      .onChange(of: model.wrappedValue) { _, newValue in
        if focus.wrappedValue != newValue { focus.wrappedValue = newValue }
      }
      .onChange(of: focus.wrappedValue) { _, newValue in
        if model.wrappedValue != newValue { model.wrappedValue = newValue }
      }
  }
}
