/// What the engine needs from a platform model: a device it drives event by event, the events the generator draws
/// from, their validity and text, and a canonical state summary.
///
/// The generic engine (``PlatformGenerator``, ``PlatformRunner``, ``PlatformShrinker``, ``PlatformExplorer``,
/// ``PlatformCorpus``, ``PlatformCampaign``) works over this interface only. Android (`AndroidPlatform`) and iOS
/// (`IOSPlatform`, a session over ``TraceRunner``) implement it.
public protocol PlatformModel {
  /// A trace's step: a user action, a system event or a scheduler choice.
  associatedtype Event: Hashable & Sendable
  /// A device and app configuration, named and enumerable.
  associatedtype Profile: Hashable & Sendable
  /// One simulated device running one strategy, driven by ``step(_:)``.
  associatedtype Session: PlatformSession where Session.Event == Event

  /// The platform's name in trace headers, corpus folders and reports, for example `android`.
  static var name: String { get }
  /// Every built-in strategy's name, in catalog order.
  static var strategyNames: [String] { get }
  /// Whether `name` is a strategy of the platform (listed, or a parametric family's member).
  static func isStrategy(named name: String) -> Bool
  /// Every invariant's name, in checking order (as traces write them).
  static var invariantNames: [String] { get }
  /// The profile a strategy runs on when none is given.
  static func defaultProfile(forStrategy name: String) -> Profile?
  /// The profile called `name`, or `nil`.
  static func profile(named name: String) -> Profile?
  /// A profile's name.
  static func name(of profile: Profile) -> String
  /// The event as a trace writes it, for example `showWindow(dialog)`.
  static func text(of event: Event) -> String
  /// The event a trace writes as `text`, or `nil`.
  static func event(parsing text: Substring) -> Event?
  /// A new device on `profile` running a fresh instance of `strategy`, or `nil` for an unknown strategy.
  static func session(strategy name: String, profile: Profile) -> Session?
}

/// One simulated device running one strategy.
public protocol PlatformSession {
  /// The platform's event.
  associatedtype Event
  /// The events the generator and the explorer try now, in a fixed order (a state-dependent argument, such as a
  /// scene's name, comes from the state); they keep the ones ``refusal(for:)`` accepts.
  var menu: [Event] { get }
  /// Why the platform cannot produce `event` now, or `nil` when it can (a refusal is a fact about the platform).
  func refusal(for event: Event) -> String?
  /// Runs `event` and checks every invariant after it.
  /// - Returns: the violations found (empty when everything holds), in the checkers' order.
  /// - Throws: ``PlatformRefusal`` when the platform cannot produce the event now; nothing changes then.
  mutating func step(_ event: Event) throws(PlatformRefusal) -> [PlatformViolation]
  /// Lets the device settle after a trace's last event and checks once more (empty by default).
  mutating func finish() -> [PlatformViolation]
  /// The device's canonical state after the last step (a trace's checkpoint; the explorer and coverage key).
  var summary: String { get }
  /// The part of ``summary`` that decides the future (without virtual time), for coverage and exploring.
  var abstractState: String { get }
}

extension PlatformModel {
  /// A listed strategy's name.
  public static func isStrategy(named name: String) -> Bool { strategyNames.contains(name) }
}

extension PlatformSession {
  /// Nothing to settle.
  public mutating func finish() -> [PlatformViolation] { [] }
  /// The summary itself.
  public var abstractState: String { summary }
}

/// A broken invariant, platform-neutral: the invariant's name (as traces write it) and what was seen.
nonisolated public struct PlatformViolation: Hashable, Sendable, CustomStringConvertible {
  /// The invariant's name, for example `recents-leak`.
  public var invariant: String
  /// What was seen, for example `openRecents: recentsThumbnail: leaks activity/balance`.
  public var detail: String
  /// The capture that showed it (its kind, for example `recentsThumbnail`), or empty when no capture did; part of
  /// the failure signature, so one invariant broken by two kinds of capture is two findings.
  public var capture: String
  /// Where the capture showed it, for example the windows whose content leaked (`popup`), or empty; part of the
  /// failure signature too, since each needs its own fix.
  public var source: String

  /// A violation.
  public init(invariant: String, detail: String, capture: String = "", source: String = "") {
    self.invariant = invariant
    self.detail = detail
    self.capture = capture
    self.source = source
  }

  /// `invariant: detail`.
  public var description: String { "\(invariant): \(detail)" }
}

/// Why a platform cannot produce an event now.
nonisolated public struct PlatformRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The event as a trace writes it.
  public var event: String
  /// Why the platform cannot produce it now (a fact about the platform, with its source).
  public var reason: String

  /// A refusal.
  public init(event: String, reason: String) {
    self.event = event
    self.reason = reason
  }

  /// `event: reason`.
  public var description: String { "\(event): \(reason)" }
}
