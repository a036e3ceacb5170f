import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// ResearchKit's passcode step on iOS 10 (https://github.com/ResearchKit/ResearchKit/pull/915 , /937): on the Touch
/// ID prompt's Cancel it focused its passcode field in the reply, and the keyboard came up not drawn; the fix focuses
/// it 0.3 s after the reply, once the prompt is gone. The keyboard rule (`Device+KeyboardWindow.swift`) judges both by
/// the Touch ID prompt's own dismissal (``PlatformTimings/touchIDDismissal``, 0.2 s), not Face ID's 1.5 s; the corpus
/// keeps both (corpus/model-lock-touchid-cancel-focus-*-ios10.trace).
@MainActor @Suite struct AppLogicTouchIDDismissalTests: AppLogicScriptChecks {
  static func outcome(_ text: String, _ events: [SystemEvent], profile: String) throws -> String {
    try scriptOutcome(text, events, profile: profile)
  }

  /// The lock of the scored report, its Cancel reply's focus given as `focus`.
  static func script(cancelFocus focus: String) -> String {
    """
    claims: nothing
    lock: locked
    release: field
    on didFinishLaunching: set(locked); present(lock, style=fullScreen, from=root)
    on applicationDidBecomeActive if locked and not(asked): set(asked); endEditing; evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked); clear(asked)
    on evaluatePolicyReply(userCancel): \(focus)
    on applicationWillEnterForeground if locked: becomeFirstResponder(passcode)
    on passcodeEntered(right): dismiss(lock); clear(locked); clear(asked)
    """
  }

  static let fix = script(cancelFocus: "after(0.3, becomeFirstResponder(passcode))")
  static let bug = script(cancelFocus: "becomeFirstResponder(passcode)")
  static let cancel: [SystemEvent] = [.launch, .advance(1), .dismissSystemAlert, .advance(2)]
  static let undrawn =
    "unlock-blocked at 2: the lock's passcode field is first responder but its keyboard is not drawn "
    + "(iOS 10.0-10.2: asked for under the app's Touch ID prompt, or up when it came): no key can be seen, "
    + "and a tap on the field, first responder already, brings nothing, so the passcode cannot be entered "
    + "while the app is locked"

  @Test("iOS 10.2: the field focused 0.3 s after the Cancel reply has its keyboard (holds); focused in the reply not")
  func fixHoldsBugBlocks() throws {
    try expectEqual(Self.outcome(Self.fix, Self.cancel, profile: "iphone-ios10.2-appdelegate"), "holds")
    try expectEqual(Self.outcome(Self.bug, Self.cancel, profile: "iphone-ios10.2-appdelegate"), Self.undrawn)
    // The user then types the passcode into the fix's drawn keyboard.
    try expectEqual(
      Self.outcome(Self.fix, Self.cancel + [.enterPasscode], profile: "iphone-ios10.2-appdelegate"), "holds")
  }

  @Test("the prompt's dismissal decides, not the case: a Touch ID prompt still going at 0.3 s blocks the fix too")
  func dismissalDecides() throws {
    // Anywhere in the bracket (0.1-0.25 s) the fix holds; a dismissal past its 0.3 s wait (Face ID's 1.5 s, the
    // model's reading before session 39) puts the focus under the prompt.
    for seconds in ["0.1", "0.25"] {
      #expect(
        try Self.outcome(Self.fix, Self.cancel, profile: "iphone-ios10.2-appdelegate+touchIDDismissal=\(seconds)")
          == "holds", "\(seconds)")
    }
    for seconds in ["0.35", "1.5"] {
      #expect(
        try Self.outcome(Self.fix, Self.cancel, profile: "iphone-ios10.2-appdelegate+touchIDDismissal=\(seconds)")
          == Self.undrawn, "\(seconds)")
    }
    // Face ID's timing is not read on a Touch ID device.
    try expectEqual(
      Self.outcome(Self.fix, Self.cancel, profile: "iphone-ios10.2-appdelegate+faceIDDismissal=3"), "holds")
  }
}
