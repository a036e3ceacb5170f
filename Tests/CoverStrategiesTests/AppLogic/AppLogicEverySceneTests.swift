import AppLogic
import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// `everyScene(ACTION)`: an unlock typed into one window's field that the app's code applies to every window (a
/// password manager with two windows on an iPad). UIKit tells the other scenes nothing; their lock windows go when the
/// app's code hides them (docs/app-logic.md, "Actions").
@MainActor @Suite struct AppLogicEverySceneTests: AppLogicScriptChecks {
  /// An app-wide lock with a lock window in each scene; `UNLOCK` is the right passcode's handler.
  static func twoWindowLock(_ unlock: String) -> String {
    """
    claims: nothing
    lock: locked
    release: field
    on didFinishLaunching: set(locked)
    on sceneWillConnect if locked: showWindow(lockwin, level=alert+1, root=lock)
    on sceneDidBecomeActive if locked: becomeFirstResponder(passcode)
    on passcodeEntered(right): \(unlock)
    """
  }

  static let typedInOne: [SystemEvent] = [
    .launch, .advance(1), .connectScene("B"), .advance(1), .enterPasscode, .advance(1),
  ]

  @Test("an unlock that hides only the typing window's lock strands the other's; everyScene hides both: holds")
  func unlockAppliesToEveryWindow() throws {
    let profile = "ipad-split-ios17-scenes"
    let oneWindow = try Self.scriptOutcome(
      Self.twoWindowLock("hideWindow(lockwin); clear(locked)"), Self.typedInOne, profile: profile)
    #expect(oneWindow.hasPrefix("stranded-cover at "), "\(oneWindow)")
    let everyWindow = try Self.scriptOutcome(
      Self.twoWindowLock("everyScene(hideWindow(lockwin)); clear(locked)"), Self.typedInOne, profile: profile)
    expectEqual(everyWindow, "holds")
  }

  @Test("everyScene takes one action, not another everyScene")
  func takesOneAction() {
    for bad in ["everyScene(locked)", "everyScene(everyScene(clear(locked)))", "everyScene(hideWindow(w), set(x))"] {
      #expect(throws: AppLogicError.self) {
        try AppLogicStrategy(script: AppLogicScript(parsing: "on didFinishLaunching: \(bad)"))
      }
    }
  }
}

extension AppLogicEverySceneTests {
  /// A new user's messenger (forty-eighth session): its second-window lock bug went unfound on the default iPhone
  /// profile, which never opens a second scene, and nothing said the script needed an iPad.
  @Test("code for several scenes on profiles that never open a second one: a warning names the words; on an iPad none")
  func perSceneCodeWithoutASecondScene() throws {
    let path = NSTemporaryDirectory() + "every-scene-\(UUID().uuidString).logic"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Self.twoWindowLock("everyScene(hideWindow(lockwin)); clear(locked)")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let phone = runInProcess(["run", "--app-logic", path, "--traces", "1", "--no-corpus", "--quiet"])
    #expect(phone.code != .usage)
    #expect(
      phone.err.hasSuffix(
        ": its code is per scene (everyScene), and no profile of this run opens a second scene, so a second window"
          + " is never fuzzed; add --profile 'ipad-*'\n"), "\(phone.err)")
    let pad = runInProcess([
      "run", "--app-logic", path, "--profile", "ipad-split-ios17-scenes", "--traces", "1", "--no-corpus", "--quiet",
    ])
    #expect(!pad.err.contains("per scene"), "\(pad.err)")
  }
}
