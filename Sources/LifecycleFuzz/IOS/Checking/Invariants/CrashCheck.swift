import ShieldModel

/// `crash`: the strategy never traps. Checked first: after a trap nothing else is meaningful.
nonisolated struct CrashCheck: InvariantCheck {
  let invariant = Invariant.crash
  let summary = "the strategy never traps"
  let shortTitle = "crash"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    guard let message = context.device.crashMessage else { return nil }
    return Violation<IOSPlatform>(invariant: invariant, step: context.step, detail: "trap: \(message)")
  }
}
