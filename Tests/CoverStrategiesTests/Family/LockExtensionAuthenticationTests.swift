import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@testable import CoverStrategies

/// LocalAuthentication in the app's own extension (`extAuth`): the extension's code evaluates the
/// member's policy in its own process, the system's prompt comes over the host app, and its reply
/// decides what the extension shows (`Device+ExtensionAuthentication.swift`).
@Suite("Lock family: LocalAuthentication in the app's extension")
struct LockExtensionAuthenticationTests {
  private static let base =
    "lock[shield=none,when=launch+background,as=window,level=2001,release=keypad,rearm=background,ext=own"
  /// The app unlocked, then left: its lock promise stands for its surfaces (no grace).
  private static let passedAndLeft: [SystemEvent] = [.launch, .enterPasscode, .goHome, .advance(1)]

  private static func outcome(_ lock: String, _ events: [SystemEvent]) throws -> TraceOutcome<IOSPlatform> {
    let runner = TraceRunner(
      strategy: try #require(StrategyCatalog.descriptor(named: lock)),
      profile: try Profile(named: "iphone-ios17-scenes"))
    return runner.run(events)
  }

  /// The step the model refuses, or `nil` when every event can happen.
  private static func refusal(_ lock: String, _ events: [SystemEvent]) throws -> Int? {
    guard case .invalid(let step, _) = try outcome(lock, events) else { return nil }
    return step
  }

  @Test("extAuth prints after ext= and parses back; without an extension lock it is refused")
  func names() throws {
    let name = Self.base + ",extAuth]"
    let c = try LockConfiguration(parsing: name)
    #expect(c.extensionAsks && c.name == name)
    let bad = "lock[ext=none,extAuth]"
    #expect(
      throws: LockConfigurationError(
        text: bad, reason: "'extAuth': only with an extension that has a lock (ext=own or ext=shared)")
    ) { try LockConfiguration(parsing: bad) }
  }

  @Test(
    "the extension's prompt comes over the host: a match shows the content (holds); without extAuth nothing to match")
  func matchPasses() throws {
    let opened = Self.passedAndLeft + [.openExtension(.share)]
    try expectEqual(Self.outcome(Self.base + ",extAuth]", opened + [.faceIDMatch, .advance(1)]), .holds)
    // The extension that asks nothing (the seventeenth set's `ext=own`) has no prompt to answer.
    try expectEqual(Self.refusal(Self.base + "]", opened + [.faceIDMatch]), 5)
  }

  @Test("a reply handler that unlocks on the user's Cancel shows the content while the app is locked (lock-bypass)")
  func cancelUnlocks() throws {
    let events = Self.passedAndLeft + [.openExtension(.share), .dismissSystemAlert]
    // The neighbour: Cancel leaves the extension's lock up.
    try expectEqual(Self.outcome(Self.base + ",extAuth]", events), .holds)
    guard case .violated(let v) = try Self.outcome(Self.base + ",unlockOn=userCancel,extAuth]", events) else {
      Issue.record("expected lock-bypass")
      return
    }
    #expect(v.invariant == .lockBypass && v.step == 5)
    #expect(v.detail.contains("the share extension"))
    expectEqual(v.byConstruction, "unlockOn=userCancel: the extension's reply handler unlocks on userCancel")
  }

  @Test(
    "failed matches count toward the device-wide lockout; then the biometrics policy fails at once, the passcode policy offers the passcode"
  )
  func lockout() throws {
    let fails = [SystemEvent](repeating: .faceIDNoMatch, count: 5)
    let opened = Self.passedAndLeft + [.openExtension(.autoFill)]
    // Biometrics only: the fifth failure ends the evaluation with biometryLockout; a handler that
    // unlocks on it shows the content.
    guard
      case .violated(let v) = try Self.outcome(
        Self.base + ",policy=biometrics,unlockOn=biometryLockout,extAuth]", opened + fails)
    else {
      Issue.record("expected lock-bypass")
      return
    }
    #expect(v.invariant == .lockBypass && v.step == 9)
    // The passcode policy turns to the device passcode, which lets the user in.
    try expectEqual(Self.outcome(Self.base + ",extAuth]", opened + fails + [.enterDevicePasscode]), .holds)
    try expectEqual(Self.refusal(Self.base + ",extAuth]", opened + fails + [.faceIDMatch]), 10)
  }

  @Test(
    "the member's fallback= in the extension: hidden refuses the button; passcode turns a lockout into the passcode UI")
  func fallback() throws {
    // fallback= needs a Face ID release: the app itself unlocks with a match before the leave.
    let opened: [SystemEvent] = [.launch, .faceIDMatch, .advance(1), .goHome, .advance(1), .openExtension(.share)]
    let biometrics =
      "lock[shield=none,when=launch+background,as=window,level=2001,release=biometry,rearm=background,"
      + "policy=biometrics"
    try expectEqual(
      Self.refusal(biometrics + ",fallback=hidden,ext=own,extAuth]", opened + [.faceIDNoMatch, .faceIDFallback]),
      7)
    try expectEqual(Self.outcome(biometrics + ",ext=own,extAuth]", opened + [.faceIDNoMatch, .faceIDFallback]), .holds)
    // fallback=passcode: the reply handler evaluates the passcode policy, whose passcode lets the user in.
    let fails = [SystemEvent](repeating: .faceIDNoMatch, count: 5)
    try expectEqual(
      Self.outcome(biometrics + ",fallback=passcode,ext=own,extAuth]", opened + fails + [.enterDevicePasscode]),
      .holds)
    // Without it the lockout ends the evaluation: no passcode UI to type into.
    try expectEqual(Self.refusal(biometrics + ",ext=own,extAuth]", opened + fails + [.enterDevicePasscode]), 11)
  }

  @Test("closing the extension or locking the device cancels its prompt (systemCancel): nothing is seen")
  func systemCancel() throws {
    let lock = Self.base + ",unlockOn=systemCancel,extAuth]"
    let opened = Self.passedAndLeft + [.openExtension(.share)]
    try expectEqual(Self.outcome(lock, opened + [.closeExtension, .advance(1)]), .holds)
    try expectEqual(Self.outcome(lock, opened + [.lockDevice, .advance(1)]), .holds)
  }
}
