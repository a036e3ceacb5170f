import AndroidModel

/// A01's strategy: `window.addFlags(FLAG_SECURE)` in `onPause`, `clearFlags` in `onResume`, so screenshots in the
/// app stay possible. Too late for the Recents snapshot when it is taken before `onPause`'s changes are drawn
/// (https://github.com/mozilla-mobile/focus-android/issues/103).
public final class SecureFlagOnPause: AndroidPrivacyStrategy {
  /// The strategy.
  public init() {}
  /// `secure-flag-on-pause`.
  public var name: String { "secure-flag-on-pause" }
  /// Recents only.
  public var claims: AndroidProtectionClaims { .recents }

  /// Sets the flag.
  public func onPause(_ activity: Activity) { activity.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE) }
  /// Clears the flag.
  public func onResume(_ activity: Activity) { activity.window.clearFlags(WindowManager.LayoutParams.FLAG_SECURE) }
}

/// A full-screen opaque cover view added to the decor view in `onPause` and removed in `onResume`; it loses the
/// same race as the flag set on pause.
public final class CoverViewOnPause: AndroidPrivacyStrategy {
  private var cover: View?
  /// The strategy.
  public init() {}
  /// `cover-view-on-pause`.
  public var name: String { "cover-view-on-pause" }
  /// Recents only.
  public var claims: AndroidProtectionClaims { .recents }

  /// Adds the cover.
  public func onPause(_ activity: Activity) {
    let view = View(activity)
    view.setBackgroundColor(0xFFFF_FFFF)
    activity.window.decorView.addView(view)
    cover = view
  }

  /// Removes the cover.
  public func onResume(_ activity: Activity) {
    if let cover { cover.parent?.removeView(cover) }
    cover = nil
  }
}

/// A03's strategy: `setRecentsScreenshotEnabled(false)` while a PIN is set (Element X's approach,
/// https://github.com/element-hq/element-x-android/pull/1757), `FLAG_SECURE` below API 33. It claims Recents only,
/// and only while the PIN is set. The PIN survives recreation (it is app state), so `onCreate` applies it again.
public final class RecentsScreenshotDisabled: AndroidPrivacyStrategy {
  private var pinIsSet = false
  /// The strategy.
  public init() {}
  /// `recents-screenshot-disabled`.
  public var name: String { "recents-screenshot-disabled" }
  /// Recents while the PIN is set, otherwise nothing.
  public var claims: AndroidProtectionClaims { pinIsSet ? .recents : [] }
  /// Recents once on.
  public var claimsWhenOn: AndroidProtectionClaims { .recents }
  /// `pinSetup`.
  public var appCalls: [String] { ["pinSetup"] }

  /// Applies the protection again to a new activity.
  public func onCreate(_ activity: Activity) { if pinIsSet { apply(activity) } }

  /// `pinSetup` sets the PIN and protects Recents.
  public func onAppCall(_ name: String, _ activity: Activity) {
    guard name == "pinSetup" else { return }
    pinIsSet = true
    apply(activity)
  }

  private func apply(_ activity: Activity) {
    if activity.sdkInt >= 33 {
      activity.setRecentsScreenshotEnabled(false)
    } else {
      activity.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
    }
  }
}
