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
/// `stateVisible` and `stateAlwaysVisible` show it at a forward navigation for a focused editor
/// (``AndroidDevice/applySoftInputMode(of:)``). Not modeled: the hides of the other states (`stateHidden`, ...), the
/// initial focus Android gives the first focusable view (only an explicit `requestFocus` focuses), and `adjustResize`
/// moving the app's views.
extension AndroidDevice {
  /// Whether the keyboard is shown.
  var isImeShown: Bool { windowManager.windows.contains { $0.kind == .ime } }

  /// The id of the keyboard's key previews over a password field (`ime/keyPreview`, ``showSoftInput(for:in:)``): the
  /// enlarged key a keyboard draws above the key the user presses. AOSP LatinIME shows it as a key goes down
  /// (`PointerTracker.onDownEvent` → `showKeyPreview`) and dismisses it as the key comes up, after
  /// `config_key_preview_linger_timeout` (70 ms, `java/res/values/config-common.xml`; read in copies in the code
  /// corpus; high for LatinIME, medium for Gboard, closed source, which behaves alike); there is no preview with
  /// nothing pressed. The model has no event that types, so the preview stands for the user's typing into the field:
  /// on the display (``keyboardEchoOnDisplay``) and in a recording, which runs while the user types, it is drawn;
  /// in a screenshot it is not, since the screenshot is taken with the user's fingers on its chord (power and volume
  /// down), the power menu's button or Recents' button, never on a key of the keyboard, and so more than 70 ms after
  /// any key came up (forty-third session; before, every screenshot over a password field's keyboard was a
  /// `capture-leak` of `ime/keyPreview`, though nothing was typed). Not modeled: the password's last character, which
  /// `PasswordTransformationMethod` shows in the app's own field for 1.5 s after it is typed while
  /// `Settings.System.TEXT_SHOW_PASSWORD` is on (`Visible`'s `postAtTime(..., uptimeMillis() + 1500)`; AOSP
  /// frameworks/base; high): it is in the app's window, under its `FLAG_SECURE`, and no event types.
  static let keyPreviewID = "keyPreview"

  /// Shows the keyboard's window, serving `field` (`nil`: a field the model does not hold, the user's tap on one of
  /// the sample app's); any dropped request of the app's is answered by it (``unansweredKeyboardRequest``).
  func showIme(serving field: EditText? = nil) {
    servedEditor = field
    droppedKeyboardRequest = nil
    guard !isImeShown else { return }
    let display = displayBounds
    let ime = Window(
      label: "ime", kind: .ime, type: WindowManager.LayoutParams.TYPE_INPUT_METHOD,
      frame: DpRect(x: 0, y: display.height - 280, width: display.width, height: 280), owner: nil,
      decorRole: .system)
    ime.decorView.setBackgroundColor(0xFF20_2124)
    windowManager.add(ime)
  }

  /// `InputMethodManager.showSoftInput(field, 0)` from the app's code in `activity`: the input method shows its
  /// keyboard only for the view it serves, the focused editor of the window that has input focus; any other call is
  /// ignored and answers `false` (AOSP `InputMethodManager.showSoftInput`: "Ignoring showSoftInput() as view=... is not
  /// served"; API 21–35; high), so app code asks from `onWindowFocusChanged(true)` or later, not in `onResume`.
  ///
  /// The keyboard is the input method's own `TYPE_INPUT_METHOD` window, in its own process: the app's `FLAG_SECURE`
  /// is per window and does not reach it, so a screenshot (API 31+) or recording of a secure activity shows the
  /// keyboard over the black app (first-hand: https://github.com/signalapp/Signal-Android/issues/4132 , API 21, the
  /// keyboard in a MediaProjection recording of a secure lock screen; https://github.com/kontalk/androidclient/issues/832 ,
  /// 2016, "the place where the app is, is just colored black but keyboard ... still visible";
  /// https://github.com/FabriBertani/Plugin.Maui.ScreenSecurity/issues/37 , 2024; medium-high). Over a password field
  /// the keyboard draws the user's key presses (the key preview popups, on by default in AOSP's LatinIME and Gboard;
  /// medium): its window then holds sensitive content, `ime/keyPreview`, drawn only while a key is pressed
  /// (``keyPreviewID``: on the display and in recordings, never in a screenshot). One vendor report disagrees (a Realme build
  /// on API 29 records black while the keyboard shows, https://github.com/Genymobile/scrcpy/issues/6255 ): the flag
  /// ``AndroidPlatformFlags/imeSecureOverSecureTarget`` (default `false`), read only here. The Recents card is
  /// unchanged: it holds the task's windows only, never the keyboard's, and a secure activity's card is the app theme.
  @discardableResult
  func showSoftInput(for field: EditText, in activity: Activity) -> Bool {
    guard self.activity === activity, screen == .app, activity.hasWindowFocus, field.isTextEditor,
      let window = field.rootView.rootWindow, window === activity.window, window.focusedView === field
    else {
      // The app's focused editor, asked for before its window has focus: the request is lost (`focus-lost`).
      if field.isTextEditor, field.rootView.rootWindow === activity.window, activity.window.focusedView === field {
        noteDroppedKeyboardRequest(for: field)
      }
      return false
    }
    showIme(serving: field)
    guard field.isPasswordField, let ime = windowManager.windows.first(where: { $0.kind == .ime }) else { return true }
    if !ime.decorView.children.contains(where: { $0.id == Self.keyPreviewID }) {
      let frame = ime.frame
      ime.decorView.addView(
        TextView(
          context: nil, id: Self.keyPreviewID, text: "•", textSize: 24, sensitive: true,
          frame: DpRect(x: 0, y: 0, width: frame.width, height: 60)))
    }
    if window.isSecure, profile.flags.imeSecureOverSecureTarget {
      ime.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
    }
    return true
  }

  /// Whether the display is at least `SCREENLAYOUT_SIZE_LARGE` (640×480 dp,
  /// https://developer.android.com/guide/topics/large-screens/support-different-screen-sizes ; high).
  private var isLargeScreen: Bool {
    let display = displayBounds
    return max(display.width, display.height) >= 640 && min(display.width, display.height) >= 480
  }

  /// The input method's answer to `window` gaining focus: the automatic show of `SOFT_INPUT_STATE_UNSPECIFIED`, and
  /// the show of `stateVisible` and `stateAlwaysVisible` at a forward navigation for a focused text editor (AOSP
  /// `InputMethodManagerService.startInputOrWindowGainedFocus`, `ImeVisibilityStateComputer.computeState` from API 34:
  /// `SOFT_INPUT_STATE_VISIBLE` shows on `SOFT_INPUT_IS_FORWARD_NAVIGATION`, `SOFT_INPUT_STATE_ALWAYS_VISIBLE` when
  /// the focus comes from another window, both only when `InputMethodUtils.isSoftInputModeStateVisibleAllowed`: for a
  /// target SDK of 28 or more, a focused view that is a text editor; https://developer.android.com/guide/topics/manifest/activity-element#wsoft :
  /// "visible when the user affirmatively navigates forward to the activity"; high). The model's
  /// `stateAlwaysVisible` shows at a forward navigation only (a model limit: not at a focus back from a dialog of
  /// another window). The forward navigation is used up by this focus.
  func applySoftInputMode(of window: Window) {
    let forward = window.isForwardNavigation
    window.isForwardNavigation = false
    typealias Params = WindowManager.LayoutParams
    let mode = window.attributes.softInputMode
    guard forward, let field = window.focusedView as? EditText, field.isTextEditor,
      field.rootView === window.decorView
    else { return }
    switch mode & Params.SOFT_INPUT_MASK_STATE {
    case Params.SOFT_INPUT_STATE_UNSPECIFIED:
      guard mode & Params.SOFT_INPUT_MASK_ADJUST == Params.SOFT_INPUT_ADJUST_RESIZE || isLargeScreen else { return }
    case Params.SOFT_INPUT_STATE_VISIBLE, Params.SOFT_INPUT_STATE_ALWAYS_VISIBLE: break
    default: return
    }
    showIme(serving: field)
  }

  /// The keyboard after a configuration change recreated the activity whose text field it served: the old window is
  /// gone, and the input method computes the keyboard's visibility anew for the new window as it gains focus (AOSP
  /// `ImeVisibilityStateComputer.computeState`, API 34; the same cases in
  /// `InputMethodManagerService.startInputOrWindowGainedFocus` before; high). A recreation is no forward navigation,
  /// so with `SOFT_INPUT_STATE_UNSPECIFIED` the keyboard stays only for a focused text editor in a window that
  /// auto-shows (`adjustResize` or a large screen), and is hidden otherwise (`HIDE_UNSPECIFIED_WINDOW`);
  /// `stateUnchanged` keeps it, `stateAlwaysHidden` hides it, `stateVisible`, `stateAlwaysVisible` and `stateHidden`
  /// keep it for a focused editor only. The editor is focused again in a views app: `PhoneWindow.saveHierarchyState`
  /// saves the focused view's id (`android:focusedViewId`) and `restoreHierarchyState` asks it for focus (AOSP; high);
  /// whether a Compose, React Native or Flutter host restores its own field's focus is the flag
  /// ``AndroidPlatformFlags/recreatedHostRestoresEditorFocus`` (default `false`), read only here.
  func settleImeAfterRecreation(of window: Window) {
    guard isImeShown else { return }
    typealias Params = WindowManager.LayoutParams
    let mode = window.attributes.softInputMode
    let autoShows = mode & Params.SOFT_INPUT_MASK_ADJUST == Params.SOFT_INPUT_ADJUST_RESIZE || isLargeScreen
    let keeps: Bool
    switch mode & Params.SOFT_INPUT_MASK_STATE {
    case Params.SOFT_INPUT_STATE_UNCHANGED: keeps = true
    case Params.SOFT_INPUT_STATE_ALWAYS_HIDDEN: keeps = false
    case Params.SOFT_INPUT_STATE_UNSPECIFIED: keeps = autoShows && editorFocusedAfterRecreation
    default: keeps = editorFocusedAfterRecreation
    }
    guard !keeps else { return }
    for ime in windowManager.windows where ime.kind == .ime { windowManager.remove(ime) }
  }

  /// Whether the recreated window has the text field focused again (see ``settleImeAfterRecreation(of:)``).
  private var editorFocusedAfterRecreation: Bool {
    profile.structure == .views || profile.flags.recreatedHostRestoresEditorFocus
  }
}
