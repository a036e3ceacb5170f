import ShieldModel

/// Checks the invariants after each step by comparing the device running the strategy with the
/// same app without it (the baseline), which received the same events.
package struct InvariantChecker {
  let claims: ProtectionClaims

  /// The first violation visible after the event at `step`, if any.
  func check(
    step: Int, event: SystemEvent?, captures: [Capture], device: Device, baseline: Device,
    settledPhase: Bool
  ) -> Violation? {
    if let message = device.crashMessage {
      return Violation(invariant: .crash, step: step, detail: "trap: \(message)")
    }
    // A strategy the app has turned off claims nothing until it is turned on again.
    for capture in captures
    where claims.covers(capture.kind) && !device.isStrategyDisabled && capture.frame.showsSensitiveContent {
      let invariant: Invariant =
        capture.kind == .switcherCard || capture.kind == .switcherSnapshot ? .snapshotLeak : .captureLeak
      return Violation(
        invariant: invariant, step: step,
        detail: "\(capture.kind.rawValue) of scene \(capture.scene) at t=\(formatTime(capture.time)) s shows sensitive content at \(capture.frame.sensitivePointCount) of \(capture.frame.pixels.count) points")
    }
    if case .touch = event, let touched = device.lastTouch, let expected = baseline.lastTouch,
      expected.isAppView, touched.target != expected.target
    {
      return Violation(
        invariant: .touchBlocked, step: step,
        detail: "touch on scene \(touched.scene) reached \(touched.target) instead of \(expected.target)")
    }
    // A strategy that protects recordings covers on purpose while the screen is captured.
    let coversCaptureOnPurpose = claims.contains(.recordings) && device.isCaptureActive
    if device.isSettled, device.isAppInForeground, device.overlay == nil, !coversCaptureOnPurpose {
      // An external display's scene never becomes active; in the foreground it is on show.
      for scene in device.windowScenes
      where scene.activationState == .foregroundActive
        || (!scene.isInteractive && scene.activationState == .foregroundInactive)
      {
        guard device.mayShowCover(scene) else { continue }
        let frame = device.render(scene, for: .display)
        if frame.shows([.cover, .blurred]) {
          let count = frame.pixels.count { $0.contains(.cover) || $0.contains(.blurred) }
          return Violation(
            invariant: .strandedCover, step: step,
            detail: "cover visible at \(count) of \(frame.pixels.count) points of \(scene.isInteractive ? "active" : "external display") scene \(scene.identifier)\(settledPhase ? " after settling" : "")")
        }
      }
    }
    if device.isSettled, device.isAppInForeground, device.overlay == nil, device.isStrategyDisabled,
      let difference = device.residueDifference(from: baseline)
    {
      return Violation(invariant: .residue, step: step, detail: "after disable, \(difference)")
    }
    return nil
  }
}
