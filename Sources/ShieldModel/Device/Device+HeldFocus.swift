/// The user's typing context while a modal presentation is up, and after its dismissal (B2 in
/// docs/model-behaviours.md, ``PlatformFlags/presentationTakesFirstResponder``): a presented
/// controller takes the first responder from the field below it and UIKit gives it back when the
/// presentation is dismissed, so the field is still the user's focus while the presentation holds
/// it. The give-back is UIKit's: the native alert controller "hides and restores" the keyboard
/// (https://github.com/dinhquan/SwiftAlertView/pull/6 ), after a `UIAlertController` is dismissed
/// "the text view becomes first responder again and the keyboard shows up" (iOS 9.3,
/// https://github.com/slackhq/SlackTextViewController/issues/502 ), a `UIAlertView`'s dismissal
/// hides the keyboard then shows it on the same text view (iOS 7,
/// https://github.com/aerych/responder-test ), a message in a window of its own resigns the field
/// and it becomes first responder again when the message goes
/// (https://github.com/SwiftKickMobile/SwiftMessages/issues/83 ); iOS 7+; medium-high: first-hand,
/// four projects, no Apple page. What `focus-lost` asks (its rule: `FocusLostCheck`).
extension Device {
  /// Whether this device's presentations in `scene` account for a first responder differing from
  /// `responder` (another device's ``Focus/firstResponder`` name): this device's first responder
  /// there is none or a field of a presented controller (an alert's text field, a presented
  /// screen's own field, a presented lock's), and `responder` is none or names the field a
  /// presented controller up in `scene` took and gives back at its dismissal.
  package func presentationHoldsFocus(named responder: String, in scene: UIWindowScene) -> Bool {
    // Nothing presented anywhere: nothing is held.
    guard LiveObjects.presentingControllers > 0 else { return false }
    var current = keyboard.firstResponder
    if current?.window?.windowScene !== scene { current = nil }
    var holds = responder == "none"
    var currentIsPresented = false
    for window in scene.windows {
      var controller = window.rootViewController
      while let presented = controller?.presentedViewController {
        if !holds, let field = presented.responderBeforePresentation, field.window?.windowScene === scene,
          (field.accessibilityIdentifier ?? "<UITextField>") == responder
        {
          holds = true
        }
        if let current, let view = presented.viewIfLoaded, current.isDescendant(of: view) { currentIsPresented = true }
        controller = presented
      }
    }
    return holds && (current == nil || currentIsPresented)
  }

  /// Whether this device's first responder in `scene` is the field a dismissal gave back (UIKit's
  /// give-back above), still focused since: a focus the platform restored, not one the app's code
  /// took.
  package func focusWasGivenBack(in scene: UIWindowScene) -> Bool {
    guard let field = keyboard.givenBackByDismissal else { return false }
    return field === keyboard.firstResponder && field.window?.windowScene === scene
  }
}
