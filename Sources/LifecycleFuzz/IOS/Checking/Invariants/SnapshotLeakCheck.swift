import ShieldModel

/// `snapshot-leak`: no app-switcher card or snapshot shows sensitive content, for a strategy
/// claiming the switcher that the app has not turned off.
nonisolated struct SnapshotLeakCheck: CaptureCheck {
  let invariant = Invariant.snapshotLeak
  let summary = "no app-switcher card or snapshot shows sensitive content"
  let shortTitle = "snapshot"
  let captureKinds: [CaptureKind] = [.switcherCard, .switcherSnapshot]
  let claims: ProtectionClaims = .appSwitcher

  @MainActor func check(_ capture: Capture, in context: CheckContext) -> Violation<IOSPlatform>? {
    leak(capture, in: context)
  }
}
