extension Device {
  /// Where keyboard input goes: the focused text field and the key window, which takes
  /// keyboard events.
  ///
  /// Both are weak: a field or window the app releases stops being either. A class, not a
  /// struct: a struct with weak fields is copied whole (both weak references) on every read of
  /// one of them, and the focus-lost check and the renderer read them every step.
  package final class KeyboardState {
    nonisolated deinit {}
    /// The text field that has the keyboard, if any.
    // Unchecked exclusivity: read every step, and no access spans a call.
    @exclusivity(unchecked) package weak var firstResponder: UITextField?
    /// The window that takes keyboard events, if any.
    @exclusivity(unchecked) package weak var keyWindow: UIWindow?
    /// The first responder of a window that lost key status while it had the keyboard: it stays
    /// its window's first responder, without the keyboard, until the app makes that window key
    /// again (``Device/makeKey(_:)``; ``PlatformFlags/makeKeyRestoresWindowResponder``).
    @exclusivity(unchecked) package weak var parkedResponder: UITextField?
    /// The first responder's keyboard is up but not drawn: its window still takes the touches in
    /// its frame and its keys still type into the field, but nothing of it is seen (iOS 10's Touch
    /// ID fault, ``Device/keyboardAskedUnderPromptIsUndrawn``,
    /// ``PlatformFlags/touchIDPromptHidesKeptKeyboard``). Cleared when the first responder changes
    /// while no such rule applies, and when the app leaves for the background.
    // Unchecked exclusivity: every render reads it, and no access spans a call (its observer reads no state here).
    @exclusivity(unchecked) package var isUndrawn = false {
      didSet { if isUndrawn != oldValue { RenderEpoch.advance() } }
    }

    /// The field a presentation's dismissal gave the first responder back to, while it keeps it
    /// (UIKit's give-back, B2: ``UIViewController/restoreFirstResponder(on:)``): `focus-lost`
    /// judges no loss in a focus the platform restored. Cleared whenever the first responder changes.
    @exclusivity(unchecked) package weak var givenBackByDismissal: UITextField?

    /// Whether the user's last tap meant for the app's field (`keyboardShow`, or a `touch`) came
    /// while the app's lock promise stood and reached the lock: the field was in no window (a lock
    /// made the root, or pushed over the app's screen, takes the app's views off the window: UIKit
    /// draws and hit-tests only views in a window), or a touch on the field's place was taken by a
    /// view above it (a lock window over the app's, a lock view over the field: hit-testing gives
    /// a touch to the front-most view that answers). A field a device without the strategy
    /// focused then was never focused in this one (`focus-lost` judges no loss in it). Cleared by
    /// `keyboardHide`, a `keyboardShow` that finds the field, and a touch that focuses a field (makes another
    /// responder first: a touch on a view that takes no focus leaves it as it was).
    package var tapForFieldReachedLock = false

    /// Whether some scene has kept its first responder since the process started
    /// (``UIWindowScene/keptFirstResponder``): until then no check, focus or responder question reads a scene's kept
    /// field, so a device with one scene pays one test of this flag and no weak load.
    // Unchecked exclusivity: read at every step (``Device/focusKey(in:)``), and no access spans a call.
    @exclusivity(unchecked) package var keepsSceneResponders = false

    /// Which record of each scene's own key window from iOS 15 (``Device/sceneKeyWindow(of:)``) is this process's:
    /// a scene keeps the window last made key in it (``UIWindowScene/ownKeyWindow``) with the epoch it was recorded
    /// in, and a new process (``Device/resetProcessState()``) draws a new epoch, which forgets every scene's. Kept on
    /// the scene, not in a list here with a weak reference to each scene: a weak reference gives its object a side
    /// table, and every retain and release of every scene then took the slow path (issue 30).
    @exclusivity(unchecked) package private(set) var sceneKeyWindowsEpoch = KeyboardState.nextSceneKeyWindowsEpoch()

    /// Forgets every scene's own key window (a new process).
    package func forgetSceneKeyWindows() { sceneKeyWindowsEpoch = Self.nextSceneKeyWindowsEpoch() }

    private static var lastSceneKeyWindowsEpoch: UInt64 = 0

    /// An epoch no keyboard state of this test process has used (0 is none's).
    private static func nextSceneKeyWindowsEpoch() -> UInt64 {
      lastSceneKeyWindowsEpoch &+= 1
      return lastSceneKeyWindowsEpoch
    }

    /// No focus, no key window.
    package init() {}
  }
}
