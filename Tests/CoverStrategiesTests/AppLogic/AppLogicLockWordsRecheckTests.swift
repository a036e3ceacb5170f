import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The thirty-ninth session's breaker on the lock words of that session (`faceIDPermission:`, the app's Face ID
/// switch, `keychainAdd`/`keychainRead`, Touch ID's dismissal), each re-checked: the Mac's biometry is one answer for
/// every rule, `unlock-blocked` names the way out the model knows, a Keychain read is a route to a prompt, the Touch ID
/// refusal names Touch ID, and a timer against the prompt's dismissal says the timing it rests on
/// (docs/model-behaviours.md; corpus/model-mac-*, model-faceid-permission-denied-settings-way-out,
/// model-keychain-read-reply-after-activation-slow-device, model-lock-touchid-cancel-focus-after-0.19-ios10.2).
@MainActor @Suite struct AppLogicLockWordsRecheckTests: AppLogicScriptChecks {
  /// A lock shown at `shown` that asks `ask` at each `callback` while locked and not asking, with `header`.
  static func lock(
    _ header: String, callback: String, shown: String = "didFinishLaunching", ask: String = "evaluatePolicy(biometrics)"
  ) -> String {
    """
    claims: nothing
    lock: locked
    \(header)
    on \(shown): set(locked); present(lock, style=fullScreen, from=root)
    on \(callback) if locked and not(prompting): \(ask)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    """
  }

  @Test("an iOS app on a Mac without NSFaceIDUsageDescription: the Mac's Touch ID prompts, a match lets in (holds)")
  func macNeedsNoKey() throws {
    let script = Self.lock(
      "info: NSFaceIDUsageDescription=absent", callback: "sceneDidBecomeActive", shown: "sceneWillConnect")
    // Before session 40: unlock-blocked at 0, "Face ID is not available to the app (... no NSFaceIDUsageDescription)".
    try expectEqual(
      Self.scriptOutcome(script, [.launch, .faceIDMatch, .advance(0.3)], profile: "mac-ios18-scenes"), "holds")
    // Control: the same app on an iPhone with Face ID is refused it.
    let iphone = try Self.scriptOutcome(script, [.launch], profile: "iphone-ios18-scenes")
    #expect(iphone.hasPrefix("unlock-blocked at 0: ") && iphone.contains("no NSFaceIDUsageDescription"))
    #expect(
      iphone.hasSuffix("the way out: none the user has: only a build of the app that declares NSFaceIDUsageDescription")
    )
  }

  @Test("after Don't Allow the verdict names the app's Face ID switch in Settings, which the same trace then uses")
  func deniedNamesTheSwitch() throws {
    let script = Self.lock("faceIDPermission: denied", callback: "applicationDidBecomeActive")
    let events: [SystemEvent] = [
      .launch, .goHome, .changeDeviceSetting(.appFaceIDOn), .returnToApp, .faceIDMatch, .advance(2),
    ]
    let verdict = try Self.scriptOutcome(script, events, profile: "iphone-ios17-appdelegate")
    #expect(verdict.hasPrefix("unlock-blocked at 0: "))
    #expect(!verdict.contains("nobody"))
    #expect(
      verdict.hasSuffix(
        "so the user cannot take the lock down from within the app while it is locked; the way out: outside the app, "
          + "turning the app's Face ID switch back on in Settings (Face ID & Passcode > Other Apps)"))
    // The way out is the model's own: from step 1 on the same trace holds.
    let device = Device(
      profile: try Profile(named: "iphone-ios17-appdelegate"), strategy: try Self.strategy(script), app: .sample)
    for event in events { try device.apply(event) }
    #expect(!device.isAppLocked)
  }

  @Test("a Keychain read at did-become-active is a route to a prompt: the no-route verdict names it")
  func keychainReadIsAnAsk() throws {
    let script = """
      claims: nothing
      lock: locked
      perScene: locked
      faceIDPermission: notAsked
      on didFinishLaunching: keychainAdd(s, access=biometryAny)
      on sceneWillConnect: set(locked); present(lock, style=fullScreen, from=root)
      on sceneDidBecomeActive if locked and not(prompting): keychainRead(s)
      on keychainReadReply(success): dismiss(lock); clear(locked)
      on keychainReadReply(authFailed): evaluatePolicy(deviceOwnerAuthentication)
      on evaluatePolicyReply(success): dismiss(lock); clear(locked)
      """
    // A slow device: the read's reply is still on the main queue at did-become-active, so the code does not ask.
    let slow = try Self.scriptOutcome(
      script, [.launch, .transitionTurns(0), .faceIDPermission(.allow), .dismissSystemAlert, .advance(2)],
      profile: "iphone-ios17-scenes")
    #expect(slow.hasPrefix("unlock-blocked at 3: "))
    #expect(slow.contains("its code asks only at sceneDidBecomeActive and at keychainReadReply"))
    // Without the scheduler choice the code asks again at did-become-active: holds.
    try expectEqual(
      Self.scriptOutcome(
        script, [.launch, .faceIDPermission(.allow), .dismissSystemAlert, .advance(2)], profile: "iphone-ios17-scenes"),
      "holds")
  }

  @Test("Touch ID asks no permission: the refusal names the device's biometry, not the app's answer so far")
  func touchIDRefusal() throws {
    let script = Self.lock("faceIDPermission: notAsked", callback: "applicationDidBecomeActive")
    let outcome = try Self.scriptOutcome(
      script, [.launch, .advance(1), .faceIDPermission(.deny)], profile: "iphone-ios10-appdelegate")
    expectEqual(outcome, "invalid at 2: no Face ID on this device (Touch ID asks no permission)")
  }

  @Test("a timer against Touch ID's dismissal: after(0.19) holds, and the verdict says touchIDDismissal decides it")
  func timerAgainstDismissal() throws {
    // The scored report's lock (AppLogicTouchIDDismissalTests), its Cancel focusing the field 0.19 s later.
    let script = AppLogicTouchIDDismissalTests.script(cancelFocus: "after(0.19, becomeFirstResponder(passcode))")
    let events = AppLogicTouchIDDismissalTests.cancel
    try expectEqual(Self.scriptOutcome(script, events, profile: "iphone-ios10.2-appdelegate"), "holds")
    let runner = TraceRunner(
      strategy: try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: script)),
      profile: try Profile(named: "iphone-ios10.2-appdelegate"))
    let dependences = FlagDependence.dependences(events, runner: runner)
    let dismissal = try #require(dependences.first { $0.name == "touchIDDismissal" })
    expectEqual(dismissal.alternatives, ["0.25 s -> unlock-blocked"])
  }
}
