import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The s44 breaker's inputs against the unproven-release rule: a lock left on screen keeps its old verdict, an
/// unprotected Keychain read is no pass, Face ID switched off for the app is the Settings kind, a per-scene lock owes
/// only its own scene.
extension AppLogicUnprovenReleaseTests {
  static let cancelAtLaunch: [SystemEvent] = [.launch, .advance(1), .dismissSystemAlert, .advance(1)]

  @Test("a lock the cancel clears but leaves on screen is stranded-cover, as before the rule")
  func clearedButLeftOnScreen() throws {
    let stuck = """
      claims: nothing
      lock: locked
      release: biometry
      on didFinishLaunching: set(locked); present(lock, style=fullScreen, from=root, animated=false)
      on applicationDidBecomeActive if locked and not(prompting) and not(asked): set(asked); evaluatePolicy(biometrics)
      on unlockTapped if locked and not(prompting): evaluatePolicy(biometrics)
      on evaluatePolicyReply(success): dismiss(lock); clear(locked)
      on evaluatePolicyReply(userCancel): clear(locked)
      """
    #expect(try Self.outcome(stuck, Self.cancelAtLaunch).hasPrefix("stranded-cover at 2: "))
  }

  @Test("a Keychain read of an item without access control after the cancel does not pass the owed lock")
  func unprotectedReadIsNoPass() throws {
    let masked = """
      claims: nothing
      lock: locked
      release: biometry
      on didFinishLaunching if not(inKeychain(token)): keychainAdd(token)
      on didFinishLaunching: set(locked); present(lock, style=fullScreen, from=root, animated=false)
      on applicationDidBecomeActive if locked and not(prompting) and not(asked): set(asked); evaluatePolicy(biometrics)
      on evaluatePolicyReply(success): clear(locked); dismiss(lock); keychainRead(token)
      on evaluatePolicyReply(userCancel): clear(locked); dismiss(lock); keychainRead(token)
      on keychainReadReply(success): set(tokenLoaded)
      """
    let verdict = try Self.outcome(masked, Self.cancelAtLaunch)
    #expect(verdict.hasPrefix("lock-bypass at "), "\(verdict)")
    #expect(verdict.contains("line 8's clear(locked) took the lock down on evaluatePolicyReply(userCancel)"))
    try expectEqual(Self.outcome(masked, [.launch, .advance(1), .faceIDMatch, .advance(2)]), "holds")
  }

  /// A Signal-like lock that opens on any failure, with Face ID allowed to the app: the switch in Settings can refuse it.
  static let signalLike = """
    claims: nothing
    lock: locked
    release: biometry
    faceIDPermission: allowed
    on didFinishLaunching: set(locked); present(lock, style=fullScreen, from=root, animated=false)
    on applicationDidEnterBackground: set(locked); present(lock, style=fullScreen, from=root, animated=false); clear(asked)
    on applicationDidBecomeActive if locked and not(prompting) and not(asked): set(asked); evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    on evaluatePolicyReply(biometryNotEnrolled): dismiss(lock); clear(locked)
    on evaluatePolicyReply(failure): dismiss(lock); clear(locked)
    """

  /// A match, then the app's Face ID switch turned off in Settings and the return.
  static let appFaceIDOff: [SystemEvent] = [
    .launch, .advance(1), .faceIDMatch, .advance(2), .goHome, .changeDeviceSetting(.appFaceIDOff), .returnToApp,
    .advance(2),
  ]

  @Test("Face ID switched off for the app in Settings is the Settings kind: an app that opens then holds")
  func appFaceIDSwitchIsSettings() throws {
    try expectEqual(Self.outcome(Self.signalLike, Self.appFaceIDOff), "holds")
    // Under a lock that keeps its own passcode, the same switch lets in whoever knows the device passcode.
    let ownPasscode = Self.signalLike.replacingOccurrences(of: "release: biometry", with: "release: biometry+field")
    let verdict = try Self.outcome(ownPasscode, Self.appFaceIDOff)
    #expect(verdict.hasPrefix("lock-bypass at "), "\(verdict)")
    #expect(verdict.contains("took the lock down on evaluatePolicyReply(failure), a reply whoever knows the device"))
  }

  @Test("a per-scene lock a cancel took down in scene B owes scene B only")
  func perSceneOwesItsScene() throws {
    let perScene = """
      claims: nothing
      lock: locked
      perScene: locked, asked
      release: biometry+field
      on sceneWillConnect: set(locked); showWindow(lockwin, level=alert+1, root=lock)
      on sceneDidBecomeActive if locked and not(prompting) and not(asked): set(asked); evaluatePolicy(biometrics)
      on unlockTapped if not(prompting): evaluatePolicy(biometrics)
      on evaluatePolicyReply(userCancel): hideWindow(lockwin); clear(locked)
      on evaluatePolicyReply(success) if locked: hideWindow(lockwin); clear(locked)
      on passcodeEntered(right): hideWindow(lockwin); clear(locked)
      """
    let events: [SystemEvent] = [
      .launch, .advance(1), .faceIDMatch, .advance(2), .connectScene("B"), .advance(1), .dismissSystemAlert,
      .advance(1),
    ]
    let verdict = try Self.scriptOutcome(perScene, events, profile: "ipad-split-ios17-scenes")
    #expect(verdict.hasPrefix("lock-bypass at "), "\(verdict)")
    #expect(verdict.contains("of scene B while the app is locked"), "\(verdict)")
  }
}
