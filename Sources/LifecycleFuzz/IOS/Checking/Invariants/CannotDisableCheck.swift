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
/// once the app has been active since the disable call. Applies to strategies with
/// ``StrategyCapabilities/canBeDisabled``, and to the part the app turns off of one with
/// ``StrategyCapabilities/turnsPartsOff``: what the user turned off is that part, and the rest stays as it was. The
/// app's own lock turned off through its setting (``Device/lockBackAfterUserOff``) may not come back (its lock
/// variable set, its lock screen shown), whatever else the app claims or puts up; the claims a per-claim disable
/// released (``Device/releasedClaims``) are judged on the images of their kinds as a whole turn-off's are, where no
/// claim the app still holds may cover the image by design, nor its lock while the lock's promise stands (see
/// ``checkReleasedClaims(_:)``).
nonisolated struct CannotDisableCheck: InvariantCheck {
  let invariant = Invariant.cannotDisable
  let summary =
    "a disabled strategy, or the part the app turned off (a claim, its lock), covers or blanks no capture or card,"
    + " leaves no cover up and brings no lock back"
    + " (https://github.com/killserver/react-native-screenshot-prevent/pull/10)"
  let shortTitle = "disable"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  /// What the app shows of itself: content a capture must not lose once protection is off.
  private static let content: Pixel = [.sensitive, .neutral]

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    let device = context.device
    // The lock the user turned off, for every script with the setting: nothing of it may come back.
    if let back = device.lockBackAfterUserOff {
      return Violation<IOSPlatform>(invariant: invariant, step: context.step, detail: "after \(back)")
    }
    guard device.isStrategyDisabled else {
      // A part turned off (a per-claim disable): only the images taken during the step can show it.
      return context.captures.isEmpty ? nil : checkReleasedClaims(context)
    }
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

  /// The images taken during the step of the kinds a per-claim disable released
  /// (``StrategyCapabilities/turnsPartsOff``), judged as ``checkCaptures(_:)`` judges a whole turn-off's, once the
  /// app has been active since the call; skipped where a claim the app still holds may cover the image by design: an
  /// image of a scene not active while the app still claims the switcher (its cover goes up at the resign), any
  /// image while the screen is captured and the app still claims recordings (its cover stays up meanwhile).
  @MainActor private func checkReleasedClaims(_ context: CheckContext) -> Violation<IOSPlatform>? {
    let device = context.device
    guard let strategy = device.strategy, strategy.capabilities.contains(.turnsPartsOff),
      !device.wasDisabledWhileInactive
    else { return nil }
    let released = device.releasedClaims
    guard !released.isEmpty else { return nil }
    // The app's lock is no part of the claims turned off: while its promise stands it covers the app by design (the
    // s46 breaker: the messenger's lock window over the card after Screen Security alone was turned off).
    if strategy.isAppLock, device.isAppLocked { return nil }
    let held = strategy.claims.subtracting(released)
    for capture in context.captures where released.covers(capture.kind) {
      if held.contains(.appSwitcher), device.scene(named: capture.scene)?.activationState != .foregroundActive {
        continue
      }
      if held.contains(.recordings), device.capture.isActive { continue }
      guard let theirs = Self.baselineImage(of: capture, on: context.baseline) else { continue }
      let blanked = Self.blanked(capture.frame, theirs)
      guard blanked > 0 else { continue }
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail: "after disable of \(released), the \(capture.kind.rawValue) of scene \(capture.scene) at "
          + "t=\(formatTime(capture.time)) s is covered or blank at \(blanked) of \(capture.frame.pixels.count) points "
          + "that show the app without the strategy")
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
