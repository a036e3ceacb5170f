import ShieldModel

/// `uncovered-while-unfocused`: a strategy that claims it (``ProtectionClaims/unfocused``: the app promises to hide its
/// content whenever it is not focused) shows no sensitive content on the Mac's screen while another Mac app has
/// focus and the app's window stays in view (``SystemEvent/focusOtherMacApp``). The user's own screen, not a capture:
/// a promise of the app's, judged only when claimed, never a leak to anyone else.
///
/// The platform mechanism: on a Mac the scene stays foreground-active when another app takes focus, so UIKit sends
/// no will-resign-active and a cover raised there never comes up; only the key window's notices say it (the unverified
/// `macFocusLossResignsKeyWindow`; `Device+MacFocus.swift` names the sources). Judged at the end of each event.
nonisolated struct UncoveredWhileUnfocusedCheck: InvariantCheck {
  let invariant = Invariant.uncoveredWhileUnfocused
  let summary =
    "a strategy that promises it shows no sensitive content on a Mac's screen while another Mac app has focus "
    + "and the app's window stays in view (no will-resign-active comes then; Apple)"
  let shortTitle = "unfocused"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = .unfocused

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    let device = context.device
    guard device.isMacAppUnfocused, device.isAppInForeground, context.activeClaims.contains(.unfocused) else {
      return nil
    }
    for scene in device.foregroundScenes where scene.isInteractive {
      let frame = device.render(scene, for: .display)
      guard frame.showsSensitiveContent else { continue }
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail: "sensitive content visible at \(frame.sensitivePointCount) of \(frame.pixels.count) points of scene "
          + "\(scene.identifier) on the Mac's screen while another Mac app has focus (the scene stays "
          + "\(scene.activationState == .foregroundActive ? "active" : "inactive"): no will-resign-active on a Mac "
          + "until the window leaves view)",
        byConstruction: nil)
    }
    return nil
  }
}
