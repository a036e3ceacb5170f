import AndroidModel

/// capture-leak: no screenshot or MediaProjection frame shows content the strategy claims to protect.
struct AndroidCaptureLeakCheck: AndroidCaptureCheck {
  let invariant = AndroidViolation.Kind.captureLeak
  let captureKinds: [AndroidCaptureKind] = [.screenshot, .recording]
}
