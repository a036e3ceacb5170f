import ShieldModel

/// `touch-blocked`: a touch on an active scene reaches the app view it reaches on the baseline,
/// unless an app lock is engaged (a lock holds touches back on purpose; `lock-bypass` judges it).
nonisolated struct TouchBlockedCheck: InvariantCheck {
  let invariant = Invariant.touchBlocked
  let summary = "a touch on an active scene reaches the view it reaches without the strategy"
  let shortTitle = "touch"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    // While locked, the lock's own controls must take the user's touches: the keyboard's window
    // of a field behind the lock takes the ones in its frame (SwiftPasscodeLock PR 14).
    if context.event?.kind == .touch || context.event?.kind == .enterPasscode
      || context.event?.kind == .enterWrongPasscode, let touched = context.device.lastTouch,
      context.device.isAppLocked(inSceneNamed: touched.scene), let control = touched.keyboardCoveredControl
    {
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail: "touch on scene \(touched.scene) reached the keyboard of a field behind the lock, not \(control)")
    }
    // A tap the lock took while its promise stood (its Unlock button, which may release it) is the lock's.
    guard case .touch = context.event, let touched = context.device.lastTouch,
      !context.device.isAppLocked(inSceneNamed: touched.scene), !touched.landedWhileAppLocked,
      let expected = context.baseline.lastTouch, expected.isAppView,
      touched.target != expected.target
    else { return nil }
    return Violation<IOSPlatform>(
      invariant: invariant, step: context.step,
      detail: "touch on scene \(touched.scene) reached \(touched.target) instead of \(expected.target)")
  }
}
