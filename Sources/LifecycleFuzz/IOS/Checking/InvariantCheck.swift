import ShieldModel

/// What a checker sees after one step: the step, the two devices and what was captured.
struct CheckContext {
  /// The index of the event just applied (the event count for the settling after the last).
  let step: Int
  /// The event, or `nil` for the settling after the last event.
  let event: SystemEvent?
  /// Images the system took of the strategy's device during the step, in the order it took them.
  let captures: [Capture]
  /// The device running the strategy.
  let device: Device
  /// The same app without the strategy, given the same events (caught up with them when first read:
  /// ``DeferredBaseline``).
  var baseline: Device { deferredBaseline.device }
  /// ``baseline`` and the events it has yet to be given.
  private let deferredBaseline: DeferredBaseline
  /// What the strategy claims to protect.
  let claims: ProtectionClaims
  /// The strategy's name (``InvariantChecker/strategyName``), or `nil`.
  var strategyName: String?
  /// The strategy's capture detection before the step (``PrivacyScreenStrategy/captureDetection``),
  /// or `nil` for a strategy that does not rely on detection.
  let detectionBefore: CaptureDetectionState?
  /// Whether this is the settling after the last event.
  let settledPhase: Bool
  /// The scenes a settled app shows its user, each with the baseline's scene of the same name:
  /// both devices settled, the app in the foreground with no system UI over it, both scenes
  /// interactive and active. Empty otherwise (what blank-window and focus-lost compare). Found
  /// once per step: both checks ask.
  let settledActiveScenes: [(mine: UIWindowScene, theirs: UIWindowScene)]

  /// A context for the step; finds ``settledActiveScenes``.
  init(
    step: Int, event: SystemEvent?, captures: [Capture], device: Device, baseline: Device,
    claims: ProtectionClaims, settledPhase: Bool, detectionBefore: CaptureDetectionState? = nil
  ) {
    self.init(
      step: step, event: event, captures: captures, device: device, baseline: DeferredBaseline(baseline),
      claims: claims, settledPhase: settledPhase, detectionBefore: detectionBefore)
  }

  /// A context for the step whose baseline catches up when first read; finds ``settledActiveScenes``.
  init(
    step: Int, event: SystemEvent?, captures: [Capture], device: Device, baseline: DeferredBaseline,
    claims: ProtectionClaims, settledPhase: Bool, detectionBefore: CaptureDetectionState? = nil
  ) {
    self.step = step
    self.detectionBefore = detectionBefore
    self.event = event
    self.captures = captures
    self.device = device
    deferredBaseline = baseline
    self.claims = claims
    self.settledPhase = settledPhase
    settledActiveScenes = Self.settledActiveScenes(device, baseline)
  }

  /// What the strategy claims now: its claims while on, less what the app has given up by turning
  /// protection off (``PrivacyScreenStrategy/releasedClaims(lastAppCall:)``: everything once off
  /// with its ``PrivacyScreenStrategy/disableCall``, until it is turned on again; one protection's
  /// part when one of two is off). The app's promise on top of them (`+ promise[...]`, ``AppPromise``)
  /// rests on the protection, so it goes with it: nothing is claimed once the strategy is off.
  var activeClaims: ProtectionClaims { device.isStrategyDisabled ? [] : claims.subtracting(device.releasedClaims) }

  private static func settledActiveScenes(
    _ device: Device, _ deferred: DeferredBaseline
  ) -> [(mine: UIWindowScene, theirs: UIWindowScene)] {
    // The device's conditions first: the baseline is caught up only when they hold.
    // Nor while another Mac app has focus: the user is not in the app (compared once it is focused again).
    guard device.isSettled, device.isAppInForeground, device.overlay == nil, !device.isMacAppUnfocused else {
      return []
    }
    let baseline = deferred.device
    guard baseline.isSettled else { return [] }
    // A loop, not `compactMap`: the closure would check its executor on every call.
    var pairs: [(mine: UIWindowScene, theirs: UIWindowScene)] = []
    for scene in device.windowScenes where scene.isInteractive && scene.activationState == .foregroundActive {
      guard let other = baseline.scene(named: scene.identifier), other.activationState == .foregroundActive
      else { continue }
      pairs.append((scene, other))
    }
    return pairs
  }
}

/// One invariant's checker, with what the reports and `list invariants` say about it.
///
/// The checker is stateless: a pure function of the step's ``CheckContext``. Register it in
/// ``InvariantCatalog/checks``, whose order decides which violation a step reports first.
nonisolated protocol InvariantCheck: Sendable {
  /// The invariant it checks.
  var invariant: Invariant { get }
  /// One line on what the invariant demands, for `list invariants`.
  var summary: String { get }
  /// The column title in the Markdown comparison (the HTML one is the name with spaces); a
  /// capture checker's columns are titled by capture kind instead.
  var shortTitle: String { get }
  /// The capture kinds it judges, one comparison row each, in report order; empty for a
  /// checker of the device's state, which gets one row.
  var captureKinds: [CaptureKind] { get }
  /// The claims under one of which it can fail; empty when it applies to every strategy.
  var claims: ProtectionClaims { get }
  /// The violation after the step, if any.
  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>?
}

/// A checker that judges each capture of its ``InvariantCheck/captureKinds`` on its own.
///
/// ``InvariantChecker`` runs adjacent capture checkers as one pass over the step's captures in
/// the order the system took them, so the first bad capture decides which invariant is reported.
nonisolated protocol CaptureCheck: InvariantCheck {
  /// The violation `capture` (one of ``InvariantCheck/captureKinds``) shows, if any.
  @MainActor func check(_ capture: Capture, in context: CheckContext) -> Violation<IOSPlatform>?
}

extension CaptureCheck {
  /// The first capture of the step that breaks the invariant, on its own.
  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    for capture in context.captures where captureKinds.contains(capture.kind) {
      if let v = check(capture, in: context) { return v }
    }
    return nil
  }

  /// A sensitive capture of a claimed kind while the strategy is on: the two leak invariants.
  @MainActor func leak(_ capture: Capture, in context: CheckContext) -> Violation<IOSPlatform>? {
    guard context.activeClaims.covers(capture.kind), capture.frame.showsSensitiveContent
    else { return nil }
    return Violation<IOSPlatform>(invariant: invariant, step: context.step, detail: capture.leakDetail)
  }
}

extension Capture {
  /// `screenshot of scene A at t=0 s shows sensitive content at 8 of 160 points`; a switcher
  /// snapshot of an app with no card says it is on disk only (``Capture/isOnDiskOnly``).
  nonisolated var leakDetail: String {
    "\(kind.rawValue)\(isOnDiskOnly ? " (on disk only: no switcher card, MASTG-KNOW-0099)" : "") of scene \(scene) "
      + "at t=\(formatTime(time)) s shows sensitive content at "
      + "\(frame.sensitivePointCount) of \(frame.pixels.count) points"
  }
}
