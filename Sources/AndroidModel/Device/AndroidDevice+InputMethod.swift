/// The soft keyboard (IME): a `TYPE_INPUT_METHOD` window above every application window (AOSP
/// `getWindowLayerFromTypeLw`: IME 15, above the overlay's 12; high), 280 dp at the bottom of the display (unsourced:
/// a phone keyboard; it takes the touches in its frame, whatever the app drew below it), shown by the user
/// (``AndroidEvent/showWindow(_:)``: the user taps a text field) or by the input method service when a window gains
/// focus.
///
/// The automatic show (AOSP `InputMethodManagerService.startInputOrWindowGainedFocus`, API 21–35 in substance; high):
/// with `SOFT_INPUT_STATE_UNSPECIFIED` the keyboard is shown when the focused view is a text editor, the window
/// navigates forward (the activity started or brought to the front: `SOFT_INPUT_IS_FORWARD_NAVIGATION`, not a return
/// by Back) and either the window resizes for the IME (`adjustResize`) or the screen is at least large (640×480 dp,
/// `Configuration.SCREENLAYOUT_SIZE_LARGE`). `setShowSoftInputOnFocus(false)` does not take part: the service asks
/// the view only whether it is a text editor (`onCheckIsTextEditor`), so a display-only PIN field is `TYPE_NULL`.
/// Not modeled: the other states (`stateVisible`, `stateHidden`, ...), the hides, the initial focus Android gives the
/// first focusable view (only an explicit `requestFocus` focuses), and `adjustResize` moving the app's views.
extension AndroidDevice {
  /// Whether the keyboard is shown.
  var isImeShown: Bool { windowManager.windows.contains { $0.kind == .ime } }

  /// Shows the keyboard's window.
  func showIme() {
    guard !isImeShown else { return }
    let display = displayBounds
    let ime = Window(
      label: "ime", kind: .ime, type: WindowManager.LayoutParams.TYPE_INPUT_METHOD,
      frame: DpRect(x: 0, y: display.height - 280, width: display.width, height: 280), owner: nil,
      decorRole: .system)
    ime.decorView.setBackgroundColor(0xFF20_2124)
    windowManager.add(ime)
  }

  /// Whether the display is at least `SCREENLAYOUT_SIZE_LARGE` (640×480 dp,
  /// https://developer.android.com/guide/topics/large-screens/support-different-screen-sizes ; high).
  private var isLargeScreen: Bool {
    let display = displayBounds
    return max(display.width, display.height) >= 640 && min(display.width, display.height) >= 480
  }

  /// The input method's answer to `window` gaining focus: the automatic show of `SOFT_INPUT_STATE_UNSPECIFIED`; the
  /// forward navigation is used up by this focus.
  func applySoftInputMode(of window: Window) {
    let forward = window.isForwardNavigation
    window.isForwardNavigation = false
    typealias Params = WindowManager.LayoutParams
    let mode = window.attributes.softInputMode
    guard forward, mode & Params.SOFT_INPUT_MASK_STATE == Params.SOFT_INPUT_STATE_UNSPECIFIED,
      let field = window.focusedView as? EditText, field.isTextEditor, field.rootView === window.decorView,
      mode & Params.SOFT_INPUT_MASK_ADJUST == Params.SOFT_INPUT_ADJUST_RESIZE || isLargeScreen
    else { return }
    showIme()
  }
}
