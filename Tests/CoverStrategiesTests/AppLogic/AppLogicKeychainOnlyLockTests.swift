import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// A lock whose only way in is a `keychainRead` of an item with access control, judged by `unlock-blocked` on the
/// read's access control as the policy it asks under (`SecAccessControl.policy`; docs/model-behaviours.md,
/// "LocalAuthentication's reach"). Before the forty-first session the route check read only `evaluatePolicy`'s
/// policies, so such a lock was never judged blocked.
@MainActor @Suite struct AppLogicKeychainOnlyLockTests: AppLogicScriptChecks {
  /// The lock: up from each launch, its Unlock button reads the token added with `access`; a read's success takes it
  /// down.
  static func lock(access: String) -> String {
    """
    claims: nothing
    lock: locked
    on didFinishLaunching: keychainAdd(token, access=\(access)); set(locked); present(lock, style=fullScreen, \
    from=root, animated=false)
    on unlockTapped if locked and not(prompting): keychainRead(token)
    on keychainReadReply(success): dismiss(lock); clear(locked)
    """
  }

  static func outcome(_ text: String, _ events: [SystemEvent]) throws -> String {
    try scriptOutcome(text, events, profile: "iphone-ios17-appdelegate")
  }

  /// No face enrolled (Settings, while the app is away), then back in the app.
  static let faceReset: [SystemEvent] = [
    .launch, .goHome, .changeDeviceSetting(.faceIDReset), .returnToApp, .advance(1),
  ]
  /// Five failed matches on the read's prompt: biometry locked out.
  static let lockout: [SystemEvent] = {
    let tap: [SystemEvent] = [.launch, .advance(1), .touch(scene: nil, x: 0.5, y: 0.45)]
    let failures = [SystemEvent](repeating: .faceIDNoMatch, count: 5)
    return tap + failures + [.advance(2)]
  }()

  @Test("a biometry-only item's read is blocked with no face enrolled or after a lockout, and the verdict names it")
  func biometryOnly() throws {
    for access in ["biometryAny", "biometryCurrentSet"] {
      let reset = try Self.outcome(Self.lock(access: access), Self.faceReset)
      #expect(
        reset.hasPrefix(
          "unlock-blocked at 3: the lock's only way in is its Unlock button's Keychain read (an item with access "
            + "control .\(access), asked through LocalAuthentication), and no face is enrolled"))
      #expect(reset.hasSuffix("the way out: outside the app, enrolling a face again in Settings (Face ID & Passcode)"))
      let lockedOut = try Self.outcome(Self.lock(access: access), Self.lockout)
      #expect(lockedOut.hasPrefix("unlock-blocked at 7: "))
      // The read's failure is the Keychain's status, not an LAError (the s41 breaker's wording finding).
      #expect(
        lockedOut.contains(
          "so every read of the item fails at once (errSecAuthFailed), and only the device "
            + "passcode ends the lockout, which the item's access control never offers"))
      #expect(!lockedOut.contains("LAError"))
      #expect(reset.contains("no face is enrolled, so every read of the item fails at once (errSecAuthFailed)"))
    }
  }

  @Test("a read that offers the passcode holds while the passcode is set, and is blocked without one")
  func passcodeRoutes() throws {
    for access in ["userPresence", "devicePasscode"] {
      try expectEqual(Self.outcome(Self.lock(access: access), Self.faceReset), "holds")
    }
    // .userPresence: Face ID then the passcode, so a lockout is answered by the passcode.
    try expectEqual(Self.outcome(Self.lock(access: "userPresence"), Self.lockout), "holds")
    let passcodeOff: [SystemEvent] = [.launch, .goHome, .changeDeviceSetting(.passcodeOff), .returnToApp, .advance(1)]
    let blocked = try Self.outcome(Self.lock(access: "userPresence"), passcodeOff)
    #expect(blocked.hasPrefix("unlock-blocked at 3: "))
    #expect(blocked.contains("the device passcode is off, so every read of the item fails at once (errSecAuthFailed)"))
    #expect(!blocked.contains("LAError"))
  }

  @Test("a read of an item with no access control asks nothing and is no way in the check judges")
  func plainItem() throws {
    let plain = Self.lock(access: "x").replacingOccurrences(of: ", access=x", with: "")
    try expectEqual(Self.outcome(plain, Self.faceReset), "holds")
  }

  /// A face enrolled after the add (Settings, while the app is away): the `.biometryCurrentSet` item is invalidated.
  static let faceAdded: [SystemEvent] = [
    .launch, .goHome, .changeDeviceSetting(.faceIDEnrolled), .returnToApp, .advance(1),
  ]

  @Test("a .biometryCurrentSet item invalidated by an enrolment change blocks the lock though biometry is available")
  func invalidatedItem() throws {
    let blocked = try Self.outcome(Self.lock(access: "biometryCurrentSet"), Self.faceAdded)
    expectEqual(
      blocked,
      "unlock-blocked at 3: the lock's only way in is its Unlock button's Keychain read (an item with access "
        + "control .biometryCurrentSet, asked through LocalAuthentication), and the .biometryCurrentSet item token "
        + "is invalidated for good since the enrolled faces changed (every read: errSecItemNotFound): no prompt can "
        + "return it, no passcode entry of its own, so the user cannot take the lock down from within the app while it "
        + "is locked; the way out: none the user has: only a build of the app that "
        + "deletes the item and adds it again")
    // .biometryAny survives an enrolment change: the read still asks Face ID.
    try expectEqual(Self.outcome(Self.lock(access: "biometryAny"), Self.faceAdded), "holds")
  }

  /// The lock, with an app call that deletes the item and a lock that comes back at each leave.
  static let deletingLock = """
    claims: nothing
    lock: locked
    on didFinishLaunching: keychainAdd(token, access=userPresence); set(locked); present(lock, style=fullScreen, \
    from=root, animated=false)
    on appCall(forget): keychainDelete(token)
    on applicationDidEnterBackground: set(locked); present(lock, style=fullScreen, from=root, animated=false)
    on unlockTapped if locked and not(prompting): keychainRead(token)
    on keychainReadReply(success): dismiss(lock); clear(locked)
    """

  @Test("an item the app's own code deleted blocks the lock; the way out is a relaunch whose launch adds it again")
  func deletedItem() throws {
    let events: [SystemEvent] = [
      .launch, .advance(1), .touch(scene: nil, x: 0.5, y: 0.45), .faceIDMatch, .advance(1), .appCall("forget"),
      .goHome, .returnToApp, .advance(1),
    ]
    let blocked = try Self.outcome(Self.deletingLock, events)
    #expect(blocked.hasPrefix("unlock-blocked at 7: "))
    #expect(blocked.contains("the item token was deleted by the app's own code (every read: errSecItemNotFound)"))
    let wayOut = "the way out: outside the app, closing it and opening it again: its launch adds the item again"
    #expect(blocked.hasSuffix(wayOut))
    // Without the delete the same steps hold.
    var kept = events
    kept.remove(at: 5)
    try expectEqual(Self.outcome(Self.deletingLock, kept), "holds")
  }
}
