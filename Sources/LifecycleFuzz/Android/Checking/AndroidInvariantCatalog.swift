import AndroidModel

/// The Android checkers in checking order, which decides which violation a step reports first: the two leak checks
/// as one pass over the step's captures in the order taken, then stranded-cover, then crash.
enum AndroidInvariantCatalog {
  static let captureChecks: [any AndroidCaptureCheck] = [AndroidCaptureLeakCheck(), AndroidRecentsLeakCheck()]
  static let checks: [any AndroidInvariantCheck] = [AndroidStrandedCoverCheck(), AndroidCrashCheck()]

  /// The first violation after the step of `context` among the invariants `selection` checks, or `nil`.
  static func firstViolation(
    _ context: AndroidCheckContext, _ selection: InvariantSelection<AndroidInvariant>
  ) -> Violation<AndroidPlatform>? {
    for capture in context.device.lastCaptures {
      for check in captureChecks where selection.includes(check.invariant) {
        if let v = check.check(capture, context) { return v }
      }
    }
    for check in checks where selection.includes(check.invariant) {
      if let v = check.check(context) { return v }
    }
    return nil
  }
}
