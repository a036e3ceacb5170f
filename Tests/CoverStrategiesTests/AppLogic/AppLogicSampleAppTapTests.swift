import AppLogic
import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

/// The sample app's taps on iOS (issue 25, thirty-sixth session): `presentSheet` and `answerAlert` are the user's taps
/// on the sample app's own UI and are delivered by the hit test every tap on the app's UI goes through
/// (`Device+ScreenControls.swift`, as `appCall(NAME, screen=...)`), so a script's lock above takes them; its own code
/// (`appPresent`) needs no touch and stays possible.
@MainActor @Suite struct AppLogicSampleAppTapTests: AppLogicScriptChecks {
  static let takenAbove =
    "the app presents at the user's tap on its screen, and a window, view or controller above that screen takes the touch (hit-testing gives a touch to the front-most view under it)"

  /// A device running `script` on the iPhone, launched.
  static func launched(_ script: String) throws -> Device {
    let d = Device(profile: try Profile(named: "iphone-ios17-scenes"), strategy: try strategy(script))
    try d.apply(.launch)
    return d
  }

  @Test("no tap reaches the sample app's screen under a presented lock, full-screen or sheet; app code still presents")
  func noTapUnderAPresentedLock() throws {
    let full = try Self.launched(
      "claims: nothing\nlock: locked\non sceneWillConnect: set(locked); present(lock, style=fullScreen, from=root)")
    expectEqual(full.validationError(for: .presentSheet(.sheet)), Self.takenAbove)
    #expect(full.validationError(for: .appPresent(.sheet, .top)) == nil)
    // A sheet dims its presenter with a noninteractive view (UISheetPresentationController's default).
    let sheet = try Self.launched(
      """
      claims: nothing
      lock: locked
      on sceneWillConnect: set(locked); present(lock, style=pageSheet, from=root)
      on appCall(unlock): clear(locked); dismiss(lock)
      """)
    expectEqual(sheet.validationError(for: .presentSheet(.share)), Self.takenAbove)
    // The control: the lock dismissed, the same tap reaches the screen.
    try sheet.apply(.appCall("unlock"))
    #expect(sheet.validationError(for: .presentSheet(.share)) == nil)
  }

  @Test("a lock window takes the sample app's taps; faded out (alpha 0) it lets them through")
  func lockWindowTakesTheTap() throws {
    let d = try Self.launched(
      """
      claims: nothing
      lock: locked
      on sceneWillConnect: set(locked); showWindow(lockwin, level=alert+1, root=lock)
      on appCall(fadeOut): fade(lockwin, to=0, duration=0)
      """)
    expectEqual(d.validationError(for: .presentSheet(.sheet)), Self.takenAbove)
    // UIView.hitTest skips a view of alpha below 0.01: the lock is still up (and shows nothing), the tap goes through.
    try d.apply(.appCall("fadeOut"))
    #expect(d.validationError(for: .presentSheet(.sheet)) == nil)
  }

  @Test("the sample app's alert under a lock window cannot be answered; with the window hidden it can")
  func alertUnderALockWindow() throws {
    let d = try Self.launched(
      """
      claims: nothing
      lock: locked
      on appCall(lockNow): set(locked); showWindow(lockwin, level=alert+1, root=lock)
      on appCall(unlock): clear(locked); hideWindow(lockwin)
      """)
    try d.apply(.presentSheet(.alert))
    #expect(d.validationError(for: .answerAlert) == nil)
    try d.apply(.appCall("lockNow"))
    expectEqual(
      d.validationError(for: .answerAlert),
      "the app's alert is under a window, view or controller that takes the touch (hit-testing gives a touch to the front-most view under it)"
    )
    try d.apply(.appCall("unlock"))
    #expect(d.validationError(for: .answerAlert) == nil)
  }
}
