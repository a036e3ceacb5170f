import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The lock family against LocalAuthentication's refusals: the device passcode turned off or Face
/// ID reset in Settings while the app is away (`changeDeviceSetting`), and -1004 for a request
/// made while the app is not frontmost; the app's handling is vocabulary (`cannotEvaluate=`,
/// `onError=crash`, the refusals in `unlockOn=`).
@Suite("Lock family: LocalAuthentication's refusals and the app's handling of them")
struct LockDeviceSettingsTests {
  static let base = "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background"
  /// Unlocked, away to Settings to turn the passcode off, and back.
  static let passcodeOff: [SystemEvent] = [
    .launch, .faceIDMatch, .advance(2), .goHome, .changeDeviceSetting(.passcodeOff), .returnToApp, .advance(2),
  ]
  /// The same trip, resetting Face ID instead.
  static let faceIDReset: [SystemEvent] = [
    .launch, .faceIDMatch, .advance(2), .goHome, .changeDeviceSetting(.faceIDReset), .returnToApp, .advance(2),
  ]
  static let noWayIn =
    "unlock-blocked at 5: the lock's only way in is its Unlock button's LocalAuthentication request, and the "
    + "device passcode is off, so LocalAuthentication fails every evaluation at once (LAError.passcodeNotSet): no "
    + "prompt, no passcode entry of its own, so the user cannot take the lock down from within the app while it is "
    + "locked; the way out: outside the app, turning the device passcode back on in Settings"

  static func outcome(
    _ parts: String, _ events: [SystemEvent], release: String = "biometry", profile: String = "iphone-ios17-scenes"
  ) throws -> String {
    let name = base.replacingOccurrences(of: "release=biometry,", with: "release=\(release),") + parts + "]"
    return try LockFamilyBehaviourTests.outcome(name, events, profile: profile)
  }

  @Test("the new words print in canonical order, parse back, are refused where they decide nothing")
  func names() throws {
    let c = try LockConfiguration(parsing: "lock[cannotEvaluate=keypad,onError=crash,unlockOn=passcodeNotSet]")
    #expect(c.cannotEvaluate == .keypad && c.onError == .crash && c.unlocksOn == [.passcodeNotSet])
    expectEqual(
      c.name,
      "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background,"
        + "unlockOn=passcodeNotSet,onError=crash,cannotEvaluate=keypad]")
    try expectEqual(LockConfiguration(parsing: c.name), c)
    #expect(!LockConfiguration().name.contains("cannotEvaluate="))
    expectEqual(
      LockConfiguration.Outcome.allCases.map(\.rawValue).suffix(3),
      [
        "passcodeNotSet", "biometryNotEnrolled", "notInteractive",
      ])
    for (name, reason) in [
      (
        "lock[release=field,cannotEvaluate=stay]",
        "'cannotEvaluate=': only with a release that uses Face ID (release=biometry...)"
      ),
      (
        "lock[release=biometry+keypad,cannotEvaluate=keypad]",
        "'cannotEvaluate=keypad': only with release=biometry (the others show their entry already)"
      ),
      ("lock[cannotEvaluate=maybe]", "'cannotEvaluate=maybe': expected cannotEvaluate=unlock|stay|keypad"),
    ] {
      #expect(
        performing: { try LockConfiguration(parsing: name) },
        throws: { ($0 as? LockConfigurationError)?.reason == reason })
    }
  }

  @Test("named only: the enumeration and its counts are unchanged; a member using them draws the settings event")
  func namedOnly() throws {
    expectEqual(LockFamily.count, 1_532_805_120)
    expectEqual(LockFamily.distinctCount, 360_557_568)
    #expect(!(0..<2000).contains { LockFamily.member(at: $0 * 766_403).cannotEvaluate != nil })
    #expect(!(0..<2000).contains { LockFamily.member(at: $0 * 766_403).onError == .crash })
    let member = try LockConfiguration(parsing: Self.base + ",cannotEvaluate=stay]")
    expectEqual(LockFamily.descriptor(for: member).eventWeights, ["changeDeviceSetting": 2])
    let crash = try LockConfiguration(parsing: Self.base + ",onError=crash]")
    expectEqual(LockFamily.descriptor(for: crash).eventWeights, ["changeDeviceSetting": 2])
    #expect(LockFamily.descriptor(for: LockConfiguration()).eventWeights.isEmpty)
  }

  @Test("passcode off while away: a biometry-only lock has no way in (unlock-blocked, the platform's verdict)")
  func passcodeOffBlocks() throws {
    try expectEqual(Self.outcome("", Self.passcodeOff), Self.noWayIn)
    // The error handlers that answer a prompt's outcomes do nothing with a refusal at once.
    try expectEqual(Self.outcome(",onError=exit", Self.passcodeOff), Self.noWayIn)
    try expectEqual(Self.outcome(",onError=reask", Self.passcodeOff), Self.noWayIn)
    // Controls: the lock's own keypad is a way in; the same trip with the passcode on holds.
    try expectEqual(Self.outcome("", Self.passcodeOff, release: "biometry+keypad"), "holds")
    try expectEqual(
      Self.outcome("", Self.passcodeOff + [.enterPasscode, .advance(1)], release: "biometry+keypad"), "holds")
    let noChange = Self.passcodeOff.filter { $0 != .changeDeviceSetting(.passcodeOff) }
    try expectEqual(Self.outcome("", noChange + [.faceIDMatch, .advance(2)]), "holds")
  }

  @Test("Face ID reset: the biometrics policy has no way in; deviceOwnerAuthentication asks for the passcode")
  func faceIDResetBlocksBiometricsOnly() throws {
    try expectEqual(
      Self.outcome(",policy=biometrics", Self.faceIDReset),
      "unlock-blocked at 5: the lock's only way in is its Unlock button's LocalAuthentication request, and no "
        + "face is enrolled, so LocalAuthentication fails the biometrics policy at once (LAError.biometryNotEnrolled): "
        + "no prompt, no passcode entry of its own, so the user cannot take the lock down from within the app while "
        + "it is locked; the way out: outside the app, enrolling a face again in Settings (Face ID & Passcode)")
    try expectEqual(Self.outcome("", Self.faceIDReset), "holds")
    try expectEqual(
      Self.outcome("", Array(Self.faceIDReset.dropLast()) + [.enterDevicePasscode, .advance(2)]), "holds")
  }

  @Test("cannotEvaluate=: unlock is a lock-bypass, stay is unlock-blocked, both by construction; keypad holds")
  func cannotEvaluate() throws {
    try expectEqual(
      Self.outcome(",cannotEvaluate=unlock", Self.passcodeOff),
      "lock-bypass at 5: sensitive content visible at 96 of 160 points of scene A while the app is locked (by "
        + "construction: cannotEvaluate=unlock takes the lock down when canEvaluatePolicy fails (LAError.passcodeNotSet))"
    )
    try expectEqual(
      Self.outcome(",cannotEvaluate=stay", Self.passcodeOff),
      Self.noWayIn
        + " (by construction: cannotEvaluate=stay leaves the lock up with only its Unlock button when canEvaluatePolicy fails)"
    )
    try expectEqual(Self.outcome(",cannotEvaluate=keypad", Self.passcodeOff), "holds")
    try expectEqual(Self.outcome(",cannotEvaluate=keypad", Self.passcodeOff + [.enterPasscode, .advance(1)]), "holds")
    // With the passcode on the check passes and Face ID is asked as before.
    try expectEqual(Self.outcome(",cannotEvaluate=unlock", [.launch, .faceIDMatch, .advance(2)]), "holds")
  }

  @Test("unlockOn= a refusal at once takes the lock down: lock-bypass, by construction")
  func unlockOnRefusal() throws {
    try expectEqual(
      Self.outcome(",unlockOn=passcodeNotSet", Self.passcodeOff),
      "lock-bypass at 5: sensitive content visible at 96 of 160 points of scene A while the app is locked (by "
        + "construction: unlockOn=passcodeNotSet takes the lock down on a passcodeNotSet reply)")
  }

  @Test("onError=crash traps on the codes its switch does not name: passcodeNotSet, and -1004 when not frontmost")
  func onErrorCrash() throws {
    try expectEqual(
      Self.outcome(",onError=crash", Self.passcodeOff),
      "crash at 5: trap: the app's own code traps (onError=crash: fatalError in its LocalAuthentication error "
        + "handler's default case) on LAError.passcodeNotSet: the device passcode was turned off in Settings, so the "
        + "evaluation failed at once (no prompt)")
    // A background launch of an app-delegate app asks with its window: -1004, its hop answered on the return when
    // the app is suspended before its queued work runs (the default since session 33 runs it first, in the background).
    try expectEqual(
      Self.outcome(
        ",onError=crash", [.backgroundLaunch, .advance(1), .returnToApp, .advance(1)],
        profile: "iphone-ios17-appdelegate+queuedWorkRunsBeforeSuspension=false"),
      "crash at 2: trap: the app's own code traps (onError=crash: fatalError in its LocalAuthentication error "
        + "handler's default case) on LAError.notInteractive: LocalAuthentication refused to show its prompt (-1004: "
        + "the app not frontmost, or interaction not allowed)")
    // Control: the user's cancel is a code its switch names.
    try expectEqual(Self.outcome(",onError=crash", [.launch, .dismissSystemAlert, .advance(2)]), "holds")
  }
}
