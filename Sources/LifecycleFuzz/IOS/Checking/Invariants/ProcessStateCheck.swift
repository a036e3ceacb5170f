import ShieldModel

/// `process-state`: the strategy keeps no view from one simulated process to the next
/// (``Device/previousProcessState``). Checked before everything else: a leak after it is the
/// fuzzer's artifact (the old view covers a device that is gone), not something iOS would show,
/// and the fix is the one the detail names.
nonisolated struct ProcessStateCheck: InvariantCheck {
  let invariant = Invariant.processState
  let summary = "no view outlives its process (a static singleton's cover window): iOS starts each launch afresh"
  let shortTitle = "process"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    guard let what = context.device.previousProcessState else { return nil }
    return Violation<IOSPlatform>(
      invariant: invariant, step: context.step,
      detail: "state from a previous process: \(what) (kept by a `static` or global, which iOS would make again "
        + "in each launch); make it per-process, e.g. own the manager from the app delegate or the strategy "
        + "instead of `static let shared`")
  }
}
