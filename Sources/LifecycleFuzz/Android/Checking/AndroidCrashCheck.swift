import AndroidModel

/// crash: the app's process does not crash during the step (an API called above the profile's level, ...).
struct AndroidCrashCheck: AndroidInvariantCheck {
  let invariant = AndroidViolation.Kind.crash

  func check(_ context: AndroidCheckContext) -> [AndroidViolation] {
    context.device.lastCrash.map { [AndroidViolation(kind: invariant, detail: "\(context.event): \($0)")] } ?? []
  }
}
