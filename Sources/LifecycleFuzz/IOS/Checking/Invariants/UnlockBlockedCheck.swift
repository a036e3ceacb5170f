import ShieldModel

/// `unlock-blocked`: while the app's lock promise stands and the app is active and settled with
/// nothing over it, the lock's own passcode entry can take the passcode: no keyboard of another
/// field lies over its keypad or field, and a field no tap reaches has the keyboard
/// (``Device/blockedLockEntry()``, which names the sources). The app without the lock has no such
/// entry, so `touch-blocked`, which compares with it, cannot judge this; `lock-bypass` judges what
/// the lock lets through, this what it keeps out: the user, who cannot unlock. A lock whose only way
/// in is LocalAuthentication (biometry only, no entry of its own) is judged too while
/// LocalAuthentication cannot evaluate its policy for a reason only Settings changes
/// (``Device/lockWithNoWayIn()``: the passcode turned off, no face enrolled), naming the way out the model
/// knows (the Settings change; never "nobody", since the same trace may take the lock down that way), and so is a lock screen
/// with no route to a prompt: no Unlock button, no entry of its own, no request in flight (the lock
/// family's `noRetry`; element-ios#5279, apollo-bugs#1956), the property Android's check judges. A lock
/// whose app promises the passcode when Face ID fails (`promise=passcodeFallback`) is judged after the
/// user chose the prompt's fallback and no passcode entry came (``Device/lockWithNoPromisedPasscode()``). And the
/// app's own code, judged from the user's goal ("a user who knows the passcode and types it where the lock asks gets
/// in"): the right passcode the entry took while no handler took the lock down and no new entry can
/// (``Device/unhonouredLockEntry``: a release guarded by a flag only a biometric success sets).
nonisolated struct UnlockBlockedCheck: InvariantCheck {
  let invariant = Invariant.unlockBlocked
  let summary =
    "while the app's lock promise stands its own passcode entry can be used (SwiftPasscodeLock PR 14; LTHPasscodeViewController #143)"
  let shortTitle = "unlock"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    let device = context.device
    // The promise first: one call into the strategy, false for every strategy that is no lock.
    guard device.isAppLocked, device.isAppInForeground, device.isSettled, device.overlay == nil else { return nil }
    if let why = device.blockedLockEntry() {
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail: "\(why), so the passcode cannot be entered while the app is locked",
        byConstruction: device.lockPromiseNote)
    }
    // The app's own code after the user's right passcode: the entry took it, no handler took the lock down, and no
    // new entry can (``Device/unhonouredLockEntry``).
    if let unhonoured = device.unhonouredLockEntry {
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail: "\(unhonoured), so the user cannot unlock with the passcode the lock asks for", byConstruction: nil)
    }
    // A lock whose app promises the passcode when Face ID fails, after the user chose the fallback.
    if let promised = device.lockWithNoPromisedPasscode() {
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail: "\(promised), so the user cannot use the passcode the app promises", byConstruction: nil)
    }
    // A lock whose only way in is LocalAuthentication while it cannot evaluate (``Device/lockWithNoWayIn()``).
    guard let noWay = device.lockWithNoWayIn() else { return nil }
    return Violation<IOSPlatform>(
      invariant: invariant, step: context.step,
      detail: "\(noWay.detail), so the user cannot take the lock down from within the app while it is locked; "
        + "the way out: \(noWay.wayOut)",
      byConstruction: noWay.byConstruction)
  }
}
