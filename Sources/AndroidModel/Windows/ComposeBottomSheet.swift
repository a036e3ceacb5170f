/// A Material 3 `ModalBottomSheet` (androidx.compose.material3): from material3 1.3 its content is in a
/// `ComponentDialog` of its own (`ModalBottomSheetDialogWrapper`, "Fork of androidx.compose.ui.window.DialogWrapper")
/// whose window spans the parent (`setLayout(MATCH_PARENT, MATCH_PARENT)`), the sheet drawn at its bottom over a scrim.
/// It sets the window's `FLAG_SECURE` from `ModalBottomSheetProperties.securePolicy` (default `Inherit`) in
/// `updateParameters`, at creation and in each `SideEffect` of the caller's composition: `Inherit` copies the flag of
/// the window the composition is in then (`composeView.isFlagSecureEnabled()`), as Compose's `Dialog` does
/// (androidx `compose/material3/material3/src/androidMain/.../ModalBottomSheet.android.kt`, `setSecurePolicy`; read
/// this session; material3 1.3+; high). The model copies the flag once, at the sheet's creation, as for Compose
/// dialogs (no recomposition is an event). Material3 1.1 drew the sheet in a panel window
/// (`TYPE_APPLICATION_PANEL`, `ModalBottomSheetWindow`) whose parameters set no `FLAG_SECURE` and had no policy
/// (read in a copy of that file in the code corpus; the version boundary: medium): such a sheet is
/// `composeBottomSheet(secureOff)` for captures, not modeled as a panel.
enum ComposeBottomSheet {
  /// The sheet's dialog over `activity` under `policy`, full screen, its flag set as material3 sets it.
  static func dialog(over activity: Activity, policy: SecureFlagPolicy) -> Dialog {
    let sheet = Dialog(
      activity: activity, kind: .composeBottomSheet(policy), text: "Send 250.00 EUR to DE89 3704 0044 · PIN 4821")
    sheet.window.frame = activity.device.displayBounds
    let flag = WindowManager.LayoutParams.FLAG_SECURE
    sheet.window.setFlags(policy.appliesSecureFlag(parentIsSecure: activity.window.isSecure) ? flag : 0, flag)
    return sheet
  }
}
