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
  /// The strategy's capture detection before the step (``PrivacyScreenStrategy/captureDetection``),
  /// or `nil` for a strategy that does not rely on detection.
  let detectionBefore: CaptureDetectionState?
  /// Whether this is the settling after the last event.
  let settledPhase: Bool
  /// The scenes a settled app shows its user, each with the baseline's scene of the same name:
  /// both devices settled, the app in the foreground with no system UI over it, both scenes
  /// interactive and active. Empty otherwise (what blank-window, focus-lost and invisible-presentation
  /// compare). Found once per step, at the first read, which catches the baseline up: a check reads
  /// ``settledCandidates`` first, so a step none of them needs the baseline for leaves it behind.
  var settledActiveScenes: [(mine: UIWindowScene, theirs: UIWindowScene)] {
    deferredBaseline.settledScenes.pairs(with: deferredBaseline)
  }
  /// The strategy's device's half of ``settledActiveScenes``, found from that device alone: its interactive, active
  /// scenes while it is settled in the foreground with no system UI over it (empty otherwise), in its scene order.
  /// Every scene of ``settledActiveScenes`` is one of them, in the same order.
  var settledCandidates: [UIWindowScene] { deferredBaseline.settledScenes.candidates }
  /// The baseline's scene paired with `scene` (one of ``settledCandidates``) in ``settledActiveScenes``, or `nil`.
  func settledPartner(of scene: UIWindowScene) -> UIWindowScene? {
    for pair in settledActiveScenes where pair.mine === scene { return pair.theirs }
    return nil
  }

  /// A context for the step; finds ``settledCandidates``.
  init(
    step: Int, event: SystemEvent?, captures: [Capture], device: Device, baseline: Device,
    claims: ProtectionClaims, settledPhase: Bool, detectionBefore: CaptureDetectionState? = nil
  ) {
    self.init(
      step: step, event: event, captures: captures, device: device, baseline: DeferredBaseline(baseline),
      claims: claims, settledPhase: settledPhase, detectionBefore: detectionBefore)
  }

  /// A context for the step whose baseline catches up when first read; finds ``settledCandidates``.
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
    baseline.settledScenes.begin(device)
  }

  /// What the strategy claims now: its claims while on, less what the app has given up by turning
  /// protection off (``PrivacyScreenStrategy/releasedClaims(lastAppCall:)``: everything once off
  /// with its ``PrivacyScreenStrategy/disableCall``, until it is turned on again; one protection's
  /// part when one of two is off). The app's promise on top of them (`+ promise[...]`, ``AppPromise``)
  /// rests on the protection, so it goes with it: nothing is claimed once the strategy is off.
  var activeClaims: ProtectionClaims { device.isStrategyDisabled ? [] : claims.subtracting(device.releasedClaims) }
}

/// The settled scenes of one step (``CheckContext/settledActiveScenes``): the strategy's device's candidates found
/// when the step's context is made, the baseline's partners when a check first asks (issue 30: the baseline is caught
/// up with its queued events only for a check that compares with it, so a step whose checks all stop at the device,
/// such as one while the app's lock stands, leaves it behind, and a trace that ends so never pays for it). One per
/// session (``DeferredBaseline/settledScenes``), refilled at every step, its buffers kept.
final class SettledScenes {
  /// The device's interactive, active scenes while it is settled in the foreground with no system UI over it.
  private(set) var candidates: [UIWindowScene] = []
  /// ``pairs(with:)``'s answer once found this step.
  private var found: [(mine: UIWindowScene, theirs: UIWindowScene)] = []
  /// Whether ``found`` is this step's answer.
  private var isFound = false

  /// Starts a step: finds the candidates on `device`, forgets the pairs.
  func begin(_ device: Device) {
    candidates.removeAll(keepingCapacity: true)
    found.removeAll(keepingCapacity: true)
    isFound = false
    // Nor while another Mac app has focus: the user is not in the app (compared once it is focused again).
    guard device.isSettled, device.isAppInForeground, device.overlay == nil, !device.isMacAppUnfocused else { return }
    // A loop, not `filter`: the closure would check its executor on every call.
    for scene in device.windowScenes where scene.isInteractive && scene.activationState == .foregroundActive {
      candidates.append(scene)
    }
  }

  /// Each candidate with `baseline`'s scene of the same name, both devices settled and both scenes active.
  func pairs(with baseline: DeferredBaseline) -> [(mine: UIWindowScene, theirs: UIWindowScene)] {
    if isFound { return found }
    isFound = true
    // The device's conditions first (the candidates): the baseline is caught up only when they hold.
    guard !candidates.isEmpty else { return found }
    let baseline = baseline.device
    guard baseline.isSettled else { return found }
    for scene in candidates {
      guard let other = baseline.scene(named: scene.identifier), other.activationState == .foregroundActive
      else { continue }
      found.append((scene, other))
    }
    return found
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
