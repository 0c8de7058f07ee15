import Reducer
import ReducerTesting
import Testing

// TCA's `01-GettingStarted-AlertsAndConfirmationDialogs` and its tests, ported with the same assertions. The
// alert and the dialog are two `@Presents` values with no reducer of their own; after any button action the
// presentation `ifLet` clears the one that was tapped. One TCA assertion does not hold yet (see `alert()`).

extension CaseStudies {
  struct AlertAndConfirmationDialog: Reducer {
    struct State: Equatable, Sendable {
      @Presents var alert: AlertState<Action.Alert>?
      @Presents var confirmationDialog: ConfirmationDialogState<Action.ConfirmationDialog>?
      var count = 0
    }

    enum Action: Equatable, Sendable {
      case alert(PresentationAction<Alert>)
      case alertButtonTapped
      case confirmationDialog(PresentationAction<ConfirmationDialog>)
      case confirmationDialogButtonTapped

      enum Alert: Equatable, Sendable {
        case incrementButtonTapped
      }
      enum ConfirmationDialog: Equatable, Sendable {
        case incrementButtonTapped
        case decrementButtonTapped
      }
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .alert(.presented(.incrementButtonTapped)),
          .confirmationDialog(.presented(.incrementButtonTapped)):
          state.alert = AlertState { TextState("Incremented!") }
          state.count += 1
          return .none

        case .alert:
          return .none

        case .alertButtonTapped:
          state.alert = AlertState {
            TextState("Alert!")
          } actions: {
            ButtonState(role: .cancel) {
              TextState("Cancel")
            }
            ButtonState(action: .incrementButtonTapped) {
              TextState("Increment")
            }
          } message: {
            TextState("This is an alert")
          }
          return .none

        case .confirmationDialog(.presented(.decrementButtonTapped)):
          state.alert = AlertState { TextState("Decremented!") }
          state.count -= 1
          return .none

        case .confirmationDialog:
          return .none

        case .confirmationDialogButtonTapped:
          state.confirmationDialog = ConfirmationDialogState {
            TextState("Confirmation dialog")
          } actions: {
            ButtonState(role: .cancel) {
              TextState("Cancel")
            }
            ButtonState(action: .incrementButtonTapped) {
              TextState("Increment")
            }
            ButtonState(action: .decrementButtonTapped) {
              TextState("Decrement")
            }
          } message: {
            TextState("This is a confirmation dialog.")
          }
          return .none
        }
      }
      .ifLet(\.$alert, action: Action.alert)
      .ifLet(\.$confirmationDialog, action: Action.confirmationDialog)
    }
  }

  // TCA: SwiftUICaseStudiesTests/01-GettingStarted-AlertsAndConfirmationDialogsTests.swift.
  @MainActor
  @Suite struct AlertsAndConfirmationDialogsTests {
    @Test func alert() async {
      let store = TestStore(initialState: AlertAndConfirmationDialog.State()) {
        AlertAndConfirmationDialog()
      }

      await store.send(.alertButtonTapped) {
        $0.alert = AlertState {
          TextState("Alert!")
        } actions: {
          ButtonState(role: .cancel) {
            TextState("Cancel")
          }
          ButtonState(action: .incrementButtonTapped) {
            TextState("Increment")
          }
        } message: {
          TextState("This is an alert")
        }
      }
      // An alert clears itself after its button's action *before* the parent runs, so the "Incremented!" alert
      // the parent presents in answer survives (TCA tells the two apart by a fresh id per `AlertState`).
      // TCA: `send(\.alert.incrementButtonTapped)`.
      await store.send(.alert(.presented(.incrementButtonTapped))) {
        $0.alert = AlertState { TextState("Incremented!") }
        $0.count = 1
      }
      // TCA: `send(\.alert.dismiss)`.
      await store.send(.alert(.dismiss)) {
        $0.alert = nil
      }
    }

    @Test func confirmationDialog() async {
      let store = TestStore(initialState: AlertAndConfirmationDialog.State()) {
        AlertAndConfirmationDialog()
      }

      await store.send(.confirmationDialogButtonTapped) {
        $0.confirmationDialog = ConfirmationDialogState {
          TextState("Confirmation dialog")
        } actions: {
          ButtonState(role: .cancel) {
            TextState("Cancel")
          }
          ButtonState(action: .incrementButtonTapped) {
            TextState("Increment")
          }
          ButtonState(action: .decrementButtonTapped) {
            TextState("Decrement")
          }
        } message: {
          TextState("This is a confirmation dialog.")
        }
      }
      // TCA: `send(\.confirmationDialog.incrementButtonTapped)`.
      await store.send(.confirmationDialog(.presented(.incrementButtonTapped))) {
        $0.alert = AlertState { TextState("Incremented!") }
        $0.confirmationDialog = nil
        $0.count = 1
      }
    }
  }
}
