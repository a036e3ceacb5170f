/// What the app shows while it zooms back in with its lock due: a lock shown only at
/// did-become-active leaves the app's content on screen for the whole zoom.
///
/// Coming back from the Home Screen or the switcher, the app's scenes are back on screen from
/// will-enter-foreground on, inactive until did-become-active; the system animates them in for
/// the zoom's duration (Apple, "Managing your app's life cycle",
/// https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle ; high). An
/// app that decides its lock is due at will-enter-foreground but puts the lock up at
/// did-become-active shows its content meanwhile: "a flash of unlocked content before the lock
/// displays" (https://github.com/element-hq/element-ios/issues/3624 , fixed by a layer put up at
/// will-resign-active, PR 3633); "100% visible for a moment before the app lock screen appears",
/// and capturable then (https://github.com/nextcloud/ios/issues/3545 ); the same during the
/// animation on Android (https://github.com/element-hq/element-android/issues/8143 ); high that
/// it shows, from three first-hand reports.
extension Device {
  /// Sensitive content an interactive scene showed while it zoomed back in with the app's lock
  /// promise standing (``PrivacyScreenStrategy/isAppLocked``).
  nonisolated public struct LockedReturnSight: Hashable, Sendable {
    /// The scene's identifier.
    public let scene: String
    /// Virtual time of the first frame that showed it, in seconds.
    public let time: Double
    /// Points of the scene's sample grid that showed sensitive content, and of the whole grid.
    public let sensitivePoints: Int, points: Int
    /// The strategy's parameter that had left the promise standing without a lock screen at that
    /// frame (``PrivacyScreenStrategy/lockPromiseNote``), or `nil`: taken at the sight, because the
    /// lock may be up again by the end of the event.
    public let byConstruction: String?
    /// The platform fact a reply had taken the lock down on at that frame
    /// (``PrivacyScreenStrategy/lockPromiseFact``), or `nil`; taken at the sight too.
    public var platformFact: String? = nil
  }

  /// The first sight, during the current event, of sensitive content on a scene zooming back in
  /// while the app's lock promise stood; `nil` when none (judged by `lock-bypass`).
  public var lockedContentOnReturn: LockedReturnSight? { capture.lockedContentOnReturn }

  /// Samples the scenes zooming back in: one call into the strategy, and a render only while
  /// its lock promise stands and nothing was seen yet this event.
  package func sampleLockedContentOnReturn() {
    guard capture.lockedContentOnReturn == nil, strategy?.isAppLocked == true else { return }
    for scene in windowScenes
    where scene.isInteractive && scene.activationState == .foregroundInactive && isAppLocked(in: scene) {
      let frame = render(scene, for: .display)
      guard frame.showsSensitiveContent else { continue }
      capture.lockedContentOnReturn = LockedReturnSight(
        scene: scene.identifier, time: runLoop.now, sensitivePoints: frame.sensitivePointCount,
        points: frame.pixels.count, byConstruction: strategy?.lockPromiseNote, platformFact: strategy?.lockPromiseFact)
      return
    }
  }
}
