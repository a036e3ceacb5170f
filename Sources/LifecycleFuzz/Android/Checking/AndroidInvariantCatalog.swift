import AndroidModel

/// The Android checkers in checking order, which decides which violation a step reports first: the two leak
/// checks as one pass over the step's captures in the order taken, then stranded-cover, then crash.
public enum AndroidInvariantCatalog {
  static let captureChecks: [any AndroidCaptureCheck] = [AndroidCaptureLeakCheck(), AndroidRecentsLeakCheck()]
  static let checks: [any AndroidInvariantCheck] = [AndroidStrandedCoverCheck(), AndroidCrashCheck()]

  /// The invariants, in checking order.
  public static var invariants: [AndroidViolation.Kind] { captureChecks.map(\.invariant) + checks.map(\.invariant) }

  /// Every violation after `event` ran on `device`, in checking order (empty when every invariant holds).
  public static func violations(after event: AndroidEvent, on device: AndroidDevice) -> [AndroidViolation] {
    let context = AndroidCheckContext(event: event, device: device)
    var out: [AndroidViolation] = []
    for capture in device.lastCaptures {
      for check in captureChecks where check.captureKinds.contains(capture.kind) {
        if let v = check.check(capture, context) { out.append(v) }
      }
    }
    for check in checks { out += check.check(context) }
    return out
  }
}
