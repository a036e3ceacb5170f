import CoverStrategies
import Testing

@testable import LifecycleFuzz
@testable import ShieldModel

/// A device running a strategy and its baseline, stepped as the engine steps them (``IOSSession``), whose state
/// after the last step one checker judges on its own: the tests of each invariant check's conditions.
@MainActor
final class CheckFixture {
  /// The device running the strategy.
  let device: Device
  /// The same app without the strategy.
  let baseline: Device
  /// What the strategy claims.
  var claims: ProtectionClaims
  /// The last step's index (the first event is step 0).
  private(set) var step = -1
  /// The last step's event, `nil` after ``settle()``.
  private(set) var event: SystemEvent?
  /// The captures of the last step.
  private(set) var captures: [Capture] = []
  /// The strategy's capture detection before the last step.
  private(set) var detectionBefore: CaptureDetectionState?
  /// Whether the last step was the settling after the last event.
  private(set) var settledPhase = false

  /// The catalog strategy `name` on `profile` (its default profile when `nil`).
  init(_ name: String, profile: String? = nil) throws {
    let descriptor = try #require(StrategyCatalog.descriptor(named: name), "\(name)")
    let session = IOSSession(
      runner: TraceRunner(
        strategy: descriptor, profile: try profile.map { try Profile(named: $0) } ?? descriptor.defaultProfile))
    device = session.device
    baseline = session.baseline
    claims = descriptor.claims
  }

  /// A strategy of the test's own on `profile`.
  init(strategy: any PrivacyScreenStrategy, profile: String = "iphone-ios17-scenes") throws {
    let p = try Profile(named: profile)
    device = Device(profile: p, strategy: strategy)
    baseline = Device(profile: p, strategy: nil)
    claims = strategy.claims
  }

  /// Applies `events` to both devices as the engine does: the baseline skips an event it refuses.
  func apply(_ events: SystemEvent...) throws {
    for e in events {
      detectionBefore = device.strategy?.captureDetection
      try device.apply(e)
      try? baseline.apply(e)
      captures = device.collectCaptures()
      _ = baseline.collectCaptures()
      step += 1
      event = e
      settledPhase = false
    }
  }

  /// Lets both devices settle, as after a trace's last event.
  func settle() {
    detectionBefore = device.strategy?.captureDetection
    device.settle()
    baseline.settle()
    captures = device.collectCaptures()
    _ = baseline.collectCaptures()
    step += 1
    event = nil
    settledPhase = true
  }

  /// The context after the last step; `event` and `captures` replace the step's own when given.
  func context(event: SystemEvent?? = nil, captures: [Capture]? = nil) -> CheckContext {
    CheckContext(
      step: step, event: event ?? self.event, captures: captures ?? self.captures, device: device,
      baseline: baseline, claims: claims, settledPhase: settledPhase, detectionBefore: detectionBefore)
  }

  /// `check`'s verdict on the state after the last step.
  func verdict(_ check: some InvariantCheck, event: SystemEvent?? = nil, captures: [Capture]? = nil) -> Violation<
    IOSPlatform
  >? {
    check.check(context(event: event, captures: captures))
  }
}

/// A strategy that draws nothing and whose lock promise the test sets: the checks' lock conditions on their own.
final class PromiseStub: PrivacyScreenStrategy {
  /// What it claims.
  var claims: ProtectionClaims
  /// Its lock promise (``PrivacyScreenStrategy/isAppLocked``).
  var isAppLocked: Bool

  init(claims: ProtectionClaims = .all, locked: Bool) {
    self.claims = claims
    isAppLocked = locked
  }
}

/// A capture of `kind` in scene A at t=0.5 s, every point sensitive or none.
nonisolated func uniformCapture(_ kind: CaptureKind, sensitive: Bool) -> Capture {
  let pixels = [Pixel](repeating: sensitive ? .sensitive : .neutral, count: Frame.columns * Frame.rows)
  return Capture(kind: kind, scene: "A", time: 0.5, frame: Frame(pixels: pixels))
}
