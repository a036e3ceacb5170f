import ShieldModel

/// `cannot-disable`: once the app has turned the strategy off with its
/// ``PrivacyScreenStrategy/disableCall``, no image the system takes of the app is covered,
/// blurred or blank where the same app without the strategy shows its content: switcher cards
/// and snapshots as well as screenshots, recorded and mirrored frames (the app allowed capture
/// again; a blur left on the card after disable,
/// https://github.com/FabriBertani/Plugin.Maui.ScreenSecurity/issues/45 ; medium-high). Once the
/// device is settled with the app active and no system UI over it, no cover is still up (not
/// even while the screen is captured, which the strategy no longer claims) and no screenshot,
/// recording or mirrored frame it would take now leaves such content out (a capture that stays
/// blank after protection is off). A cover a strategy had up when the app turned it off while
/// not active may stay until the app is active again (the C08 fix removes it at the next
/// did-become-active, https://github.com/prongbang/screen_protector/pull/26 ): images are judged
/// once the app has been active since the disable call. Applies only to strategies with
/// ``StrategyCapabilities/canBeDisabled``.
nonisolated struct CannotDisableCheck: InvariantCheck {
  let invariant = Invariant.cannotDisable
  let summary =
    "a disabled strategy covers or blanks no capture or card and leaves no cover up"
    + " (https://github.com/killserver/react-native-screenshot-prevent/pull/10)"
  let shortTitle = "disable"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  /// What the app shows of itself: content a capture must not lose once protection is off.
  private static let content: Pixel = [.sensitive, .neutral]

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    let device = context.device
    guard device.isStrategyDisabled else { return nil }
    if !context.captures.isEmpty, !device.wasDisabledWhileInactive, let v = checkCaptures(context) { return v }
    // The device's conditions first: the baseline is caught up with its events only when they hold.
    guard device.isSettled, device.isAppInForeground, device.overlay == nil else { return nil }
    let baseline = context.baseline
    guard baseline.isSettled else { return nil }
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
      for purpose in [RenderPurpose.screenshot, .recording, .mirroring, .iPhoneMirroring] {
        let blanked = Self.blanked(device.render(scene, for: purpose), baseline.render(other, for: purpose))
        guard blanked > 0 else { continue }
        return violation(
          context,
          "a \(purpose.rawValue) of scene \(scene.identifier) is blank at \(blanked) of \(shown.pixels.count) points "
            + "that show the app without the strategy")
      }
    }
    return nil
  }

  /// Each image taken during the step, of any kind, against what the app without the strategy
  /// shows for it: its own switcher snapshot taken at the same moment, its live card, or its
  /// render for the capture's purpose.
  @MainActor private func checkCaptures(_ context: CheckContext) -> Violation<IOSPlatform>? {
    for capture in context.captures {
      guard let theirs = Self.baselineImage(of: capture, on: context.baseline) else { continue }
      let blanked = Self.blanked(capture.frame, theirs)
      guard blanked > 0 else { continue }
      return violation(
        context,
        "the \(capture.kind.rawValue) of scene \(capture.scene) at t=\(formatTime(capture.time)) s is covered or "
          + "blank at \(blanked) of \(capture.frame.pixels.count) points that show the app without the strategy")
    }
    return nil
  }

  /// What the baseline shows in place of `capture`, or `nil` when it has no such scene or image.
  @MainActor private static func baselineImage(of capture: Capture, on baseline: Device) -> Frame? {
    guard let scene = baseline.scene(named: capture.scene) else { return nil }
    switch capture.kind {
    case .switcherSnapshot: return scene.switcherSnapshot
    case .switcherCard:
      // A live card while the scene is inactive under the switcher; else the stored snapshot.
      return scene.activationState == .foregroundInactive
        ? baseline.render(scene, for: .display) : scene.switcherSnapshot
    case .screenshot: return baseline.render(scene, for: .screenshot)
    case .recording: return baseline.render(scene, for: .recording)
    case .mirroring: return baseline.render(scene, for: .mirroring)
    case .iPhoneMirroring: return baseline.render(scene, for: .iPhoneMirroring)
    }
  }

  /// The points where `mine` loses the app's content that `theirs` shows, or covers or blurs it.
  private static func blanked(_ mine: Frame, _ theirs: Frame) -> Int {
    zip(mine.pixels, theirs.pixels).count { m, t in
      guard !t.isDisjoint(with: content) else { return false }
      return m.isDisjoint(with: content) || m.contains(.cover) || m.contains(.blurred)
    }
  }

  private func violation(_ context: CheckContext, _ what: String) -> Violation<IOSPlatform> {
    Violation<IOSPlatform>(invariant: invariant, step: context.step, detail: "after disable, \(what)")
  }
}
