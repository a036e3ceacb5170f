import AppLogic
import ShieldModel
import TestExpectations
import Testing

@testable import CoverStrategies

/// iOS's counterpart of the Android never-runs judgement asking the model (`AppLogicStrategy.reasonNeverRuns`): what
/// the lock screen shows is the lock screen's own rule (`LockViewController.showsUnlockButton`, `showsPasscodeEntry`),
/// so `unlockTapped` under a release without Face ID (no Unlock button) cannot run, as `passcodeEntered` under
/// `release: biometry` could not before.
@Suite struct AppLogicLockScreenNeverRunsTests {
  private func reason(release: String?, line: Int) throws -> String? {
    let text =
      (release.map { "release: \($0)\n" } ?? "\n") + """
        lock: locked
        on sceneWillConnect: set(locked); showWindow(lockwin, level=alert+1, root=lock)
        on unlockTapped: evaluatePolicy(biometrics)
        on passcodeEntered(right): hideWindow(lockwin); clear(locked)
        on evaluatePolicyReply(success): hideWindow(lockwin); clear(locked)
        """
    return AppLogicStrategy.reasonNeverRuns(
      line: line, in: try AppLogicScript(parsing: text), on: .iPhoneScenes, turnedOff: [])
  }

  @Test func theUnlockButtonIsThereOnlyForAReleaseWithFaceID() throws {
    try expectEqual(
      reason(release: "field", line: 4), "release: field shows no Unlock button (a release with biometry does)")
    try expectEqual(
      reason(release: "keypad", line: 4), "release: keypad shows no Unlock button (a release with biometry does)")
    #expect(try reason(release: "biometry+field", line: 4) == nil)
    #expect(try reason(release: nil, line: 4) == nil)
    // The passcode entry: the field or the keypad.
    try expectEqual(reason(release: nil, line: 5), "release: biometry shows no passcode entry")
    #expect(try reason(release: "biometry+keypad", line: 5) == nil)
    #expect(try reason(release: "field", line: 5) == nil)
    // The rule the lock screen draws by.
    #expect(LockViewController.showsUnlockButton(.biometryField))
    #expect(!LockViewController.showsUnlockButton(.biometry, hidesRetry: true))
    #expect(!LockViewController.showsPasscodeEntry(.biometry))
  }

  @Test("a reply whose every request sits in a handler that cannot run cannot run either (s39 breaker)")
  func aReplyFollowsItsRequests() throws {
    // Line 6, the reply: its only request is line 4's, behind the Unlock button `release: field` does not show.
    try expectEqual(
      reason(release: "field", line: 6),
      "every handler that calls evaluatePolicy (line 4) cannot run, so no reply comes")
    #expect(try reason(release: "biometry+field", line: 6) == nil)
    // A request the reply itself makes again does not make it reachable; another caller that runs does.
    let loop = """
      release: field
      lock: locked
      on unlockTapped: evaluatePolicy(biometrics)
      on evaluatePolicyReply(failure): evaluatePolicy(biometrics)
      on sceneDidBecomeActive if locked: after(0.5, evaluatePolicy(biometrics))
      """
    let script = try AppLogicScript(parsing: loop)
    #expect(AppLogicStrategy.reasonNeverRuns(line: 4, in: script, on: .iPhoneScenes, turnedOff: []) == nil)
    let noOther = try AppLogicScript(parsing: loop.split(separator: "\n").dropLast().joined(separator: "\n"))
    expectEqual(
      AppLogicStrategy.reasonNeverRuns(line: 4, in: noOther, on: .iPhoneScenes, turnedOff: []),
      "every handler that calls evaluatePolicy (lines 3, 4) cannot run, so no reply comes")
  }

  @Test("a tap never comes under the app's own prompt: a not(prompting) guard on the Unlock button is never skipped")
  func aTapNeverComesUnderThePrompt() throws {
    let text = """
      release: biometry+field
      lock: locked
      on sceneWillConnect: set(locked); showWindow(lockwin, level=alert+1, root=lock)
      on unlockTapped if not(prompting): evaluatePolicy(biometrics)
      on passcodeEntered(right) if prompting: hideWindow(lockwin); clear(locked)
      on unlockTapped if locked and not(prompting): evaluatePolicy(biometrics)
      on sceneDidBecomeActive if not(prompting): evaluatePolicy(biometrics)
      on evaluatePolicyReply(success): hideWindow(lockwin); clear(locked)
      """
    let script = try AppLogicScript(parsing: text)
    func reason(_ kind: AppLogicBranch.Kind, _ line: Int) -> String? {
      AppLogicStrategy.reasonNeverReached(kind, line: line, in: script, on: .iPhoneScenes, turnedOff: [])
    }
    let why =
      "unlockTapped is the Unlock button's tap, and a touch reaches the app only while it is active with nothing"
      + " over it, never under the system prompt of a request in flight (prompting)"
    expectEqual(reason(.skipped, 4), why + ", so not(prompting) always holds there")
    #expect(reason(.ran, 4) == nil)
    // `if prompting` on the passcode entry: the way that runs is the one never taken.
    expectEqual(reason(.ran, 5)?.hasPrefix("passcodeEntered is the lock's passcode entry, and a touch"), true)
    expectEqual(reason(.ran, 5)?.hasSuffix(", so prompting never holds there"), true)
    #expect(reason(.skipped, 5) == nil)
    // Another condition can be false at a tap (`locked`), and a lifecycle event may come under the prompt.
    #expect(reason(.skipped, 6) == nil)
    #expect(reason(.skipped, 7) == nil)
  }
}
