// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Android's own names for these constants, as the platform spells them.)
/// `android.hardware.biometrics.BiometricPrompt` (API 28): the system's fingerprint or face prompt, which an app asks
/// for and whose outcome it is told.
///
/// The prompt is a SystemUI window over the app, not an activity (AOSP SystemUI `AuthContainerView`, added by
/// `AuthController` through the window manager; high): the app's activity stays resumed, gets no `onPause` and only
/// loses window focus (a tester showing a system biometric prompt over a Capacitor app saw the plugin's `onPause`
/// cover not come up, https://github.com/ionic-team/capacitor-privacy-screen/pull/3 review; medium-high). Its
/// panel sits at the bottom of the display over a dimming scrim; whether the app stays legible through the scrim is
/// ``AndroidPlatformFlags/biometricPromptScrimShowsApp``. It belongs to no task, so the app's Recents snapshot never
/// shows it. It ends with one outcome, posted to the app's main looper: success (``AndroidEvent/biometricMatch``),
/// the user's cancel (Back: `BIOMETRIC_ERROR_USER_CANCELED`; the negative button, ``AndroidEvent/dismissWindow``:
/// `BIOMETRIC_ERROR_NEGATIVE_BUTTON`), or the system's cancel when the app leaves the front
/// (`AuthController.cancelIfOwnerIsNotInForeground` on a task-stack change; "automatically terminated when losing a
/// focus on its UI", https://github.com/triplebanana/triple_banana/pull/590 ; `BIOMETRIC_ERROR_CANCELED`, high for
/// the cancel, medium for the code, which varies with the release,
/// https://github.com/owncloud/android/pull/2775 ). Some OEM builds draw it as a full-screen activity
/// (https://github.com/android-password-store/Android-Password-Store/pull/919 ; not modeled). Below API 28 the
/// call crashes with `NoSuchMethodError` (androidx.biometric's fallback there is a dialog of the app's own).
public final class BiometricPrompt {
  /// `BIOMETRIC_ERROR_CANCELED` (5): the system cancelled the prompt (the app left the front).
  public static let BIOMETRIC_ERROR_CANCELED = 5
  /// `BIOMETRIC_ERROR_USER_CANCELED` (10): the user cancelled (Back, or a touch outside the panel).
  public static let BIOMETRIC_ERROR_USER_CANCELED = 10
  /// `BIOMETRIC_ERROR_NEGATIVE_BUTTON` (13): the user tapped the negative button.
  public static let BIOMETRIC_ERROR_NEGATIVE_BUTTON = 13

  /// The prompt's height at the bottom of the display, in dp: 360 dp (unsourced: the panel's title, subtitle, icon
  /// and buttons on a phone; a plausible bracket is 280 dp to 440 dp). Only the parts of the app it covers are
  /// hidden by it.
  public static let panelHeightDp = 360.0

  private weak var activity: Activity?
  private unowned let device: AndroidDevice
  private let onSucceeded: () -> Void
  private let onError: (Int) -> Void
  var window: Window?

  /// A prompt for `activity` whose outcome runs `onSucceeded` (`onAuthenticationSucceeded`) or `onError` with the
  /// error code (`onAuthenticationError`), on the main looper.
  public init(_ activity: Activity, onSucceeded: @escaping () -> Void, onError: @escaping (Int) -> Void) {
    self.activity = activity
    self.device = activity.device
    self.onSucceeded = onSucceeded
    self.onError = onError
  }

  /// Whether the prompt is on screen.
  public var isShowing: Bool { window?.isAttached == true }

  /// `authenticate(CancellationSignal, Executor, AuthenticationCallback)`: SystemUI shows the prompt over the app.
  /// Does nothing while this prompt shows; crashes below API 28.
  public func authenticate() {
    guard let activity, !isShowing, activity.device.requireApi(28, "BiometricPrompt.authenticate") else { return }
    activity.device.show(self)
  }

  /// `CancellationSignal.cancel()`: the app takes the prompt down; its callback then gets
  /// `BIOMETRIC_ERROR_CANCELED`.
  public func cancel() { finish(error: Self.BIOMETRIC_ERROR_CANCELED) }

  /// Removes the window and posts the outcome (success when `error` is `nil`) to the main looper, the executor the
  /// app passed; the app's callback object outlives an activity a rotation recreated under the prompt.
  func finish(error: Int?) {
    guard let window, window.isAttached else { return }
    device.windowManager.remove(window)
    device.biometricPrompt = nil
    let (succeeded, failed) = (onSucceeded, onError)
    Handler(device.looper).post { if let error { failed(error) } else { succeeded() } }
  }

  /// Makes the prompt's window: a scrim over the display and the panel at its bottom.
  func makeWindow(display: DpRect, scrimShowsApp: Bool) -> Window {
    let window = Window(
      label: "biometricPrompt", kind: nil, type: WindowManager.LayoutParams.TYPE_STATUS_BAR_SUB_PANEL,
      frame: display, owner: nil, decorRole: .none)
    let scrim = View(context: nil, id: "scrim", role: .system, frame: nil)
    scrim.setBackgroundColor(scrimShowsApp ? 0x9900_0000 : 0xFF00_0000)
    let panel = View(
      context: nil, id: "panel", role: .system,
      frame: DpRect(
        x: 0, y: display.height - Self.panelHeightDp, width: display.width, height: Self.panelHeightDp))
    panel.setBackgroundColor(0xFFFF_FFFF)
    window.decorView.addView(scrim)
    window.decorView.addView(panel)
    return window
  }
}
