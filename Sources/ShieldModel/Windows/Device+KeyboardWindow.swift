/// The system keyboard as a window: the software keyboard of the focused field lives in a window
/// of the system's (`UIRemoteKeyboardWindow`, `UITextEffectsWindow`) above the app's windows. It
/// is drawn there, takes the touches in its frame, and is left alone by protections that hide
/// the app's windows.
///
/// Sources: since iOS 9 the keyboard's window lies above an app window at `.alert` (below it on
/// iOS 8; radar 22715674, https://github.com/lionheart/openradar-mirror/issues/6069 ;
/// https://github.com/FLEXTool/FLEX/issues/41 ), and only a window above 10,000,000 covers it
/// (https://github.com/devxoul/Toaster/pull/155 ; high). It stays up over a passcode window
/// when the first responder is in the main window, hides the passcode's bottom keys and types
/// into the main window's field; the fixes end editing or resign the responder while locked
/// (https://github.com/velikanov/SwiftPasscodeLock/pull/14 ;
/// https://github.com/signalapp/Signal-iOS/pull/3209 ; high). A hardware keyboard shows no
/// software keyboard (``PlatformFlags/hardwareKeyboard``).
extension Device {
  /// The keyboard window's level: above every app window up to 10,000,000 (see the extension's
  /// sources; the exact value is UIKit's private choice, medium).
  package static let keyboardWindowLevel = UIWindow.Level(10_000_000)

  /// The keyboard's frame in `scene` (points) while a field of the scene is first responder, or
  /// `nil` with none. On an iPhone it is 336 points tall in portrait and 209 in landscape, on an
  /// iPad 398 (model sizes); with a hardware keyboard there is none on an iPhone and on an iPad
  /// only the 55-point shortcuts bar (model size).
  package func keyboardFrame(in scene: UIWindowScene) -> CGRect? {
    guard let field = keyboard.firstResponder, field.window?.windowScene === scene else { return nil }
    let bounds = scene.bounds
    let height: CGFloat
    if profile.flags.hardwareKeyboard {
      guard profile.device != .iPhone else { return nil }
      height = 55
    } else {
      height = profile.device == .iPhone ? (bounds.width > bounds.height ? 209 : 336) : 398
    }
    return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
  }

  /// Whether the software keys are up (no hardware keyboard), so key pop-ups exist.
  package var showsSoftwareKeys: Bool { !profile.flags.hardwareKeyboard }

  /// The view hit-testing returns for a touch the keyboard's window takes (its keys): not in
  /// any of the app's windows, named `<UIKeyboardLayout>` in touch results.
  package var keyboardKeys: UIView {
    if let made = keyboardKeysView { return made }
    let v = UIKeyboardLayout(frame: .zero)
    keyboardKeysView = v
    return v
  }
}

/// The keyboard's keys (UIKit's private `UIKeyboardLayout`): what a touch in the keyboard's frame
/// reaches. A tap on them types into the first responder, wherever it is.
final class UIKeyboardLayout: UIView {
  nonisolated deinit {}
}
