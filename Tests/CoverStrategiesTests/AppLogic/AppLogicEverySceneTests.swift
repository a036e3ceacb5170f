import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
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
    #expect(everyWindow == "holds")
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
