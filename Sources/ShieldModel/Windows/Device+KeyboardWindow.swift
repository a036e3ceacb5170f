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
  /// `nil` with none, or when the field lies among the views a finished full-screen presentation
  /// took out of the window (``isTakenOutByFullScreenPresentation(_:in:)``). On an iPhone it is 336 points tall in portrait and 209 in landscape, on an
  /// iPad 398 (model sizes); with a hardware keyboard there is none on an iPhone and on an iPad
  /// only the 55-point shortcuts bar (model size).
  package func keyboardFrame(in scene: UIWindowScene) -> CGRect? {
    guard let field = keyboard.firstResponder, let window = field.window, window.windowScene === scene,
      !Self.isTakenOutByFullScreenPresentation(field, in: window)
    else { return nil }
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

  /// How the user's keys reach a field of `scene` now.
  package enum KeyRoute: Equatable {
    /// The software keyboard's window is up and takes touches in its frame, above every window
    /// below its level.
    case softwareKeys
    /// A hardware keyboard: its presses go to the first responder whatever is drawn.
    case hardwareKeyboard
  }

  /// The field of `scene` that receives what the user types now, and how keys reach it, or
  /// `nil` when typing goes nowhere in the scene.
  ///
  /// UIKit sends key presses to the first responder (software keys through the keyboard's
  /// window, hardware presses down the responder chain from it; Apple, "Handling key presses made
  /// on a physical keyboard",
  /// https://developer.apple.com/documentation/uikit/handling-key-presses-made-on-a-physical-keyboard ;
  /// iOS 2+; high). The software keys reach it only while their window is not covered: a window
  /// above the keyboard's level (``keyboardWindowLevel``) takes the touches in its frame
  /// (hit-testing decides). A field in a window under another one keeps first responder unless
  /// that window is made key (see ``focus(in:)``): typing then goes on behind it
  /// (https://github.com/velikanov/SwiftPasscodeLock/pull/14 ; high). `keyboardShow` focuses only a
  /// field a tap reaches (``tappableTypingField()``), so every field it focused was the user's.
  package func keyInput(in scene: UIWindowScene) -> (field: UITextField, route: KeyRoute)? {
    guard let field = keyboard.firstResponder, let window = field.window,
      window.windowScene === scene, !Self.isTakenOutByFullScreenPresentation(field, in: window)
    else { return nil }
    if profile.flags.hardwareKeyboard { return (field, .hardwareKeyboard) }
    guard let keys = keyboardFrame(in: scene), let hit = hitView(in: scene, at: CGPoint(x: keys.midX, y: keys.midY)),
      hit === keyboardKeysView
    else { return nil }
    return (field, .softwareKeys)
  }

  /// Whether the user's typing reaches `field` now, so that the software keys, which screen
  /// captures show typing (``PlatformFlags/keyboardKeysRevealTypingInCaptures``), show the
  /// field's: the one rule the keys' touches (``touch(scene:at:)``), the renderer's keyboard and
  /// the input checks share, ``keyInput(in:)`` giving `field`.
  ///
  /// What is typed is what the user types on the keys, and the keys type into the first
  /// responder (Apple, "Handling key presses made on a physical keyboard", above). A field the
  /// user focused, or the app's code did, takes the keys' typing wherever it is, also under a
  /// window or view that came over it later (SwiftPasscodeLock PR 14, above). `keyboardShow`
  /// stands for the user's tap on the field and is refused when a tap on its centre would reach
  /// another view (``tappableTypingField()``): a touch goes to the front-most view hit-testing
  /// finds, windows front to back, skipping views hidden, with user interaction disabled or with
  /// an alpha under 0.01 (Apple, "hitTest(_:with:)",
  /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) ; "Using responders
  /// and the responder chain to handle events",
  /// https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events ;
  /// iOS 2+; high). So a window above the app's, or a view in its window in front of the field,
  /// that answers hit-testing takes the tap (a lock window, a recording shield, a blur or blank
  /// view a capture handler added, a full-window secure text field whose canvas holds the
  /// window's layer: seed 000's author lists "touches blocked by the field"); a cover that is a
  /// layer only, or a view that takes no touches, does not. A capture leak through the keys of a
  /// covered field needs the field focused before the cover came (a trace with `keyboardShow` first).
  package func typingReaches(_ field: UITextField, in scene: UIWindowScene) -> Bool {
    keyInput(in: scene)?.field === field
  }

  /// Whether `field` lies in the views of a controller that a finished full-screen presentation
  /// covers: UIKit takes those views out of the window (Apple, "overFullScreen",
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen ;
  /// high), so no key reaches a field among them; the model keeps a window's root view in place,
  /// showing nothing, and this answers for it.
  static func isTakenOutByFullScreenPresentation(_ field: UITextField, in window: UIWindow) -> Bool {
    var presenter = window.rootViewController
    while let p = presenter, let presented = p.presentedViewController {
      if presented.removedCoveredViews, !presented.isBeingPresented, let v = p.viewIfLoaded, field.isDescendant(of: v) {
        return true
      }
      presenter = presented
    }
    return false
  }

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

/// The keyboard around the app's Touch ID prompt on iOS 10 (issue 26, windows and the keyboard).
///
/// The LocalAuthentication prompt is system UI drawn by another process over the app, which is
/// inactive while it is up and while it animates away; its reply reaches the app in that time
/// (``LAContext``: on a private queue, from which the app hops to the main queue). On iOS 10.0 to
/// 10.2 a field made first responder then (`becomeFirstResponder` in the reply, on its queue or
/// dispatched to main, or anywhere else before the app is active again) is first responder and
/// its keys type into it where they would be, but the keyboard is not drawn, after the prompt is
/// gone too; asking again a little later (after did-become-active) shows it. Independent
/// first-hand reports: radar 28469072, iOS 10.0.0 and 10.0.1, cancelling an app's launch Touch ID
/// leaves the fallback keyboard invisible, "possible to touch the screen where the keyboard would
/// be and still type" (https://github.com/lionheart/openradar-mirror/issues/15948 ); SmileTouchID,
/// iOS 10 beta 3, fixed with "a slight delay" before `becomeFirstResponder`
/// (https://github.com/liu044100/SmileTouchID/issues/21 , https://github.com/liu044100/SmileTouchID/pull/22 );
/// LTHPasscodeViewController 3.7.7, the field made first responder as the Touch ID alert goes up,
/// fixed with a `dispatch_after` (https://github.com/rolandleth/LTHPasscodeViewController/pull/155 );
/// ResearchKit's passcode step, `becomeFirstResponder` in the Touch ID reply's `dispatch_sync` to
/// the main queue, "It's not hidden, as user can still tap keys, but cannot see them", fixed with a
/// 0.3 s `dispatch_after` (https://github.com/ResearchKit/ResearchKit/pull/915 ,
/// https://github.com/ResearchKit/ResearchKit/pull/937 ; 1 s in
/// https://github.com/ResearchKit/ResearchKit/issues/844 , "an iOS 10.0 issue"); VENTouchLock, iOS
/// 10.2, the passcode screen after Touch ID's Enter Passcode has no keyboard until the reply waits
/// (https://github.com/venmo/VENTouchLock/issues/85 ); IQKeyboardManager, iOS 10, "a bug with Touch
/// ID popup" (https://github.com/hackiftekhar/IQKeyboardManager/issues/650 ). High for iOS 10.0 to
/// 10.2; the end is low: one report has it gone with iOS 10.3.1
/// (https://github.com/standardnotes/iOS-classic/issues/38 ), and the model, which has no patch
/// versions, takes 10.3 as fixed. Not on iOS 9 (no report; on 9.2 a keyboard up under the dialog
/// came back when it went: radar 23953163, https://github.com/lionheart/openradar-mirror/issues/7008 ,
/// which the model does not draw: no verdict reads the app's screen under the prompt), and not
/// from iOS 11, where the keyboard is drawn after a Face ID cancel
/// (https://github.com/safe-global/safe-ios/issues/1106 , iOS 14.3: a message "hidden under the
/// keyboard" after the cancel; medium). A keyboard already up when the prompt comes is the flag
/// ``PlatformFlags/touchIDPromptHidesKeptKeyboard``. Other system UI (Control Center, Notification
/// Center, other system alerts) leaves the keyboard drawn: no report found (model choice).
extension Device {
  /// The iOS versions of the fault: 10.0 to 10.2 (10.3 taken as fixed, see the extension).
  nonisolated package static let touchIDKeyboardFaultVersions = OSVersion(10)..<OSVersion(10, 3)

  /// Whether a keyboard asked for now comes up not drawn: on iOS 10.0 to 10.2, while the app's
  /// Touch ID prompt is up or animating away (the extension's rule; no hardware keyboard, which
  /// shows no software keys anyway).
  package var keyboardAskedUnderPromptIsUndrawn: Bool {
    guard systemUI.overlay == .systemAlert(.faceID), !profile.flags.hardwareKeyboard else { return false }
    return Self.touchIDKeyboardFaultVersions.contains(profile.osVersion)
  }

  /// The app's Touch ID prompt comes up: a keyboard up for a field stays up but is not drawn,
  /// under ``PlatformFlags/touchIDPromptHidesKeptKeyboard``.
  func promptHidesKeptKeyboard() {
    guard profile.flags.touchIDPromptHidesKeptKeyboard, !profile.flags.hardwareKeyboard,
      keyboard.firstResponder != nil, !keyboard.isUndrawn
    else { return }
    keyboard.isUndrawn = true
    log("keyboard not drawn (Touch ID prompt over a keyboard that was up)")
  }
}
