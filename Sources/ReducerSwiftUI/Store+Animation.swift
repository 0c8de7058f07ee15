public import ReducerCore
public import ReducerNavigation
public import SwiftUI

extension Store {
  /// Sends `action` inside `withAnimation(animation)`: TCA's `store.send(_:animation:)`.
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask {
    withAnimation(animation) { send(action) }
  }
}

extension Send {
  /// Sends `action` from an effect; the animation is SwiftUI's business (on Linux a render has no time axis):
  /// TCA's `await send(_:animation:)`.
  public func callAsFunction(_ action: Action, animation: Animation?) async {
    await self(action)
  }
}

/// What a `ButtonState` does, as TCA spells it: `.send(action, animation:)`.
public struct ButtonStateAction<Action> {
  let action: Action?

  /// Sends `action` when tapped (the animation is accepted; the alert's state is data).
  public static func send(_ action: Action?, animation: Animation? = nil) -> Self {
    Self(action: action)
  }
}

extension ButtonState {
  /// A button whose action is written as TCA writes it: `ButtonState(action: .send(.delete, animation: .default))`.
  public init(
    role: ButtonStateRole? = nil, action: ButtonStateAction<Action>, label: () -> TextState
  ) {
    self.init(role: role, action: action.action, label: label)
  }
}
