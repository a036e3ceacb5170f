import AndroidModel

/// What a checker sees after one step: the event and the device it ran on (its captures, its crash, its screen).
public struct AndroidCheckContext {
  /// The step's event.
  public let event: AndroidEvent
  /// The device after the step.
  public let device: AndroidDevice
}

/// One Android invariant's checker: a pure function of the step's context.
public protocol AndroidInvariantCheck {
  /// The invariant it checks.
  var invariant: AndroidViolation.Kind { get }
  /// The violations after the step (empty when the invariant holds).
  func check(_ context: AndroidCheckContext) -> [AndroidViolation]
}

/// A checker of captures: judges each capture of its kinds, in the order the system took them.
public protocol AndroidCaptureCheck {
  /// The invariant it checks.
  var invariant: AndroidViolation.Kind { get }
  /// The capture kinds it judges.
  var captureKinds: [AndroidCaptureKind] { get }
}

extension AndroidCaptureCheck {
  /// A capture of claimed content is a violation; a capture of content the strategy does not claim (now) is none.
  func check(_ capture: AndroidCapture, _ context: AndroidCheckContext) -> AndroidViolation? {
    guard capture.leaks, context.device.strategy.claims.covers(capture.kind) else { return nil }
    var windows: [String] = []
    for view in capture.legibleSensitive {
      let window = String(view.prefix { $0 != "/" })
      if !windows.contains(window) { windows.append(window) }
    }
    return AndroidViolation(
      kind: invariant, detail: "\(context.event): \(capture)", capture: capture.kind, leakingWindows: windows)
  }
}
