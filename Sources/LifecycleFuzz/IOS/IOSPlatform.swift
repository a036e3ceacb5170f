import CoverStrategies
import ShieldModel

/// iOS as the generic engine sees it: a session over ``TraceRunner``'s step (the strategy's device and the
/// baseline side by side, every invariant checked), the built-in strategies and profiles, and the explorer's menu.
///
/// The iOS engine keeps its own generator, shrinker, explorer and corpus, tuned for throughput and with outputs the
/// corpus and reports depend on; this conformance is the same model behind the platform interface, so the generic
/// runner, shrinker and explorer run over iOS too (their tests check them against the iOS engine).
public enum IOSPlatform: PlatformModel {
  /// `ios`.
  public static let name = "ios"
  /// The catalog's names.
  public static var strategyNames: [String] { StrategyCatalog.all.map(\.name) }
  /// A catalog name or a member of the parametric family.
  public static func isStrategy(named name: String) -> Bool { StrategyCatalog.descriptor(named: name) != nil }
  /// ``Invariant``'s names, in checking order.
  public static var invariantNames: [String] { Invariant.allCases.map(\.rawValue) }
  /// The strategy's own profile.
  public static func defaultProfile(forStrategy name: String) -> Profile? {
    StrategyCatalog.descriptor(named: name)?.defaultProfile
  }
  /// A built-in or composed profile name (`iphone-ios17-scenes+flag=value`).
  public static func profile(named name: String) -> Profile? { try? Profile(named: name) }
  /// The profile's name.
  public static func name(of profile: Profile) -> String { profile.name }
  /// The event in trace notation.
  public static func text(of event: SystemEvent) -> String { event.text }
  /// An event in trace notation.
  public static func event(parsing text: Substring) -> SystemEvent? { try? SystemEvent(text: String(text)) }
  /// A session for a catalog strategy.
  public static func session(strategy name: String, profile: Profile) -> IOSSession? {
    StrategyCatalog.descriptor(named: name).map { IOSSession(runner: TraceRunner(strategy: $0, profile: profile)) }
  }
}

/// The strategy's device and the baseline, stepped by ``TraceRunner``.
public struct IOSSession: PlatformSession {
  let runner: TraceRunner
  let device: Device
  let baseline: Device
  private var index = 0

  /// A session over `runner`'s devices.
  public init(runner: TraceRunner) {
    self.runner = runner
    (device, baseline) = runner.makeDevices()
  }

  /// The explorer's canonical menu for the device's state.
  public var menu: [SystemEvent] { Explorer.menu(for: device) }

  /// `Device.validationError(for:)`.
  public func refusal(for event: SystemEvent) -> String? { device.validationError(for: event) }

  /// ``TraceRunner``'s step: both devices, then every invariant.
  /// - Throws: ``PlatformRefusal`` when iOS cannot produce the event now.
  public mutating func step(_ event: SystemEvent) throws(PlatformRefusal) -> [PlatformViolation] {
    defer { index += 1 }
    switch runner.step(index, event, device, baseline, runner.checker) {
    case nil, .holds?: return []
    case .violated(let v)?: return [PlatformViolation(invariant: v.invariant.rawValue, detail: v.detail)]
    case .invalid(_, let reason)?: throw PlatformRefusal(event: event.text, reason: reason)
    }
  }

  /// Both devices settle and the invariants are checked once more.
  public mutating func finish() -> [PlatformViolation] {
    guard case .violated(let v) = runner.finish(step: index, device, baseline, runner.checker) else { return [] }
    return [PlatformViolation(invariant: v.invariant.rawValue, detail: v.detail)]
  }

  /// `DeviceSummary`'s canonical text (a trace's checkpoint).
  public var summary: String { device.summary().description }
}
