/// The object a text field asks about editing (UIKit's `UITextFieldDelegate`): in the model, only
/// what the Return key does.
///
/// Return resigns nothing by itself. The field asks ``textFieldShouldReturn(_:)`` whenever the
/// user taps Return, and the keyboard goes down only when the app's code resigns the field there
/// (or elsewhere): "if you want to dismiss the keyboard when the user taps the return button,
/// your implementation can call the `resignFirstResponder()` method" (Apple,
/// "textFieldShouldReturn(_:)",
/// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:) ;
/// iOS 2+; high), and apps that do not see the keyboard stay up
/// (https://github.com/adafruit/bluefruit_le_connect/issues/31 , first-hand; high). So a lock
/// whose field resigns at Return leaves the user a field without its keyboard after an entry it
/// rejects (https://github.com/LedgerHQ/ledger-live-mobile/pull/588 ): a visible field takes a tap
/// and the keyboard again; a hidden one no tap reaches cannot (`unlock-blocked`,
/// ``Device/blockedLockEntry()``).
@preconcurrency @MainActor public protocol UITextFieldDelegate: AnyObject {
  /// Asked when the user taps Return in `textField`; `false` keeps the field's default behaviour
  /// for Return (its `.editingDidEndOnExit` actions) from running.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Processes Return (UIKit's default for a delegate that does not implement the method).
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

extension UITextField {
  /// The user taps Return: the field asks its ``delegate`` (the app's code, which may resign it),
  /// then, unless the delegate answered `false`, sends its `.editingDidEndOnExit` actions
  /// (Apple: `true` "if the text field should implement its default behavior for the return
  /// button"; which behaviour `false` skips is the model's reading of that sentence, medium). The
  /// field keeps first responder unless code resigns it.
  package func pressReturn() {
    if let delegate, !delegate.textFieldShouldReturn(self) { return }
    sendActions(for: .editingDidEndOnExit)
  }
}
