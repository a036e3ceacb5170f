import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The lock family's biometrics-only evaluation against the Face ID lockout: five failed attempts
/// lock Face ID out, the biometrics policy then fails at once with `biometryLockout` and never
/// offers the device passcode that ends it (`unlock-blocked`, the platform's verdict); the code's
/// choice of fallback is vocabulary (`fallback=hidden|passcode`).
@Suite("Lock family: the biometrics-only policy, its fallback and the Face ID lockout")
struct LockFallbackTests {
  static let base =
    "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background"
  /// The lock asks at launch and the user's face fails five times in a row.
  static let lockout: [SystemEvent] = [.launch] + Array(repeating: .faceIDNoMatch, count: 5) + [.advance(2)]

  static func outcome(_ parts: String, _ events: [SystemEvent], release: String = "biometry") throws -> String {
    let name = base.replacingOccurrences(of: "release=biometry,", with: "release=\(release),") + parts + "]"
    return try LockFamilyBehaviourTests.outcome(name, events)
  }

  @Test("fallback= prints after cannotEvaluate=, parses back, and is refused where it decides nothing")
  func names() throws {
    let c = try LockConfiguration(parsing: Self.base + ",policy=biometrics,fallback=passcode,cannotEvaluate=stay]")
    expectEqual(c.fallback, .passcode)
    #expect(c.name.hasSuffix(",policy=biometrics,cannotEvaluate=stay,fallback=passcode]"))
    try expectEqual(LockConfiguration(parsing: c.name), c)
    for (name, reason) in [
      (
        "lock[fallback=hidden]",
        "'fallback=': only with a release that uses Face ID and policy=biometrics (the passcode policy's fallback "
          + "is the system's passcode UI)"
      ),
      (
        "lock[policy=biometrics,fallback=passcode,unlockOn=biometryLockout]",
        "'biometryLockout': fallback=passcode answers it (one reply per outcome)"
      ),
      (
        "lock[policy=biometrics,fallback=hidden,repromptOn=userFallback]",
        "'userFallback': fallback=hidden hides the button that gives it (one reply per outcome)"
      ),
      ("lock[policy=biometrics,fallback=app]", "'fallback=app': expected fallback=hidden|passcode"),
    ] {
      #expect(
        performing: { try LockConfiguration(parsing: name) },
        throws: { ($0 as? LockConfigurationError)?.reason == reason })
    }
    #expect(!(0..<2000).contains { LockFamily.member(at: $0 * 766_403).fallback != nil })
  }

  @Test("a lockout leaves a biometrics-only lock no way in; a passcode path holds")
  func lockout() throws {
    let blocked = try Self.outcome(",policy=biometrics", Self.lockout)
    expectEqual(
      blocked,
      "unlock-blocked at 5: the lock's only way in is its Unlock button's LocalAuthentication request, and Face "
        + "ID is locked out after 5 failed attempts in a row, so LocalAuthentication fails the biometrics policy at "
        + "once (LAError.biometryLockout), and only the device passcode ends the lockout, which that policy never "
        + "offers: no prompt, no passcode entry of its own, so the user cannot take the lock down from within the app "
        + "while it is locked; the way out: outside the app, locking the device and unlocking it with the passcode, "
        + "which ends the lockout")
    try expectEqual(Self.outcome(",policy=biometrics,fallback=hidden", Self.lockout), blocked)
    // Controls: the code's fallback to the passcode policy, the passcode policy itself, the lock's own keypad.
    let passcode: [SystemEvent] = [.enterDevicePasscode, .advance(2)]
    try expectEqual(Self.outcome(",policy=biometrics,fallback=passcode", Self.lockout + passcode), "holds")
    try expectEqual(Self.outcome("", Array(Self.lockout.dropLast()) + passcode), "holds")
    // The device unlocked with its passcode ends the lockout: the lock's next request shows Face ID.
    let relock: [SystemEvent] = [.lockDevice, .unlockDevice, .advance(1), .faceIDMatch, .advance(2)]
    try expectEqual(Self.outcome(",policy=biometrics", Self.lockout + relock, release: "biometry+keypad"), "holds")
  }

  @Test("the fallback button: userFallback leaves the lock with its Unlock button; hidden, the button is refused")
  func fallbackButton() throws {
    let fallback: [SystemEvent] = [.launch, .faceIDNoMatch, .faceIDFallback, .advance(2)]
    try expectEqual(Self.outcome(",policy=biometrics", fallback), "holds")
    try expectEqual(
      Self.outcome(",policy=biometrics,fallback=hidden", fallback),
      "invalid at 2: the app hid the fallback button (an empty localizedFallbackTitle)")
    // The passcode policy opens on Face ID again (not locked out); its own fallback is the system's passcode UI.
    let passcodeUI: [SystemEvent] = [.faceIDNoMatch, .faceIDFallback, .enterDevicePasscode, .advance(2)]
    try expectEqual(Self.outcome(",policy=biometrics,fallback=passcode", fallback + passcodeUI), "holds")
  }
}
