import AppLogic
import ShieldModel
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
    #expect(
      try reason(release: "field", line: 4) == "release: field shows no Unlock button (a release with biometry does)")
    #expect(
      try reason(release: "keypad", line: 4) == "release: keypad shows no Unlock button (a release with biometry does)")
    #expect(try reason(release: "biometry+field", line: 4) == nil)
    #expect(try reason(release: nil, line: 4) == nil)
    // The passcode entry: the field or the keypad.
    #expect(try reason(release: nil, line: 5) == "release: biometry shows no passcode entry")
    #expect(try reason(release: "biometry+keypad", line: 5) == nil)
    #expect(try reason(release: "field", line: 5) == nil)
    // The rule the lock screen draws by.
    #expect(LockViewController.showsUnlockButton(.biometryField))
    #expect(!LockViewController.showsUnlockButton(.biometry, hidesRetry: true))
    #expect(!LockViewController.showsPasscodeEntry(.biometry))
  }
}
