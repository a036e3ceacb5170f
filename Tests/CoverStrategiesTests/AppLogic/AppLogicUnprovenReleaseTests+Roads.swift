import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The same bypass by other roads (session 45): the Settings question as a flag, the permission alert's Don't Allow,
/// a clear in another handler that reads what a cancel wrote, a kept flag read by the next launch, a
/// `canEvaluatePolicy` check's no, and a `.biometryCurrentSet` item invalidated by a new face
/// (`AppLogicStrategy+UnprovenProvenance.swift`; docs/model-behaviours.md, "A lock taken down in a reply that proves
/// nobody").
extension AppLogicUnprovenReleaseTests {
  /// The profile with Settings changing Face ID without the passcode.
  static let settingsWithoutPasscode = "iphone-ios17-appdelegate+settingsAsksPasscodeForFaceIDChanges=false"

  @Test("the app's Face ID switch: holds while Settings asks the passcode, lock-bypass naming the flag otherwise")
  func appFaceIDSwitchFollowsTheFlag() throws {
    try expectEqual(Self.outcome(Self.signalLike, Self.appFaceIDOff), "holds")
    let verdict = try Self.scriptOutcome(Self.signalLike, Self.appFaceIDOff, profile: Self.settingsWithoutPasscode)
    #expect(verdict.hasPrefix("lock-bypass at "), "\(verdict)")
    #expect(verdict.contains("settingsAsksPasscodeForFaceIDChanges=false"), "\(verdict)")
  }

  @Test("Face ID refused at the permission alert's Don't Allow is anyone's: lock-bypass, OK then a match holds")
  func permissionAlertDenialIsAnyones() throws {
    let asking = Self.signalLike.replacingOccurrences(
      of: "faceIDPermission: allowed", with: "faceIDPermission: notAsked")
    let denied: [SystemEvent] = [.launch, .advance(1), .faceIDPermission(.deny), .advance(1)]
    let verdict = try Self.outcome(asking, denied)
    #expect(verdict.hasPrefix("lock-bypass at "), "\(verdict)")
    #expect(verdict.contains("permission alert (Don't Allow), which anyone holding the device can tap"), "\(verdict)")
    let allowed: [SystemEvent] = [.launch, .advance(1), .faceIDPermission(.allow), .faceIDMatch, .advance(2)]
    try expectEqual(Self.outcome(asking, allowed), "holds")
  }

  @Test("a cancel's variable read by another handler that clears: lock-bypass naming the road; after a match, holds")
  func clearInAnotherHandler() throws {
    let script = Self.lock(
      release: "biometry",
      """
      on unlockTapped if locked and not(prompting): evaluatePolicy(biometrics)
      on evaluatePolicyReply(userCancel): set(skipped)
      on appCall(continue) if skipped: dismiss(lock); clear(locked)
      """)
    let verdict = try Self.outcome(script, Self.cancelAtLaunch + [.appCall("continue"), .advance(1)])
    #expect(verdict.hasPrefix("lock-bypass at "), "\(verdict)")
    #expect(
      verdict.contains("line 10's clear(locked) took the lock down on evaluatePolicyReply(userCancel) through skipped"),
      "\(verdict)")
    // Written in a success, the same variable carries no unproven reply.
    let proven = script.replacingOccurrences(
      of: "evaluatePolicyReply(userCancel): set(skipped)", with: "evaluatePolicyReply(success): set(skipped)")
    try expectEqual(
      Self.outcome(proven, [.launch, .advance(1), .faceIDMatch, .advance(1), .appCall("continue"), .advance(1)]),
      "holds")
  }

  /// A lock at launch that a kept flag skips; `KEEP` is the handler that stores the flag.
  static func skippingLock(_ keep: String) -> String {
    """
    claims: nothing
    lock: locked
    release: biometry
    on didFinishLaunching: set(locked)
    on didFinishLaunching if stored(skipLock): clear(locked)
    on didFinishLaunching if locked: present(lock, style=fullScreen, from=root, animated=false)
    on applicationDidBecomeActive if locked and not(prompting) and not(asked): set(asked); evaluatePolicy(biometrics)
    on unlockTapped if locked and not(prompting): evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    \(keep)
    """
  }

  @Test("a kept flag a cancel stored skips the next launch's lock: lock-bypass; stored after a match, holds")
  func keptFlagSkipsNextLaunch() throws {
    let relaunch: [SystemEvent] = [.goHome, .terminateApp, .launch, .advance(1)]
    let cancelled = Self.skippingLock("on evaluatePolicyReply(userCancel): store(skipLock)")
    let verdict = try Self.outcome(cancelled, Self.cancelAtLaunch + relaunch)
    #expect(verdict.hasPrefix("lock-bypass at "), "\(verdict)")
    #expect(verdict.contains("evaluatePolicyReply(userCancel) through stored(skipLock)"), "\(verdict)")
    let matched = Self.skippingLock("on evaluatePolicyReply(success): store(skipLock)")
    try expectEqual(Self.outcome(matched, [.launch, .advance(1), .faceIDMatch, .advance(2)] + relaunch), "holds")
  }

  @Test("a clear after canEvaluatePolicy answers no: the Settings kind, decided by the promise")
  func clearAfterCapabilityCheck() throws {
    let extra =
      "on applicationDidBecomeActive if locked and not(canEvaluatePolicy(biometrics)): dismiss(lock); clear(locked)"
    let verdict = try Self.outcome(Self.lock(release: "biometry+field", extra), Self.noFaceEnrolled)
    #expect(verdict.hasPrefix("lock-bypass at "), "\(verdict)")
    #expect(verdict.contains("canEvaluatePolicy(biometrics) answering biometryNotEnrolled"), "\(verdict)")
    try expectEqual(Self.outcome(Self.lock(release: "biometry", extra), Self.noFaceEnrolled), "holds")
  }

  /// A lock whose way in is a `.biometryCurrentSet` Keychain item, opening when the read finds nothing.
  static func currentSetLock(release: String) -> String {
    """
    claims: nothing
    lock: locked
    release: \(release)
    on didFinishLaunching if not(inKeychain(key)): keychainAdd(key, access=biometryCurrentSet)
    on didFinishLaunching: set(locked); present(lock, style=fullScreen, from=root, animated=false)
    on applicationDidEnterBackground: set(locked); present(lock, style=fullScreen, from=root, animated=false); clear(asked)
    on applicationDidBecomeActive if locked and not(prompting) and not(asked): set(asked); keychainRead(key)
    on keychainReadReply(success): dismiss(lock); clear(locked)
    on keychainReadReply(notFound): dismiss(lock); clear(locked)
    """
  }

  @Test("a .biometryCurrentSet item invalidated by a new face, read as no lock: decided by the promise and the flag")
  func invalidatedItemTakenAsNoLock() throws {
    let enrol: [SystemEvent] = [
      .launch, .advance(1), .faceIDMatch, .advance(2), .goHome, .changeDeviceSetting(.faceIDEnrolled), .returnToApp,
      .advance(2),
    ]
    try expectEqual(Self.outcome(Self.currentSetLock(release: "biometry"), enrol), "holds")
    let promised = try Self.outcome(Self.currentSetLock(release: "biometry+field"), enrol)
    #expect(promised.hasPrefix("lock-bypass at "), "\(promised)")
    #expect(promised.contains("keychainReadReply(notFound), a reply whoever knows the device passcode"), "\(promised)")
    let open = try Self.scriptOutcome(
      Self.currentSetLock(release: "biometry"), enrol, profile: Self.settingsWithoutPasscode)
    #expect(open.hasPrefix("lock-bypass at "), "\(open)")
  }

  @Test("a guard that asks for what a success wrote is the success's code, whatever a cancel wrote (s45 breaker F2)")
  func successWriteProvesTheGuard() throws {
    let script = """
      claims: nothing
      lock: locked
      release: biometry
      on didFinishLaunching: set(locked); present(lock, style=fullScreen, from=root, animated=false)
      on applicationDidBecomeActive if locked and not(asked): set(asked); set(inFlight); evaluatePolicy(biometrics)
      on unlockTapped if locked and not(prompting): evaluatePolicy(biometrics)
      on evaluatePolicyReply(userCancel): clear(inFlight)
      on evaluatePolicyReply(success): set(authed)
      on applicationDidBecomeActive if locked and authed and not(inFlight): dismiss(lock); clear(locked)
      """
    let events: [SystemEvent] = [
      .launch, .advance(1), .dismissSystemAlert, .advance(1), .touch(scene: nil, x: 0.5, y: 0.45), .advance(0.5),
      .faceIDMatch,
      .advance(1),
    ]
    try expectEqual(Self.scriptOutcome(script, events, profile: "iphone-ios17-appdelegate"), "holds")
    // Without the success's variable in the guard, the cancel's road still carries the reply.
    let cancelOnly = script.replacingOccurrences(
      of: "if locked and authed and not(inFlight)", with: "if locked and not(inFlight)")
    let verdict = try Self.scriptOutcome(cancelOnly, Array(events.prefix(4)), profile: "iphone-ios17-appdelegate")
    #expect(verdict.hasPrefix("lock-bypass at "), "\(verdict)")
  }
}

/// The roads the s45 breaker found still untraced (session 46): a cancel's stamp read as a recent unlock, and a
/// Keychain item a cancel added or deleted, read by another handler that clears the lock.
extension AppLogicUnprovenReleaseTests {
  @Test("a cancel's stamp read by an elapsed guard that clears: lock-bypass through elapsed; a success's stamp holds")
  func clearThroughAStamp() throws {
    let script = Self.lock(
      release: "biometry",
      """
      on unlockTapped if locked and not(prompting): evaluatePolicy(biometrics)
      on evaluatePolicyReply(userCancel): stamp(unlockedAt)
      on appCall(continue) if locked and not(elapsed(unlockedAt, 60)): dismiss(lock); clear(locked)
      """)
    let verdict = try Self.outcome(script, Self.cancelAtLaunch + [.appCall("continue"), .advance(1)])
    #expect(verdict.hasPrefix("lock-bypass at "), "\(verdict)")
    #expect(verdict.contains("on evaluatePolicyReply(userCancel) through elapsed(unlockedAt)"), "\(verdict)")
    let proven = script.replacingOccurrences(
      of: "evaluatePolicyReply(userCancel): stamp(unlockedAt)", with: "evaluatePolicyReply(success): stamp(unlockedAt)")
    try expectEqual(
      Self.outcome(proven, [.launch, .advance(1), .faceIDMatch, .advance(1), .appCall("continue"), .advance(1)]),
      "holds")
  }

  @Test(
    "a Keychain item a cancel added, or deleted, read by an inKeychain guard that clears: lock-bypass; a success's holds"
  )
  func clearThroughTheKeychain() throws {
    for (write, guardText) in [
      ("keychainAdd(skip)", "inKeychain(skip)"), ("keychainDelete(pin)", "not(inKeychain(pin))"),
    ] {
      let script = Self.lock(
        release: "biometry",
        """
        on unlockTapped if locked and not(prompting): evaluatePolicy(biometrics)
        on didFinishLaunching: keychainAdd(pin)
        on evaluatePolicyReply(userCancel): \(write)
        on appCall(continue) if locked and \(guardText): dismiss(lock); clear(locked)
        """)
      let verdict = try Self.outcome(script, Self.cancelAtLaunch + [.appCall("continue"), .advance(1)])
      #expect(verdict.hasPrefix("lock-bypass at "), "\(write): \(verdict)")
      let name = write.hasPrefix("keychainAdd") ? "skip" : "pin"
      #expect(verdict.contains("through inKeychain(\(name))"), "\(write): \(verdict)")
      let proven = script.replacingOccurrences(
        of: "evaluatePolicyReply(userCancel): \(write)", with: "evaluatePolicyReply(success): \(write)")
      #expect(
        try Self.outcome(proven, [.launch, .advance(1), .faceIDMatch, .advance(1), .appCall("continue"), .advance(1)])
          == "holds", "\(write)")
    }
  }
}
