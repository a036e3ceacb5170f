import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The app's own lock state on LocalAuthentication's failure, cancel and error paths (issue 25, forty-ninth session;
/// the fifty-second fresh set's F52-I06 and F52-I01): a re-arm of the lock the user's setting owes that a flag a reply
/// set skips is named with the reply and its line, and the user's lock setting turned off by the app's code on a reply
/// no user gave breaks `lock-bypass` (docs/app-logic.md, "The user's lock setting").
@MainActor @Suite struct AppLogicReplyPathTests: AppLogicScriptChecks {
  /// Auto-lock "Immediately" (`at=leave`, on from the install) whose re-arm at each leave skips while `passwordMode` is
  /// set; the prompt's Cancel sets it, and `fixed` clears it at the password login.
  static func autoLock(fixed: Bool = false, flagAt: String = "evaluatePolicyReply(userCancel)") -> String {
    """
    claims: nothing
    lock: locked
    release: biometry+field
    lockSetting: autoLock, on=autoLockOn, at=leave, initial=on
    on appCall(autoLockOn): store(autoLock)
    on sceneWillConnect: set(locked); present(lock, style=fullScreen, from=root, animated=false)
    on sceneDidBecomeActive if locked and not(prompting) and not(passwordMode): evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    on \(flagAt): set(passwordMode)
    on passcodeEntered(right): dismiss(lock); clear(locked)\(fixed ? "; clear(passwordMode)" : "")
    on sceneDidEnterBackground if stored(autoLock) and not(passwordMode): set(locked); present(lock, style=fullScreen, from=root, animated=false)
    """
  }

  /// The user's "Unlock with Face ID" kept in `UserDefaults` beside an auth key the Keychain guards with Face ID; the
  /// read's `reply` (the bug: `userCanceled`, which the system's cancel gives too) turns the setting off. `ask` is how
  /// the lock asks at each activation (the Keychain read, or `evaluatePolicy(biometrics)` with `success` its pass),
  /// `leave` what the code does besides locking as the app leaves.
  static func faceIDUnlock(
    offOn reply: String = "keychainReadReply(userCanceled)", ask: String = "keychainRead(authKey)",
    success: String = "keychainReadReply(success)", leave: String = ""
  ) -> String {
    """
    claims: nothing
    lock: locked
    release: biometry+field
    lockSetting: faceIDUnlock, on=enableFaceID, off=disableFaceID
    on appCall(enableFaceID): store(faceIDUnlock); keychainAdd(authKey, access=biometryCurrentSet)
    on appCall(disableFaceID): unstore(faceIDUnlock); keychainDelete(authKey)
    on sceneWillConnect: set(locked); present(lock, style=fullScreen, from=root, animated=false)
    on sceneDidEnterBackground: set(locked); present(lock, style=fullScreen, from=root, animated=false)\(leave)
    on sceneDidBecomeActive if locked and stored(faceIDUnlock) and not(prompting): \(ask)
    on \(success): dismiss(lock); clear(locked)
    on \(reply): unstore(faceIDUnlock)
    on passcodeEntered(right): dismiss(lock); clear(locked)
    """
  }

  static func outcome(_ text: String, _ events: [SystemEvent]) throws -> String {
    try scriptOutcome(text, events, profile: "iphone-ios17-scenes")
  }

  /// The violation `events` give `text`'s script on `.iPhoneScenes`, or `nil` when it holds.
  static func violation(_ text: String, _ events: [SystemEvent]) throws -> Violation<IOSPlatform>? {
    let runner = TraceRunner(
      strategy: try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: text)), profile: .iPhoneScenes)
    guard case .violated(let v) = runner.run(events) else { return nil }
    return v
  }

  static let failedThenPassword: [SystemEvent] = [
    .launch, .faceIDNoMatch, .dismissSystemAlert, .enterPasscode, .goHome,
  ]

  /// Face ID turned on from the lock's password login, then a return whose Face ID prompt `during` ends.
  static func faceIDOnThenReturn(_ during: [SystemEvent]) -> [SystemEvent] {
    [.launch, .enterPasscode, .appCall("enableFaceID"), .goHome, .returnToApp] + during
  }

  @Test("a re-arm a cancel's flag skipped is named with the reply and its line, not as the setting not applied")
  func skippedRearmNamesTheReply() throws {
    let v = try #require(try Self.violation(Self.autoLock(), Self.failedThenPassword))
    expectEqual(v.invariant, .lockBypass)
    expectEqual(v.step, 5)
    #expect(v.detail.hasPrefix("the app-switcher snapshot of scene A taken at t=2 s shows sensitive content"))
    expectEqual(
      v.byConstruction,
      "the user's lock setting skipped by the app's code: the setting is on (the app ships with it on, initial=on, "
        + "and the user has not left it off), so the lock is owed, and line 11's set(locked) on sceneDidEnterBackground "
        + "did not run: not(passwordMode) is false: set at line 9 on evaluatePolicyReply(userCancel), a reply anyone "
        + "holding the device can cause (Apple, LAError.Code)")
    // The fix clears the flag at the password login: the leave relocks.
    try expectEqual(Self.outcome(Self.autoLock(fixed: true), Self.failedThenPassword + [.returnToApp]), "holds")
    // Face ID's pass never sets the flag: the leave relocks (the tester's baseline).
    try expectEqual(Self.outcome(Self.autoLock(), [.launch, .faceIDMatch, .goHome, .returnToApp]), "holds")
  }

  /// The rule is the mechanism, not one reply: a flag set by the system's cancel (the app left under the prompt), or by
  /// an app call of the app's own, is named the same way; an app call proves nobody and says no cause.
  @Test("the flag's writer is named whatever callback wrote it")
  func skippedRearmNamesAnyWriter() throws {
    let system = try #require(
      try Self.violation(
        Self.autoLock(flagAt: "evaluatePolicyReply(systemCancel)"),
        [.launch, .goHome, .returnToApp, .enterPasscode, .goHome]))
    #expect(
      system.byConstruction?.hasSuffix(
        "line 11's set(locked) on sceneDidEnterBackground did not run: not(passwordMode) is false: set at line 9 on "
          + "evaluatePolicyReply(systemCancel), a reply anyone holding the device can cause (Apple, LAError.Code)")
        == true, "\(system)")
    let call = try #require(
      try Self.violation(
        Self.autoLock(flagAt: "appCall(usePassword)"), [.launch, .faceIDMatch, .appCall("usePassword"), .goHome]))
    #expect(
      call.byConstruction?.hasSuffix("not(passwordMode) is false: set at line 9 on appCall(usePassword)") == true,
      "\(call)")
  }

  @Test("the user's Face ID unlock turned off on the system's cancel of the Keychain read is lock-bypass")
  func settingOffOnTheSystemsCancel() throws {
    try expectEqual(
      Self.outcome(Self.faceIDUnlock(), Self.faceIDOnThenReturn([.lockDevice, .unlockDevice])),
      "lock-bypass at 5: the user's lock setting (lockSetting: faceIDUnlock, the user's choice on) turned off by "
        + "the app's code on a reply the user did not give (the user's settings are changed only by the user): line "
        + "11's unstore(faceIDUnlock) ran on keychainReadReply(userCanceled) at t=0.867 s; platform: the system "
        + "cancelled the authentication (LAError.systemCancel: the app left or the device locked with the prompt up), "
        + "not the user; the Keychain read returned errSecUserCanceled for it")
    // The same code on the user's own Cancel: the user's reply, not judged here.
    try expectEqual(Self.outcome(Self.faceIDUnlock(), Self.faceIDOnThenReturn([.dismissSystemAlert])), "holds")
    // The fix (F52-I01's): only an auth key that is gone turns the setting off.
    try expectEqual(
      Self.outcome(
        Self.faceIDUnlock(offOn: "keychainReadReply(notFound)"),
        Self.faceIDOnThenReturn([.lockDevice, .unlockDevice, .faceIDMatch])), "holds")
  }

  @Test("evaluatePolicy's systemCancel and a Keychain read refused its UI are replies no user gave")
  func otherRepliesNoUserGave() throws {
    let policy = Self.faceIDUnlock(
      offOn: "evaluatePolicyReply(systemCancel)", ask: "evaluatePolicy(biometrics)",
      success: "evaluatePolicyReply(success)")
    try expectEqual(
      Self.outcome(policy, Self.faceIDOnThenReturn([.goHome])),
      "lock-bypass at 6: the user's lock setting (lockSetting: faceIDUnlock, the user's choice on) turned off by "
        + "the app's code on a reply the user did not give (the user's settings are changed only by the user): line "
        + "11's unstore(faceIDUnlock) ran on evaluatePolicyReply(systemCancel) at t=1.35 s; platform: the system "
        + "cancelled the authentication (LAError.systemCancel: the app left or the device locked with the prompt up), "
        + "not the user")
    // A read started as the app leaves: the Keychain refuses its UI (errSecInteractionNotAllowed).
    let leaving = Self.faceIDUnlock(offOn: "keychainReadReply(interactionNotAllowed)", leave: "; keychainRead(authKey)")
    try expectEqual(
      Self.outcome(leaving, [.launch, .enterPasscode, .appCall("enableFaceID"), .goHome, .returnToApp]),
      "lock-bypass at 4: the user's lock setting (lockSetting: faceIDUnlock, the user's choice on) turned off by "
        + "the app's code on a reply the user did not give (the user's settings are changed only by the user): line "
        + "11's unstore(faceIDUnlock) ran on keychainReadReply(interactionNotAllowed) at t=0.5 s; platform: the "
        + "Keychain refused the item's authentication UI (errSecInteractionNotAllowed: the app was not frontmost, in "
        + "the background or under the device's lock screen), with no act of the user's")
    // The user's own off call is the user's: nothing is judged (a leave after it is cannot-disable's: this app locks
    // at every leave whatever the switch).
    try expectEqual(
      Self.outcome(
        Self.faceIDUnlock(), [.launch, .enterPasscode, .appCall("enableFaceID"), .appCall("disableFaceID")]),
      "holds")
  }
}
