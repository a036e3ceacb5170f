import AndroidModel

/// Seed 004's `FLAG_SECURE` line in `onCreate`:
/// `getWindow().setFlags(WindowManager.LayoutParams.FLAG_SECURE, WindowManager.LayoutParams.FLAG_SECURE)`.
///
/// Protects the activity's window only: dialogs, React Native modals and popups are windows of their own (A02).
public final class SecureFlagOnCreate: AndroidPrivacyStrategy {
  /// The strategy.
  public init() {}
  /// `secure-flag-on-create`.
  public var name: String { "secure-flag-on-create" }
  /// Recents, screenshots and recordings.
  public var claims: AndroidProtectionClaims { .all }

  /// Sets `FLAG_SECURE` on the activity's window.
  public func onCreate(_ activity: Activity) {
    activity.window.setFlags(WindowManager.LayoutParams.FLAG_SECURE, WindowManager.LayoutParams.FLAG_SECURE)
  }
}

/// Seed 004's Recents blur: `rootView.setRenderEffect(RenderEffect.createBlurEffect(40f, 40f, CLAMP))` when the
/// app goes to the background, cleared when it returns. `RenderEffect` exists from API 31; below it the seed
/// suggests RenderScript, which this strategy does not do, so it only checks `SDK_INT`.
public final class RenderEffectBlurOnPause: AndroidPrivacyStrategy {
  /// The strategy.
  public init() {}
  /// `render-effect-blur-on-pause`.
  public var name: String { "render-effect-blur-on-pause" }
  /// Recents only.
  public var claims: AndroidProtectionClaims { .recents }

  /// Blurs the content view by 40 px.
  public func onPause(_ activity: Activity) {
    guard activity.sdkInt >= 31 else { return }
    activity.contentView.setRenderEffect(RenderEffect.createBlurEffect(40, 40, .CLAMP))
  }

  /// Removes the blur.
  public func onResume(_ activity: Activity) {
    guard activity.sdkInt >= 31 else { return }
    activity.contentView.setRenderEffect(nil)
  }
}

/// Seed 004's three protections together: `FLAG_SECURE` in `onCreate`, the `RenderEffect` blur on pause, and
/// `android:inputType="textPassword"` on the CVV field. The A01 control.
public final class Seed004Protections: AndroidPrivacyStrategy {
  private let secure = SecureFlagOnCreate()
  private let blur = RenderEffectBlurOnPause()
  /// The strategy.
  public init() {}
  /// `seed-004`.
  public var name: String { "seed-004" }
  /// Recents, screenshots and recordings.
  public var claims: AndroidProtectionClaims { .all }

  /// Sets the flag and makes the CVV field a password field.
  public func onCreate(_ activity: Activity) {
    secure.onCreate(activity)
    (activity.findViewById("cvv") as? EditText)?.inputType =
      InputType.TYPE_CLASS_TEXT | InputType.TYPE_TEXT_VARIATION_PASSWORD
  }

  /// Blurs the content.
  public func onPause(_ activity: Activity) { blur.onPause(activity) }
  /// Removes the blur.
  public func onResume(_ activity: Activity) { blur.onResume(activity) }
}
