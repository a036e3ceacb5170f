import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// A script's lock whose only way in is LocalAuthentication, judged on whether a request can still succeed
/// (`unlock-blocked`, ``Device/lockWithNoWayIn()``), and the app seen around the system's Face ID prompt while its
/// lock stands (`lock-bypass`, ``Device/sensitiveContentAroundBiometricPrompt()``). docs/model-behaviours.md,
/// "LocalAuthentication's reach, and the app around the Face ID prompt".
@MainActor @Suite struct AppLogicLockReachTests: AppLogicScriptChecks {
  static func outcome(_ text: String, _ events: [SystemEvent], profile: String = "iphone-ios17-appdelegate") throws
    -> String
  {
    try scriptOutcome(text, events, profile: profile)
  }

  /// A lock the user turns on in the app; when on, it covers the app at launch and asks with `POLICY` at the first
  /// did-become-active and at its Unlock button; only a success removes it. `GUARD` is the condition of the user's
  /// switch (empty: none).
  static func screenLock(policy: String = "deviceOwnerAuthentication", guard condition: String = "") -> String {
    """
    claims: nothing
    lock: locked
    release: biometry
    on appCall(screenLockOn)\(condition.isEmpty ? "" : " if \(condition)"): store(screenLock)
    on didFinishLaunching if stored(screenLock): set(locked); present(lock, style=fullScreen, from=root, animated=false)
    on applicationDidBecomeActive if locked and not(prompting) and not(asked): set(asked); evaluatePolicy(\(policy))
    on unlockTapped if locked and not(prompting): evaluatePolicy(\(policy))
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    """
  }

  /// The passcode turned off, the lock turned on, the app relaunched.
  static let relaunchWithoutPasscode: [SystemEvent] = [
    .changeDeviceSetting(.passcodeOff), .launch, .advance(1), .appCall("screenLockOn"), .goHome, .advance(1),
    .terminateApp, .launch, .advance(1),
  ]

  @Test("the passcode off: a lock only LocalAuthentication releases has no way in; a check before turning it on holds")
  func passcodeOff() throws {
    let blocked = try Self.outcome(Self.screenLock(), Self.relaunchWithoutPasscode)
    #expect(blocked.hasPrefix("unlock-blocked at "))
    #expect(blocked.contains("the lock's only way in is its Unlock button's LocalAuthentication request"))
    #expect(blocked.contains("the device passcode is off"))
    #expect(blocked.contains("(LAError.passcodeNotSet)"))
    // The correct app: it turns its lock on only when the device can authenticate.
    let checked = Self.screenLock(guard: "canEvaluatePolicy(deviceOwnerAuthentication)")
    try expectEqual(Self.outcome(checked, Self.relaunchWithoutPasscode), "holds")
    // With the passcode on, the same lock passes with the user's match.
    let withPasscode = Array(Self.relaunchWithoutPasscode.dropFirst()) + [.faceIDMatch, .advance(2)]
    try expectEqual(Self.outcome(Self.screenLock(), withPasscode), "holds")
  }

  @Test("an app that answers the refusal itself holds: its own keypad, or the lock released")
  func answeredRefusal() throws {
    let keypad = Self.screenLock().replacingOccurrences(of: "release: biometry", with: "release: biometry+keypad")
    try expectEqual(Self.outcome(keypad, Self.relaunchWithoutPasscode), "holds")
    let released = Self.screenLock() + "\non evaluatePolicyReply(passcodeNotSet): dismiss(lock); clear(locked)"
    try expectEqual(Self.outcome(released, Self.relaunchWithoutPasscode), "holds")
  }

  @Test("no face enrolled: a biometrics-only lock has no way in; one that also asks with the passcode policy holds")
  func faceIDReset() throws {
    let events: [SystemEvent] = [
      .launch, .advance(1), .appCall("screenLockOn"), .goHome, .changeDeviceSetting(.faceIDReset), .advance(1),
      .terminateApp, .launch, .advance(1),
    ]
    let biometrics = try Self.outcome(Self.screenLock(policy: "biometrics"), events)
    #expect(biometrics.hasPrefix("unlock-blocked at "))
    #expect(biometrics.contains("(LAError.biometryNotEnrolled)"))
    // The same lock whose code falls back to the device-owner policy when biometry is refused: the passcode UI.
    let fallback =
      Self.screenLock(policy: "biometrics")
      + "\non evaluatePolicyReply(biometryNotEnrolled): evaluatePolicy(deviceOwnerAuthentication)"
    try expectEqual(Self.outcome(fallback, events), "holds")
  }

  /// The lock as a view added to the app's window at the background, Face ID asked at the return; `LOCK` places it.
  static func lockView(_ place: String, _ remove: String) -> String {
    """
    claims: nothing
    lock: locked
    on sceneDidEnterBackground: set(locked); \(place)
    on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): \(remove); clear(locked)
    """
  }

  @Test("the app's sheet above its lock view is seen around the Face ID prompt; a lock window above it holds")
  func aroundThePrompt() throws {
    let events: [SystemEvent] = [
      .launch, .advance(1), .goHome, .advance(2), .returnToApp, .appPresent(.sheet, .top), .advance(1),
    ]
    let view = try Self.outcome(Self.lockView("addLock(main)", "dismiss(lock)"), events, profile: "iphone-ios17-scenes")
    #expect(view.hasPrefix("lock-bypass at "))
    #expect(view.contains(": sensitive content visible at "))
    #expect(view.contains("around the system's Face ID prompt"))
    let window = Self.lockView("showWindow(lockwin, level=alert+1, root=lock)", "hideWindow(lockwin)")
    try expectEqual(Self.outcome(window, events, profile: "iphone-ios17-scenes"), "holds")
    // With no sheet the lock view fills the window around the prompt.
    let noSheet = events.filter { $0 != .appPresent(.sheet, .top) }
    let view2 = Self.lockView("addLock(main)", "dismiss(lock)")
    try expectEqual(Self.outcome(view2, noSheet, profile: "iphone-ios17-scenes"), "holds")
  }
}
