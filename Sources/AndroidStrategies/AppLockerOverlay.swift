import AndroidModel

/// An app locker: another app that guards the app under test by drawing its lock screen over it, in a
/// `TYPE_APPLICATION_OVERLAY` window of its own, when the system tells it the guarded app came to the front
/// (``OtherApp``; the pattern of open-source lockers that use an accessibility service, usage stats or Shizuku,
/// https://github.com/aload0/AppLock , https://github.com/SubhamTyagi/AppLock ; medium-high).
///
/// The locker's own logic: the guarded app is locked until the user passes the lock (`appCall(unlock)`, the PIN or
/// pattern typed into the overlay); when another app, the home screen or Recents comes to the front the overlay is
/// taken down (it would cover them) and the app is locked again ("relock immediately"). None of this runs in the
/// guarded app, so the platform decides the rest: the overlay comes only after the guarded app's window was shown,
/// it is in screenshots, and the guarded app's Recents card is the app's own snapshot, without the overlay. Like the
/// app's own lock (``AndroidAppLock``), it claims nothing: the locked app is meant to be seen by nobody without the
/// PIN, so its Recents card taken while locked is `lock-bypass`.
public final class AppLockerOverlay: AndroidPrivacyStrategy {
  private var overlay: Window?
  private var locked = true
  private weak var otherApp: OtherApp?

  /// A locker that guards the app from the start.
  public init() {}
  /// `app-locker-overlay`.
  public var name: String { "app-locker-overlay" }
  /// Nothing, as the app's own lock: the images taken while it is locked are `lock-bypass`'s.
  public var claims: AndroidProtectionClaims { [] }
  /// `unlock`: the user passes the overlay's lock.
  public var appCalls: [String] { ["unlock"] }
  /// Locked until the user passes the overlay, and again once the app left the front.
  public var isAppLocked: Bool { locked }
  /// An app lock.
  public var isAppLock: Bool { true }

  /// The system reports the guarded app in front, or something else in front.
  public func onForegroundAppChanged(_ appUnderTestInFront: Bool, _ otherApp: OtherApp) {
    self.otherApp = otherApp
    if appUnderTestInFront {
      if locked, overlay == nil { overlay = otherApp.addOverlay(color: 0xFF10_1010) }
    } else {
      if let overlay { otherApp.removeOverlay(overlay) }
      overlay = nil
      locked = true
    }
  }

  /// The user passes the lock typed into the overlay; without the overlay shown there is nothing to type into.
  public func onAppCall(_ name: String, _ activity: Activity) {
    guard name == "unlock", let overlay else { return }
    otherApp?.removeOverlay(overlay)
    self.overlay = nil
    locked = false
  }
}
