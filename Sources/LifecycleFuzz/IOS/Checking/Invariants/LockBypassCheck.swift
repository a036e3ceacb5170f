import ShieldModel

/// `lock-bypass`: while an app lock is engaged (``StrategyCapabilities/isLock``: from launch
/// and each entry into the background until the app's unlock call) no sensitive content of an
/// active scene is on screen once the device has settled, and no touch reaches a view of the
/// app. The app's own sheets and alerts presented above a lock, or a lock presented as a sheet
/// that the user swipes away (iOS 13's default page sheet, Apple,
/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic ), break it.
nonisolated struct LockBypassCheck: InvariantCheck {
  let invariant = Invariant.lockBypass
  let summary =
    "while an app lock is up no content is seen or touched (iOS 13+ sheets swipe away; Apple, UIModalPresentationStyle)"
  let shortTitle = "lock"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    let device = context.device
    guard device.isAppLocked, device.isAppInForeground else { return nil }
    if case .touch = context.event, let touched = device.lastTouch, touched.isAppView {
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail: "touch on scene \(touched.scene) reached \(touched.target) while the app is locked")
    }
    guard device.isSettled, device.overlay == nil else { return nil }
    for scene in device.windowScenes where scene.isInteractive && scene.activationState == .foregroundActive {
      let frame = device.render(scene, for: .display)
      guard frame.showsSensitiveContent else { continue }
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail: "sensitive content visible at \(frame.sensitivePointCount) of \(frame.pixels.count) points of "
          + "scene \(scene.identifier) while the app is locked")
    }
    return nil
  }
}
