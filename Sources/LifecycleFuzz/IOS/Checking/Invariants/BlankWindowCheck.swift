import ShieldModel

/// `blank-window`: once the device is settled with the app active and no system UI over it, an
/// active scene shows some of the app's own content when the baseline's does. A window drawn
/// inside a secure field's canvas that fails to recomposite after a background round trip stays
/// gray or black (https://github.com/FlutterPlaza/no_screenshot/pull/118 ,
/// https://github.com/expo/expo/issues/48985 ; modeled under
/// ``PlatformFlags/secureCanvasFailsToRecomposite``), as does an app window hidden and never shown;
/// content at under half the points it covers without the strategy counts too (a collapsed window).
/// While the app's lock promise stands (``PrivacyScreenStrategy/isAppLocked``) nothing is judged: a
/// locked app shows none of its content by its promise, whatever the app then presents over its lock
/// (a share sheet or a Safari view from a notification's handler), and `lock-bypass` judges what does
/// show, as `touch-blocked`, `focus-lost`, `stranded-cover` and `invisible-presentation` leave a
/// locked app to it.
nonisolated struct BlankWindowCheck: InvariantCheck {
  let invariant = Invariant.blankWindow
  let summary =
    "an active, settled scene shows the app's content where it does without the strategy"
    + " (https://github.com/FlutterPlaza/no_screenshot/pull/118)"
  let shortTitle = "blank"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    if context.device.isAppLocked { return nil }
    for (scene, other) in context.settledActiveScenes {
      // A cover or a blur is stranded-cover's; blank means nothing of the app at all. The
      // strategy's frame first: it almost always shows something, and the baseline's render
      // (which the other checks do not need) is then spared.
      let mine = context.device.render(scene, for: .display)
      guard !mine.shows([.blurred, .cover]) else { continue }
      // Content at fewer than half the points it covers without the strategy is not where it
      // belongs: a window collapsed into a small layer (iOS 26.5's `.last` sublayer,
      // https://github.com/chainapsis/vizor-wallet/pull/304) is as broken as a blank one.
      let shown = mine.appContentPointCount
      // The baseline's frame has as many points: content at half of them or more can never be
      // under half of what it shows, so its render is spared.
      if shown * 2 >= mine.pixels.count { continue }
      let theirs = context.baseline.render(other, for: .display)
      let count = theirs.appContentPointCount
      guard count > 0, shown * 2 < count else { continue }
      let when = context.settledPhase ? " after settling" : ""
      let points = shown == 1 ? "1 point" : "\(shown) points"
      let what = shown == 0 ? "none of the app's content" : "the app's content at only \(points)"
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail: "active scene \(scene.identifier) shows \(what) (\(count) of "
          + "\(theirs.pixels.count) points without the strategy)\(when)")
    }
    return nil
  }
}
