import ShieldModel

/// `stranded-cover`: no cover stays visible over an active scene (or an external display's
/// scene in the foreground) once the device has settled with no system UI over the app. A lock
/// screen is not stranded while the app's lock promise stands (``PrivacyScreenStrategy/isAppLocked``; for a lock
/// kept per scene, the scene's own: ``Device/isAppLocked(in:)``);
/// once the app believes the user has passed it, a lock screen still up is (locks are not exempt).
/// A strategy whose code never removes its cover says so (``PrivacyScreenStrategy/coverRemovalNote``)
/// and the verdict is labelled "by construction". The detail names the stranded drawing: its view, window, level
/// and the strategy that added it (``strandedDrawing(in:frame:device:)``).
nonisolated struct StrandedCoverCheck: InvariantCheck {
  let invariant = Invariant.strandedCover
  let summary = "no cover stays visible over an active, settled scene"
  let shortTitle = "stranded"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    let device = context.device
    // A strategy that protects recordings covers on purpose while the screen is captured; once
    // the app has turned that protection off it claims nothing (`activeClaims`, as every other
    // check reads claims), so a cover left up then is stranded like any other.
    let coversCaptureOnPurpose = context.activeClaims.contains(.recordings) && device.isCaptureActive
    // While another Mac app has focus the user is not in the app: a cover then is judged when it is focused again.
    guard device.isSettled, device.isAppInForeground, device.overlay == nil, !coversCaptureOnPurpose,
      !device.isMacAppUnfocused
    else {
      return nil
    }
    // An external display's scene never becomes active; in the foreground it is on show.
    for scene in device.windowScenes
    where scene.activationState == .foregroundActive
      || (!scene.isInteractive && scene.activationState == .foregroundInactive)
    {
      // A lock screen is no stranded cover while its promise stands: the scene's own, for a lock kept per scene.
      guard !device.isAppLocked(in: scene), device.mayShowCover(scene) else { continue }
      let frame = device.render(scene, for: .display)
      guard frame.shows([.cover, .blurred]) else { continue }
      let count = frame.pixels.count { $0.contains(.cover) || $0.contains(.blurred) }
      let kind = scene.isInteractive ? "active" : "external display"
      // Which window or view is stranded (a breaker could not tell the strategy's cover from another window).
      let what =
        Self.strandedDrawing(in: scene, frame: frame, device: device, strategy: context.strategyName).map { ": \($0)" }
        ?? ""
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail: "cover visible at \(count) of \(frame.pixels.count) points of \(kind) scene \(scene.identifier)"
          + (context.settledPhase ? " after settling" : "") + what,
        byConstruction: device.coverRemovalNote)
    }
    return nil
  }
}
