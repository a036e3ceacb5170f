import ShieldModel

/// `residue`: once the app has turned the strategy off with its
/// ``PrivacyScreenStrategy/disableCall`` and the device is settled with the app active and no
/// system UI over it, its windows' view and layer trees equal the baseline's. Applies only to
/// strategies with ``StrategyCapabilities/canBeDisabled``.
nonisolated struct ResidueCheck: InvariantCheck {
  let invariant = Invariant.residue
  let summary = "a disabled strategy leaves the app's view and layer trees as they are without it"
  let shortTitle = "residue"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    let device = context.device
    guard device.isSettled, device.isAppInForeground, device.overlay == nil, device.isStrategyDisabled,
      let difference = device.residueDifference(from: context.baseline)
    else { return nil }
    return Violation<IOSPlatform>(invariant: invariant, step: context.step, detail: "after disable, \(difference)")
  }
}
