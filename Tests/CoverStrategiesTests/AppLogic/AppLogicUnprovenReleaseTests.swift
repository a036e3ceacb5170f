import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// A lock the app's code takes down in a reply in which nobody authenticated: the promise stands, and `lock-bypass`
/// names the reply (``AppLogicStrategy/unprovenReplyCause(event:argument:in:)``). docs/model-behaviours.md, "A lock
/// taken down in a reply that proves nobody".
@MainActor @Suite struct AppLogicUnprovenReleaseTests: AppLogicScriptChecks {
  static func outcome(_ text: String, _ events: [SystemEvent]) throws -> String {
    try scriptOutcome(text, events, profile: "iphone-ios17-appdelegate")
  }

  /// A lock at launch asking Face ID once; `RELEASE` is what its screen shows, `EXTRA` the script's other lines.
  static func lock(release: String, _ extra: String) -> String {
    """
    claims: nothing
    lock: locked
    release: \(release)
    on didFinishLaunching: set(locked); present(lock, style=fullScreen, from=root, animated=false)
    on applicationDidBecomeActive if locked and not(prompting) and not(asked): set(asked); evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    on passcodeEntered(right): dismiss(lock); clear(locked)
    \(extra)
    """
  }

  static let noFaceEnrolled: [SystemEvent] = [.changeDeviceSetting(.faceIDReset), .launch, .advance(2)]

  @Test("no face enrolled taken as a pass by a lock that keeps its own passcode: lock-bypass naming the reply")
  func notEnrolledUnderOwnPasscode() throws {
    let bug = Self.lock(
      release: "biometry+field", "on evaluatePolicyReply(biometryNotEnrolled): dismiss(lock); clear(locked)")
    let verdict = try Self.outcome(bug, Self.noFaceEnrolled)
    #expect(verdict.hasPrefix("lock-bypass at "))
    #expect(verdict.contains("line 8's clear(locked) took the lock down on evaluatePolicyReply(biometryNotEnrolled)"))
    #expect(verdict.contains("the app promised the device passcode never opens its lock: nobody authenticated"))
    // The fix: the reply focuses the app's own field; the lock stays until the right passcode.
    let fixed = Self.lock(
      release: "biometry+field", "on evaluatePolicyReply(biometryNotEnrolled): becomeFirstResponder(passcode)")
    try expectEqual(Self.outcome(fixed, Self.noFaceEnrolled), "holds")
    try expectEqual(Self.outcome(fixed, Self.noFaceEnrolled + [.enterPasscode, .advance(1)]), "holds")
  }

  @Test("no face enrolled taken as a pass by a lock that promises nothing of the device passcode: holds")
  func notEnrolledWithoutPromise() throws {
    let open = Self.lock(
      release: "biometry", "on evaluatePolicyReply(biometryNotEnrolled): dismiss(lock); clear(locked)")
    try expectEqual(Self.outcome(open, Self.noFaceEnrolled), "holds")
  }

  @Test("a cancelled prompt taken as a pass: lock-bypass whatever the promise; a later match passes the lock")
  func cancelTakenAsPass() throws {
    let bug = Self.lock(
      release: "biometry", "on evaluatePolicyReply(userCancel): after(0.3, dismiss(lock)); after(0.3, clear(locked))")
    let cancelled: [SystemEvent] = [.launch, .advance(1), .dismissSystemAlert, .advance(1)]
    let verdict = try Self.outcome(bug, cancelled)
    #expect(verdict.hasPrefix("lock-bypass at "))
    #expect(
      verdict.contains(
        "took the lock down on evaluatePolicyReply(userCancel), a reply anyone holding the device can cause"))
    // The same code with the user's match: the success handler's clear is the pass.
    try expectEqual(Self.outcome(bug, [.launch, .advance(1), .faceIDMatch, .advance(1)]), "holds")
  }

  @Test("a wrong passcode taken as a pass: lock-bypass; the right one holds")
  func wrongPasscodeTakenAsPass() throws {
    let bug = Self.lock(release: "field", "on passcodeEntered(wrong): dismiss(lock); clear(locked)")
      .replacingOccurrences(of: "evaluatePolicy(biometrics)", with: "becomeFirstResponder(passcode)")
    let wrong = try Self.outcome(bug, [.launch, .advance(1), .enterWrongPasscode, .advance(1)])
    #expect(wrong.hasPrefix("lock-bypass at "))
    #expect(wrong.contains("passcodeEntered(wrong), a wrong passcode, which anyone can type"))
    try expectEqual(Self.outcome(bug, [.launch, .advance(1), .enterPasscode, .advance(1)]), "holds")
  }
}
