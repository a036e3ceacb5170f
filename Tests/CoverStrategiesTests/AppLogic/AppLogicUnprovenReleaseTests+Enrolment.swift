import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// A Face ID success after a face was added in Settings (session 47): whoever enrolled it knows the device passcode,
/// so the match proves no more than the passcode; the enrolled set's domain state, stored and compared, is the app's
/// defence (`AppLogicStrategy+EnrolmentChange.swift`; docs/model-behaviours.md, "A lock taken down in a reply that
/// proves nobody"; OWASP MASTG-TEST-0270).
extension AppLogicUnprovenReleaseTests {
  /// A lock set at launch and at each background, asking Face ID at each return; `RELEASE` is its screen's entry and
  /// `SUCCESS` the success handler's guard and actions, `EXTRA` the script's other lines.
  static func relockingLock(release: String, success: String = ": dismiss(lock); clear(locked)", _ extra: String = "")
    -> String
  {
    """
    claims: nothing
    lock: locked
    release: \(release)
    on didFinishLaunching: set(locked); present(lock, style=fullScreen, from=root, animated=false)
    on applicationDidEnterBackground: set(locked); present(lock, style=fullScreen, from=root, animated=false); clear(asked)
    on applicationDidBecomeActive if locked and not(prompting) and not(asked): set(asked); evaluatePolicy(biometrics)
    on evaluatePolicyReply(success)\(success)
    on passcodeEntered(right): dismiss(lock); clear(locked)
    \(extra)
    """
  }

  /// A match at launch, a face added in Settings while the app is away, and a match at the return.
  static let matchAfterEnrolment: [SystemEvent] = [
    .launch, .advance(1), .faceIDMatch, .advance(2), .goHome, .changeDeviceSetting(.faceIDEnrolled), .returnToApp,
    .advance(1), .faceIDMatch, .advance(2),
  ]

  /// The same with no enrolment: the owner's face both times.
  static let matchTwice: [SystemEvent] = [
    .launch, .advance(1), .faceIDMatch, .advance(2), .goHome, .returnToApp, .advance(1), .faceIDMatch, .advance(2),
  ]

  @Test("a match after a face was added, taken as a pass by a lock that promises biometrics only: lock-bypass")
  func matchAfterEnrolmentUnderOwnPasscode() throws {
    let promising = "authUI: biometrics\n" + Self.relockingLock(release: "biometry+field")
    let verdict = try Self.outcome(promising, Self.matchAfterEnrolment)
    #expect(verdict.hasPrefix("lock-bypass at "), "\(verdict)")
    #expect(
      verdict.contains("took the lock down on evaluatePolicyReply(success) after a face was added in Settings"),
      "\(verdict)")
    #expect(verdict.contains("the app promised the device passcode never opens its lock"), "\(verdict)")
    try expectEqual(Self.outcome(promising, Self.matchTwice), "holds")
    // A passcode of the app's own alone is no such promise (the README's bank): the match is a pass.
    try expectEqual(Self.outcome(Self.relockingLock(release: "biometry+field"), Self.matchAfterEnrolment), "holds")
  }

  @Test("a right passcode alone does not make an added face the owner's: the next match is still lock-bypass")
  func passcodeAloneMovesNothing() throws {
    let promising = "authUI: biometrics\n" + Self.relockingLock(release: "biometry+field")
    // The owner types the app's passcode once after the enrolment (Face ID's fallback; the s48 breaker's), then the
    // added face matches.
    let events: [SystemEvent] = [
      .launch, .advance(1), .faceIDMatch, .advance(2), .goHome, .changeDeviceSetting(.faceIDEnrolled), .returnToApp,
      .advance(1), .faceIDNoMatch, .faceIDFallback, .advance(1), .enterPasscode, .advance(1), .goHome, .returnToApp,
      .advance(1),
      .faceIDMatch, .advance(2),
    ]
    let verdict = try Self.outcome(promising, events)
    #expect(verdict.hasPrefix("lock-bypass at "), "\(verdict)")
    #expect(verdict.contains("after a face was added in Settings"), "\(verdict)")
    // Its passcode handler storing the domain state again (the re-setup) accepts the set: the match is a pass.
    let reSetUp = promising.replacingOccurrences(
      of: "on passcodeEntered(right): dismiss(lock); clear(locked)",
      with: "on passcodeEntered(right): dismiss(lock); clear(locked); storeDomainState")
    try expectEqual(Self.outcome(reSetUp, events), "holds")
  }

  @Test("a match after a face was added, for a lock that promises nothing of the device passcode: holds")
  func matchAfterEnrolmentWithoutPromise() throws {
    try expectEqual(Self.outcome(Self.relockingLock(release: "biometry"), Self.matchAfterEnrolment), "holds")
    // Under the flag's other value anyone holding the unlocked device can add a face.
    let open = try Self.scriptOutcome(
      Self.relockingLock(release: "biometry"), Self.matchAfterEnrolment, profile: Self.settingsWithoutPasscode)
    #expect(open.hasPrefix("lock-bypass at "), "\(open)")
    #expect(open.contains("settingsAsksPasscodeForFaceIDChanges=false"), "\(open)")
  }

  /// The common defence: the domain state stored when the lock is set up, compared after each success; a change
  /// falls back to the app's own passcode, whose right entry stores the new state.
  static let comparingLock =
    "authUI: biometrics\n"
    + relockingLock(
      release: "biometry+field", success: " if not(domainStateChanged): dismiss(lock); clear(locked)",
      """
      on didFinishLaunching if not(stored(setUp)): storeDomainState; store(setUp)
      on evaluatePolicyReply(success) if domainStateChanged: becomeFirstResponder(passcode)
      on passcodeEntered(right): storeDomainState
      """)

  @Test("a lock that compares the stored domain state holds after an enrolment, and opens on its own passcode")
  func comparedDomainStateHolds() throws {
    try expectEqual(Self.outcome(Self.comparingLock, Self.matchAfterEnrolment), "holds")
    try expectEqual(Self.outcome(Self.comparingLock, Self.matchTwice), "holds")
    // The right passcode re-sets the lock up: a later match of the new set is the owner's.
    let reSetUp =
      Self.matchAfterEnrolment + [
        .enterPasscode, .advance(1), .goHome, .returnToApp, .advance(1), .faceIDMatch, .advance(2),
      ]
    try expectEqual(Self.outcome(Self.comparingLock, reSetUp), "holds")
  }

  @Test("a domain state stored again at every activation compares equal after an enrolment: lock-bypass")
  func domainStateStoredAtEveryActivation() throws {
    let script = Self.comparingLock.replacingOccurrences(
      of: "on didFinishLaunching if not(stored(setUp)): storeDomainState; store(setUp)",
      with: "on applicationWillEnterForeground: storeDomainState\non didFinishLaunching: storeDomainState")
    let verdict = try Self.outcome(script, Self.matchAfterEnrolment)
    #expect(verdict.hasPrefix("lock-bypass at "), "\(verdict)")
  }

  @Test("a .biometryAny item read after an enrolment is the same match: lock-bypass; a .biometryCurrentSet one holds")
  func keychainItemAfterEnrolment() throws {
    let enrol: [SystemEvent] = [
      .launch, .advance(1), .faceIDMatch, .advance(2), .goHome, .changeDeviceSetting(.faceIDEnrolled), .returnToApp,
      .advance(1), .faceIDMatch, .advance(2),
    ]
    let anyFace =
      "authUI: biometrics\n"
      + Self.currentSetLock(release: "biometry+field").replacingOccurrences(
        of: "access=biometryCurrentSet", with: "access=biometryAny")
    let verdict = try Self.outcome(anyFace, enrol)
    #expect(verdict.hasPrefix("lock-bypass at "), "\(verdict)")
    #expect(verdict.contains("keychainReadReply(success) after a face was added in Settings"), "\(verdict)")
    let currentSet = Self.currentSetLock(release: "biometry+field").replacingOccurrences(
      of: "on keychainReadReply(notFound): dismiss(lock); clear(locked)",
      with: "on passcodeEntered(right): dismiss(lock); clear(locked)")
    // Its read finds nothing after the enrolment (no prompt), and the lock stays for the app's own passcode.
    let held = try Self.outcome(currentSet, Array(enrol.prefix(8)) + [.advance(2)])
    #expect(held == "holds", "\(held)")
  }

  @Test("domainStateChanged and storeDomainState take no argument")
  func domainStateWordsTakeNoArgument() throws {
    let condition = Self.comparingLock.replacingOccurrences(
      of: "not(domainStateChanged)", with: "not(domainStateChanged(faces))")
    #expect(throws: AppLogicError.self) { _ = try AppLogicStrategy(script: AppLogicScript(parsing: condition)) }
    let action = Self.comparingLock.replacingOccurrences(
      of: "storeDomainState; store(setUp)", with: "storeDomainState(now); store(setUp)")
    #expect(throws: AppLogicError.self) { _ = try AppLogicStrategy(script: AppLogicScript(parsing: action)) }
  }
}

extension AppLogicUnprovenReleaseTests {
  /// A breaker's (forty-seventh session): on a Touch ID profile the verdict said "a face was added" and ended
  /// "nobody authenticated", though someone did: not whom the lock promised.
  @Test("on a Touch ID profile the verdict names a finger added in Settings, and whom the lock promised")
  func touchIDWording() throws {
    let promising = "authUI: biometrics\n" + Self.relockingLock(release: "biometry+field")
    let verdict = try Self.scriptOutcome(promising, Self.matchAfterEnrolment, profile: "iphone-ios10-appdelegate")
    #expect(verdict.hasPrefix("lock-bypass at "), "\(verdict)")
    #expect(verdict.contains("evaluatePolicyReply(success) after a finger was added in Settings"), "\(verdict)")
    #expect(verdict.contains("never opens its lock: nobody the lock promised authenticated"), "\(verdict)")
    #expect(!verdict.contains("a face"), "\(verdict)")
  }
}
