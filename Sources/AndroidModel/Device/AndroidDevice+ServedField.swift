/// The text field the keyboard serves, and a request for the keyboard the input method dropped.
///
/// The keyboard (`TYPE_INPUT_METHOD`, ``AndroidDevice/showIme(serving:)``) is the system's window: it draws keys, and
/// over a password field the key previews of what the user types there (`ime/keyPreview`), no content of the app's.
/// What it serves is the focused editor of the window that has input focus (AOSP `InputMethodManager`'s served view;
/// https://developer.android.com/reference/android/view/inputmethod/InputMethodManager#showSoftInput(android.view.View,%20int) :
/// the view "is only considered focused here if both it itself has View#isFocused view focus, and its containing
/// window has View#hasWindowFocus window focus. Otherwise the call fails and returns false"; API 21–35; high). So the
/// key previews are the user's typing into that field: when the field is in sight on the display (drawn, no opaque
/// view or window of the app's over it), it is the screen the user sees, and on a locked app it is the lock's own entry
/// (its passcode field); when the lock covers the field, the keys type into the app's hidden content.
extension AndroidDevice {
  /// Whether the keyboard serves a text field the user sees on the display: the editor it was shown for is still its
  /// window's focused view, in a window on the display, drawn and not covered by an opaque view or window of the
  /// app's (the keyboard itself aside: it lies over its own field's window by design).
  var keyboardServesFieldInSight: Bool {
    guard isImeShown, let field = servedEditor else { return false }
    return isFieldInSight(field)
  }

  /// Whether `field` is its window's focused view, drawn on the display and not under an opaque primitive of a window
  /// other than the keyboard's (nor, `ignoringSampleAppWindows`, one of the stand-in app's:
  /// ``sampleAppWindowHidingKeyboardField``).
  func isFieldInSight(_ field: EditText, ignoringSampleAppWindows: Bool = false) -> Bool {
    guard let window = field.rootView.rootWindow, window.focusedView === field else { return false }
    var below: [Window] = []
    for shown in visibleWindows where shown.kind != .ime {
      if ignoringSampleAppWindows, shown.isSampleAppWindow { continue }
      below.append(shown)
    }
    guard below.contains(where: { $0 === window }) else { return false }
    let prims = primitives(of: below, purpose: .display)
    let id = ObjectIdentifier(field)
    guard let index = prims.firstIndex(where: { $0.viewID == id }) else { return false }
    return prims[index].alpha >= 0.05 && !isOccluded(index, in: prims)
  }

  /// The top window of the stand-in app's (``Window/isSampleAppWindow``: the sample app's dialog or popup) on the
  /// display when such windows alone hide the field the keyboard serves: without them the field is in sight and the
  /// keyboard's key previews are its echo (``keyboardEcho(among:in:)``), the lock's own entry over the lock's field.
  /// `nil` otherwise. A `lock-bypass` that names the key previews then owes its finding to the stand-in's window, and
  /// the reports say so (docs/app-logic.md, "The sample app's own windows and presentations").
  public var sampleAppWindowHidingKeyboardField: Window? {
    guard isImeShown, let field = servedEditor, !isFieldInSight(field),
      isFieldInSight(field, ignoringSampleAppWindows: true)
    else { return nil }
    return visibleWindows.last { $0.isSampleAppWindow }
  }

  /// The keyboard's own sensitive views among `legible` (its key previews) while it serves a field in sight
  /// (``keyboardServesFieldInSight``): the user's typing into the field on screen, not the app's content. Empty
  /// otherwise.
  func keyboardEcho(among legible: [String], in prims: [Primitive]) -> [String] {
    guard !legible.isEmpty, keyboardServesFieldInSight else { return [] }
    var names: [String] = []
    for prim in prims where prim.isInputMethod { names.append(prim.name) }
    return legible.filter { names.contains($0) }
  }

  /// ``legibleSensitiveOnDisplay``'s views that are the keyboard's key previews over a field in sight (``keyboardEcho
  /// (among:in:)``): `lock-bypass` counts them as the lock's own entry when the field is the lock's, and nothing else
  /// reads them so.
  public var keyboardEchoOnDisplay: [String] {
    guard isImeShown else { return [] }
    let prims = displayPrimitives()
    return keyboardEcho(among: legibleSensitive(in: prims), in: prims)
  }

  /// Records the app's `showSoftInput` for `field` that the input method ignored because the field's window had no
  /// input focus yet (the call came from `onCreate`, `onStart` or `onResume`, or the window was covered), naming the
  /// app's callback it came from: the last callback in ``lifecycleLog`` (`onResume`), past the notes of app code's
  /// own lines logged since.
  func noteDroppedKeyboardRequest(for field: EditText) {
    let callback = lifecycleLog.last { $0.hasPrefix("on") } ?? "app code"
    droppedKeyboardRequest = DroppedKeyboardRequest(field: field, callback: callback)
  }

  /// The app's request for the keyboard that the input method dropped and nothing answered since, as it stands now:
  /// the field is still the focused view of the activity in front, whose window has input focus, the field is in
  /// sight, no keyboard shows, and the app is resumed and idle. `nil` otherwise, and once a keyboard showed since
  /// (the app's later `showSoftInput`, the input method's own show, the user's tap on a field): a keyboard the user
  /// then hid (Back) is the user's choice. The `focus-lost` check reads it.
  public var unansweredKeyboardRequest: (field: String, callback: String)? {
    guard let request = droppedKeyboardRequest, let field = request.field, !isImeShown, isResumedOnScreenAndIdle,
      let activity, activity.hasWindowFocus, field.rootView.rootWindow === activity.window, isFieldInSight(field)
    else { return nil }
    return (field.id ?? "field", request.callback)
  }
}

/// A `showSoftInput` the input method ignored: the field it named (held weakly: it goes with its activity) and the
/// app's callback that made it.
struct DroppedKeyboardRequest {
  /// The field the app asked the keyboard for.
  weak var field: EditText?
  /// The callback the request came from, as the lifecycle log names it (`onResume`).
  let callback: String
}
