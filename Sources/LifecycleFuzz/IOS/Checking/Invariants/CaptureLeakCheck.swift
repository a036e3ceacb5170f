import ShieldModel

/// `capture-leak`: no screenshot, recorded or mirrored frame shows sensitive content, for a
/// strategy claiming that kind of capture that the app has not turned off.
nonisolated struct CaptureLeakCheck: CaptureCheck {
  let invariant = Invariant.captureLeak
  let summary = "no screenshot, recorded or mirrored frame the strategy claims shows sensitive content"
  let shortTitle = "capture"
  let captureKinds: [CaptureKind] = [.screenshot, .recording, .mirroring, .iPhoneMirroring]
  let claims: ProtectionClaims = [.screenshots, .recordings]

  @MainActor func check(_ capture: Capture, in context: CheckContext) -> Violation<IOSPlatform>? {
    leak(capture, in: context)
  }
}
