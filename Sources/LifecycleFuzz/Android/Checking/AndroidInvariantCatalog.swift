import AndroidModel

/// The Android checkers in checking order, which decides which violation a step reports first: the two leak checks
/// as one pass over the step's captures in the order taken, then lock-bypass, reauth-loop, unlock-blocked, focus-lost,
/// stranded-cover, crash, detection-promise, blank-window, cannot-disable, needless-lock (a re-arm by the app's own
/// prompt that asks again at once is reauth-loop), needless-cover and needless-secure (last: promised trade-offs, after
/// every defect).
package enum AndroidInvariantCatalog {
  static let captureChecks: [any AndroidCaptureCheck] = [AndroidCaptureLeakCheck(), AndroidRecentsLeakCheck()]
  static let checks: [any AndroidInvariantCheck] = [
    AndroidLockBypassCheck(), AndroidReauthLoopCheck(), AndroidUnlockBlockedCheck(), AndroidFocusLostCheck(),
    AndroidStrandedCoverCheck(),
    AndroidCrashCheck(),
    AndroidDetectionPromiseCheck(), AndroidBlankWindowCheck(), AndroidCannotDisableCheck(), AndroidNeedlessLockCheck(),
    AndroidNeedlessCoverCheck(), AndroidNeedlessSecureCheck(),
  ]
  /// ``checks``, each held by a class so that a call opens it where it is stored, as iOS's ``InvariantChecker`` does
  /// (issue 30: there a loop over an array of existentials copied each checker out; for these stateless checkers the
  /// change measured within the spread, 41,512 to 41,492 instructions a step).
  private static let checkSlots = checks.map(AndroidCheckSlot.init)

  /// The first violation after the step of `context` among the invariants `selection` checks, or `nil`.
  static func firstViolation(
    _ context: AndroidCheckContext, _ selection: InvariantSelection<AndroidInvariant>
  ) -> Violation<AndroidPlatform>? {
    for capture in context.device.lastCaptures {
      for check in captureChecks where selection.includes(check.invariant) {
        if let v = check.check(capture, context) { return v }
      }
    }
    for slot in checkSlots where selection.includes(slot.check.invariant) {
      if let v = slot.check.check(context) { return v }
    }
    return nil
  }

  /// Every violation after `event` ran on `device` as step `step`, in checking order: each capture judged by its
  /// invariant's checker, then the other checkers (empty when every invariant holds). The engine takes only the first
  /// (``firstViolation(_:_:)``); AndroidModel's tests compare them all, step by step.
  package static func violations(after event: AndroidEvent, on device: AndroidDevice, step: Int = 0)
    -> [Violation<AndroidPlatform>]
  {
    let context = AndroidCheckContext(step: step, event: event, device: device)
    var out: [Violation<AndroidPlatform>] = []
    for capture in device.lastCaptures {
      for check in captureChecks {
        if let v = check.check(capture, context) { out.append(v) }
      }
    }
    for check in checks {
      if let v = check.check(context) { out.append(v) }
    }
    return out
  }
}

/// One Android checker, held by a class (``AndroidInvariantCatalog``'s `checkSlots`).
private nonisolated final class AndroidCheckSlot {
  /// The checker.
  let check: any AndroidInvariantCheck

  init(_ check: any AndroidInvariantCheck) { self.check = check }
}
