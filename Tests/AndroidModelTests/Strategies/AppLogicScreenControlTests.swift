import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import Testing

/// `appCall(NAME, screen=SCREEN)` on Android (docs/app-logic.md, "A control on a screen"): the call is the user's tap
/// on a control of that screen, which the window manager delivers to the top-most touchable window or refuses.
@Suite struct AppLogicScreenControlTests {
  private func logic(_ text: String) throws -> AndroidAppLogic {
    try AndroidAppLogic(try AppLogicScript(parsing: text))
  }

  /// A clickable lock view over the content takes the tap on the screen's switch; once the lock is passed it reaches.
  @Test func aClickableLockTakesTheTap() throws {
    let text = """
      lock: locked
      on onCreate: set(locked); addView(lock, clickable)
      on appCall(unlock): removeView(lock); clear(locked)
      on appCall(demoMode, screen=main): store(demo)
      """
    let (device, _) = run(phone(34), try logic(text), [.launch])
    let refusal = try #require(device.refusal(for: .appCall("demoMode")))
    #expect(refusal.contains("clickable view"), "\(refusal)")
    #expect(!device.canDeliverAppCall("demoMode"))
    // The lock's own control is app code on no screen: it answers.
    #expect(device.refusal(for: .appCall("unlock")) == nil)
    try device.step(.appCall("unlock"))
    #expect(device.refusal(for: .appCall("demoMode")) == nil)
  }

  /// A lock view that is not clickable lets the tap through to the screen beneath (the touch rule, not the lock's
  /// promise); a dialog of the app's takes the tap anywhere, however small (touch-modal, no FLAG_NOT_TOUCH_MODAL).
  @Test func aPlainViewPassesTheTapAndADialogTakesIt() throws {
    let plain = """
      on onCreate: addView(cover)
      on appCall(demoMode, screen=main): store(demo)
      """
    #expect(run(phone(34), try logic(plain), [.launch]).device.refusal(for: .appCall("demoMode")) == nil)
    let dialog = """
      on onCreate: showDialog(warning, style=alert)
      on appCall(demoMode, screen=main): store(demo)
      """
    let (device, _) = run(phone(34), try logic(dialog), [.launch])
    let refusal = try #require(device.refusal(for: .appCall("demoMode")))
    #expect(refusal.contains("touch-modal"), "\(refusal)")
  }

  /// A screen that is not the one shown takes no tap: the settings screen's switch only once the user is there.
  @Test func theScreenMustBeShown() throws {
    let text = """
      screens: main, settings
      on appCall(demoMode, screen=settings): store(demo)
      """
    let (device, _) = try runScript(phone(34), script: text, [.launch])
    let refusal = try #require(device.refusal(for: .appCall("demoMode")))
    #expect(refusal.contains("settings is not the screen shown"), "\(refusal)")
    try device.step(.navigate("settings"))
    #expect(device.refusal(for: .appCall("demoMode")) == nil)
  }

  /// `screen=` names one of the app's screens, and one control is on one screen (the reading iOS shares).
  @Test func screenNamesAreChecked() throws {
    #expect(throws: AppLogicError.self) { try logic("on appCall(demoMode, screen=setings): store(demo)") }
    #expect(throws: AppLogicError.self) {
      try scriptInOwnApp(
        "screens: main, settings\non appCall(demoMode, screen=main): store(demo)\n"
          + "on appCall(demoMode, screen=settings): unstore(demo)")
    }
    #expect(throws: Never.self) { try logic("on appCall(demoMode, screen=main): store(demo)") }
  }
}
