import ShieldModel

/// `cannot-disable`: once the app has turned the strategy off with its
/// ``PrivacyScreenStrategy/disableCall`` and the device is settled with the app active and no
/// system UI over it, no cover is still up (not even while the screen is captured, which the
/// strategy no longer claims) and no screenshot, recording or mirrored frame leaves out app
/// content that the same app without the strategy shows: the app allowed capture again. Applies
/// only to strategies with ``StrategyCapabilities/canBeDisabled``.
nonisolated struct CannotDisableCheck: InvariantCheck {
  let invariant = Invariant.cannotDisable
  let summary =
    "a disabled strategy blanks no capture and leaves no cover up"
    + " (https://github.com/killserver/react-native-screenshot-prevent/pull/10)"
  let shortTitle = "disable"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    let device = context.device
    let baseline = context.baseline
    guard device.isStrategyDisabled, device.isSettled, baseline.isSettled, device.isAppInForeground,
      device.overlay == nil
    else { return nil }
    for scene in device.windowScenes where scene.isInteractive && scene.activationState == .foregroundActive {
      guard let other = baseline.scene(named: scene.identifier), other.activationState == .foregroundActive else {
        continue
      }
      let shown = device.render(scene, for: .display)
      if shown.shows([.cover, .blurred]) {
        let count = shown.pixels.count { $0.contains(.cover) || $0.contains(.blurred) }
        return violation(
          context, "a cover is still up at \(count) of \(shown.pixels.count) points of scene \(scene.identifier)")
      }
      let content: Pixel = [.sensitive, .neutral]
      for purpose in [RenderPurpose.screenshot, .recording, .mirroring, .iPhoneMirroring] {
        let mine = device.render(scene, for: purpose).pixels
        let theirs = baseline.render(other, for: purpose).pixels
        let blanked = zip(mine, theirs).count { !$1.isDisjoint(with: content) && $0.isDisjoint(with: content) }
        guard blanked > 0 else { continue }
        return violation(
          context,
          "a \(purpose.rawValue) of scene \(scene.identifier) is blank at \(blanked) of \(mine.count) points "
            + "that show the app without the strategy")
      }
    }
    return nil
  }

  private func violation(_ context: CheckContext, _ what: String) -> Violation<IOSPlatform> {
    Violation<IOSPlatform>(invariant: invariant, step: context.step, detail: "after disable, \(what)")
  }
}
