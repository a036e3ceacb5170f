import AndroidModel

/// recents-leak: no Recents card, nor the starting window Android makes from it (which only a recording sees),
/// shows content the strategy claims to protect.
struct AndroidRecentsLeakCheck: AndroidCaptureCheck {
  let invariant = AndroidViolation.Kind.recentsLeak
  let captureKinds: [AndroidCaptureKind] = [.recentsThumbnail, .startingWindow]
}
