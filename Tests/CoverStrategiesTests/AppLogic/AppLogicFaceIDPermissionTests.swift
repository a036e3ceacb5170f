import AppLogic
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@testable import CoverStrategies

/// `faceIDPermission:` (the system's per-app Face ID permission, its alert at the first request and the user's
/// "Don't Allow") and the Keychain words with access control (`keychainAdd(V, access=...)`, `keychainRead(V)`): what
/// the existing checks say of a lock that meets them (docs/app-logic.md; the forty-second fresh set's F42-I04, I08).
@MainActor @Suite struct AppLogicFaceIDPermissionTests {
  /// A lock at launch that asks `policy` at each did-become-active while locked and not asking.
  static func lock(_ policy: String, permission: String = "notAsked") -> String {
    """
    claims: nothing
    lock: locked
    faceIDPermission: \(permission)
    on didFinishLaunching: set(locked); present(lock, style=fullScreen, from=root)
    on applicationDidBecomeActive if locked and not(prompting): evaluatePolicy(\(policy))
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    """
  }

  static func outcome(_ text: String, _ events: [SystemEvent]) throws -> String {
    try AppLogicPromptWhileReleasedTests.outcome(text, events, profile: "iphone-ios17-appdelegate")
  }

  @Test("a biometrics-only lock after Don't Allow: no way in (unlock-blocked, naming the user's refusal)")
  func biometricsOnlyIsBlocked() throws {
    let verdict = try Self.outcome(
      Self.lock("biometrics"), [.launch, .advance(1), .faceIDPermission(.deny), .advance(2)])
    #expect(verdict.hasPrefix("unlock-blocked at "))
    #expect(verdict.contains("Don't Allow"))
  }

  @Test("controls: OK then a match, and deviceOwnerAuthentication's passcode after Don't Allow, hold")
  func controls() throws {
    try expectEqual(
      Self.outcome(
        Self.lock("biometrics"), [.launch, .advance(1), .faceIDPermission(.allow), .faceIDMatch, .advance(2)]),
      "holds")
    try expectEqual(
      Self.outcome(
        Self.lock("deviceOwnerAuthentication"),
        [.launch, .advance(1), .faceIDPermission(.deny), .enterDevicePasscode, .advance(2)]), "holds")
    // With the permission allowed from the start there is no alert to answer.
    #expect(
      try Self.outcome(
        Self.lock("biometrics", permission: "allowed"), [.launch, .advance(1), .faceIDPermission(.allow)]
      )
      .hasPrefix("invalid at 2: "))
  }

  @Test("faceIDPermission: takes notAsked, allowed or denied; the script's descriptor draws the answers")
  func setting() throws {
    let script = try AppLogicScript(parsing: Self.lock("biometrics", permission: "asked"))
    let error = #expect(throws: AppLogicError.self) { try AppLogicStrategy(script: script) }
    expectEqual(error?.line, 3)
    expectEqual(error?.message.hasPrefix("faceIDPermission: 'asked' is not one of notAsked, allowed, denied"), true)
    let strategy = try AppLogicStrategy(script: AppLogicScript(parsing: Self.lock("biometrics")))
    expectEqual(strategy.faceIDPermissionAtStart, .notAsked)
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: Self.lock("biometrics")))
    expectEqual(descriptor.eventWeights["faceIDPermission"], 6)
  }

  /// A lock released by reading a Keychain item with access control: the read raises the system's Face ID prompt.
  static func keychainLock(guarded: Bool) -> String {
    """
    claims: nothing
    lock: locked
    on didFinishLaunching: set(locked); present(lock, style=fullScreen, from=root); keychainAdd(secret, access=userPresence)
    on applicationDidBecomeActive\(guarded ? " if locked and not(prompting)" : ""): keychainRead(secret)
    on keychainReadReply(success): dismiss(lock); clear(locked)
    """
  }

  @Test("a Keychain read with access control prompts as evaluatePolicy does: a read at every activation asks again")
  func keychainRead() throws {
    let pass: [SystemEvent] = [.launch, .advance(1), .faceIDMatch, .advance(2)]
    try expectEqual(Self.outcome(Self.keychainLock(guarded: true), pass), "holds")
    // The read's own prompt resigns the app; its dismissal's did-become-active reads again: a prompt after the pass.
    #expect(try Self.outcome(Self.keychainLock(guarded: false), pass).hasPrefix("needless-lock at "))
    // Cancel: errSecUserCanceled, the lock stays (no reply handler for it), and the user can read again later.
    let strategy = try AppLogicStrategy(script: AppLogicScript(parsing: Self.keychainLock(guarded: true)))
    let device = Device(profile: try Profile(named: "iphone-ios17-appdelegate"), strategy: strategy)
    try device.apply(.launch)
    try device.apply(.advance(1))
    #expect(device.isAuthenticationPromptShown)
    expectEqual(device.applicationState, .inactive)
    try device.apply(.dismissSystemAlert)
    try device.apply(.advance(1))
    #expect(strategy.isAppLocked)
  }

  @Test("keychainRead reads only what a handler adds; access= takes the four constraints")
  func keychainWords() throws {
    let unread = "claims: nothing\non appCall(load): keychainRead(secret)"
    let e1 = #expect(throws: AppLogicError.self) { try AppLogicStrategy(script: AppLogicScript(parsing: unread)) }
    expectEqual(e1?.message, "keychainRead(secret): no handler adds it (keychainAdd)")
    let bad = "claims: nothing\non appCall(save): keychainAdd(secret, access=faceID)"
    let e2 = #expect(throws: AppLogicError.self) { try AppLogicStrategy(script: AppLogicScript(parsing: bad)) }
    expectEqual(e2?.message.hasPrefix("access= takes one of userPresence, biometryAny, biometryCurrentSet"), true)
    expectEqual(AppLogicStrategy.accessFlags("biometryCurrentSet"), .biometryCurrentSet)
  }
}
