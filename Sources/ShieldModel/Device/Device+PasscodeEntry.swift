/// The app's passcode entry, where ``SystemEvent/enterPasscode`` types: a text field whose
/// `textContentType` is `.password`, or a control with the `.keyboardKey` accessibility trait
/// (the app's own keypad).
extension Device {
  /// The passcode the model's user knows and types into the app's entry: the app under test
  /// accepts this one (a wrong one is ``wrongPasscode``).
  public static let userPasscode = "1234"
  /// The code ``SystemEvent/enterWrongPasscode`` types: the passcode's digits in another order, so
  /// every keypad that can type the passcode can type it.
  public static let wrongPasscode = "4321"

  /// The entry ``SystemEvent/enterPasscode`` types into: in the first active, uncovered scene
  /// with the app active and nothing over it, the front-most entry of its front-most visible
  /// window that has one (front-most: the window list back to front, subviews back to front),
  /// with its centre in the scene's points; `nil` when there is none.
  package func passcodeEntry() -> (scene: UIWindowScene, control: UIControl, center: CGPoint)? {
    // With no entry alive anywhere no window is walked (the generator asks every step).
    guard LiveObjects.passcodeEntries > 0, isAppActiveWithNoOverlay else { return nil }
    for scene in windowScenes where scene.isInteractive && scene.activationState == .foregroundActive {
      if systemUI.coveredSceneIdentifiers.contains(scene.identifier) { continue }
      // A passcode field with the keyboard takes the typing through the keys, drawn or not (a
      // hidden field only code focuses; keys reach the first responder, ``keyInput(in:)``).
      if let field = keyboard.firstResponder, field.isPasscodeEntry, keyInput(in: scene)?.field === field {
        return (scene, field, .zero)
      }
      for window in scene.windows.reversed() where !window.isHidden {
        if let found = Self.frontMostEntry(in: window, origin: window.frame.origin) {
          return (scene, found.control, found.center)
        }
      }
    }
    return nil
  }

  /// The front-most entry in `view`'s visible subtree; `origin` is `view`'s top-left corner in
  /// the scene's points.
  private static func frontMostEntry(in view: UIView, origin: CGPoint) -> (control: UIControl, center: CGPoint)? {
    guard !view.isHidden, view.alpha >= 0.01 else { return nil }
    for sub in view.subviews.reversed() {
      let o = CGPoint(x: origin.x + sub.frame.minX, y: origin.y + sub.frame.minY)
      if let found = frontMostEntry(in: sub, origin: o) { return found }
    }
    guard let control = view as? UIControl, control.isPasscodeEntry else { return nil }
    let size = view.bounds.size
    return (control, CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2))
  }

  /// The user touches the entry and types `code` (``userPasscode`` unless told): a field that the touch reaches is
  /// focused, filled (replacing what it held) and sent `.editingChanged`, then Return
  /// (``UITextField/pressReturn()``: the app's ``UITextFieldDelegate`` is asked, then
  /// `.editingDidEndOnExit`); a field that already has the keyboard is typed into on the
  /// keys, with no touch on the field (which its own keyboard may cover); on a keypad the user first taps the key labelled `clear`
  /// when there is one (what earlier touches typed goes: the model's user starts afresh), then,
  /// for each digit, the key beside the entry whose `accessibilityLabel` is that digit (the entry
  /// itself when no key is labelled), each tap a touch of its own. A touch that another view
  /// takes reaches that view only, and typing stops there.
  func typePasscode(into entry: UIControl, in scene: UIWindowScene, at point: CGPoint, code: String = userPasscode) {
    // The callbacks line names the event that typed.
    let event = code == Self.userPasscode ? "enterPasscode" : "enterWrongPasscode"
    if let field = entry as? UITextField {
      if keyboard.firstResponder === field, keyInput(in: scene)?.field === field {
        log("\(event) (on the keyboard)")
      } else {
        let hit = touch(scene: scene, at: point)
        guard let hit, hit === field || hit.isDescendant(of: field) else {
          log("\(event): the touch reached \(Self.touchTargetName(hit)), not the entry")
          return
        }
        log("\(event)")
      }
      // A disabled field ignores the touch (it cannot become first responder either:
      // ``UITextField/canBecomeFirstResponder``), and takes no keys.
      guard field.isEnabled else {
        log("\(event): the field is disabled")
        return
      }
      field.text = code
      field.sendActions(for: .editingChanged)
      field.pressReturn()
      return
    }
    log("\(event)")
    let keys = ["clear"] + code.map(String.init)
    for (i, label) in keys.enumerated() {
      var key = entry
      var center = point
      var found = false
      if let keypad = entry.superview {
        for sub in keypad.subviews {
          guard let control = sub as? UIControl, control.isPasscodeEntry, control.accessibilityLabel == label
          else { continue }
          found = true
          key = control
          center = CGPoint(
            x: point.x + control.frame.midX - entry.frame.midX, y: point.y + control.frame.midY - entry.frame.midY)
          break
        }
      }
      // No clear key: nothing to clear first.
      if i == 0 && !found { continue }
      let hit = touch(scene: scene, at: center)
      guard let hit, hit === key || hit.isDescendant(of: key) else {
        log("\(event): the touch reached \(Self.touchTargetName(hit)), not the key")
        return
      }
    }
  }
}
