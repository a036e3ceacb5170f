/// A modal presentation and the first responder (B2 in docs/model-behaviours.md): the presented
/// controller takes the first responder from a field of the presenting window, and the field
/// gets it back at the dismissal (``PlatformFlags/presentationTakesFirstResponder``; sources
/// there: iOS 8+, medium).
extension UIViewController {
  /// This controller, just presented in `window`, takes the first responder from the window's
  /// field, which it keeps to give back at its dismissal. A field of another window keeps it:
  /// no source shows a presentation reaching across windows.
  package func takeFirstResponder(in window: UIWindow, on device: Device) {
    guard device.profile.flags.presentationTakesFirstResponder, let field = device.keyboard.firstResponder,
      field.window === window, !(viewIfLoaded.map(field.isDescendant(of:)) ?? false)
    else { return }
    responderBeforePresentation = field
    device.log("the presented \(type(of: self)) takes the first responder")
    device.setFirstResponder(nil)
  }

  /// This controller's dismissal has finished: the field it took the first responder from gets
  /// it back, if the field is still in a window, no field in a window has it (a field of the
  /// dismissed controller's own, which left with it, does not count), and it can take it.
  package func restoreFirstResponder(on device: Device) {
    guard let field = responderBeforePresentation else { return }
    responderBeforePresentation = nil
    // A field of the dismissed controller's own (a presented lock's) left the window with it.
    guard device.keyboard.firstResponder?.window == nil, field.window != nil, field.canBecomeFirstResponder
    else { return }
    device.log("the dismissal gives the first responder back")
    device.setFirstResponder(field)
    device.keyboard.givenBackByDismissal = field
  }
}

extension Device {
  /// Whether a controller presented in `field`'s window holds `field`'s first responder to give
  /// back at its dismissal: the user can get the field its keyboard back by dismissing it, so a
  /// hidden lock field waiting for it is not blocked (``blockedLockEntry()``).
  package func presentationHoldsFirstResponder(of field: UITextField) -> Bool {
    var controller = field.window?.rootViewController
    while let presented = controller?.presentedViewController {
      if presented.responderBeforePresentation === field { return true }
      controller = presented
    }
    return false
  }
}
