import AndroidModel

/// An app lock whose cover is shown when the app starts and re-armed only in the main activity's `onStop`, removed by
/// the user's unlock (https://github.com/aadityad12/Apex-Tracker/issues/233 ; medium). No `FLAG_SECURE`: the Recents
/// card shows the lock only when the snapshot is taken after `onStop` (A04; the order is the trace's
/// `recentsTiming`).
public final class LockRearmedOnStop: AndroidPrivacyStrategy {
  private var lock: View?
  /// The lock.
  public init() {}
  /// `lock-rearmed-on-stop`.
  public var name: String { "lock-rearmed-on-stop" }
  /// Nothing, as every app lock: the images taken while it is locked are `lock-bypass`'s.
  public var claims: AndroidProtectionClaims { [] }
  /// `unlock`.
  public var appCalls: [String] { ["unlock"] }
  /// Locked from start and from `onStop` until `unlock`.
  public private(set) var isAppLocked = false
  /// An app lock.
  public var isAppLock: Bool { true }

  /// Locked at start.
  public func onCreate(_ activity: Activity) { showLock(activity) }
  /// Re-armed.
  public func onStop(_ activity: Activity) { showLock(activity) }
  /// The user passes the lock.
  public func onAppCall(_ name: String, _ activity: Activity) {
    isAppLocked = false
    if let lock { lock.parent?.removeView(lock) }
    lock = nil
  }

  private func showLock(_ activity: Activity) {
    isAppLocked = true
    guard lock == nil else { return }
    let view = View(activity)
    view.setBackgroundColor(0xFF10_1010)
    activity.contentView.addView(view)
    lock = view
  }
}

/// Plugin.Maui.ScreenSecurity's Android half as the report describes it
/// (https://github.com/FabriBertani/Plugin.Maui.ScreenSecurity/issues/48 ; high): the page activates protection only
/// when the library's `IsProtectionEnabled`, a static flag of the process, is false; activation sets `FLAG_SECURE`
/// on the current activity's window. The static outlives the activity Back destroys (API 30 and below), so the new
/// activity's window stays unprotected (A09). `resetOnDestroy` is the reporter's workaround (A09's control).
public final class StaticProtectionState: AndroidPrivacyStrategy {
  private let resetOnDestroy: Bool
  private var isProtectionEnabled = false
  /// The library, with or without the workaround.
  public init(resetOnDestroy: Bool) { self.resetOnDestroy = resetOnDestroy }
  /// `static-protection-state` or `static-protection-state-reset`.
  public var name: String { resetOnDestroy ? "static-protection-state-reset" : "static-protection-state" }
  /// Everything once activated (the library's promise).
  public var claims: AndroidProtectionClaims { isProtectionEnabled ? .all : [] }
  /// Everything once on.
  public var claimsWhenOn: AndroidProtectionClaims { .all }
  /// `activateIfNotEnabled`.
  public var appCalls: [String] { ["activateIfNotEnabled"] }

  /// The page's call.
  public func onAppCall(_ name: String, _ activity: Activity) {
    guard !isProtectionEnabled else { return }
    activity.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
    isProtectionEnabled = true
  }

  /// The workaround resets the static.
  public func onDestroy(_ activity: Activity) { if resetOnDestroy { isProtectionEnabled = false } }
}

/// A setting that turns `FLAG_SECURE` on and off while the app runs, as Firefox Focus's stealth mode does
/// (https://github.com/mozilla-mobile/focus-android/issues/1140 , /924 ; high): the flag changes on the activity's
/// window at once. Below API 26 a Recents thumbnail refused while the flag is on leaves the last one taken without it
/// (A06).
public final class StealthModeToggle: AndroidPrivacyStrategy {
  private var isOn = false
  /// The setting, off at start.
  public init() {}
  /// `stealth-mode-toggle`.
  public var name: String { "stealth-mode-toggle" }
  /// Everything while stealth mode is on.
  public var claims: AndroidProtectionClaims { isOn ? .all : [] }
  /// Everything once on.
  public var claimsWhenOn: AndroidProtectionClaims { .all }
  /// `stealthOn`, `stealthOff`.
  public var appCalls: [String] { ["stealthOn", "stealthOff"] }

  /// A new activity applies the setting.
  public func onCreate(_ activity: Activity) { apply(activity) }
  /// The user flips the setting.
  public func onAppCall(_ name: String, _ activity: Activity) {
    isOn = name == "stealthOn"
    apply(activity)
  }

  private func apply(_ activity: Activity) {
    let flag = WindowManager.LayoutParams.FLAG_SECURE
    activity.window.setFlags(isOn ? flag : 0, flag)
  }
}
