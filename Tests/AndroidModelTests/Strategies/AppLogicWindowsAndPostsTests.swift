import AndroidModel
import AndroidStrategies
import AppLogic
import Foundation
import LifecycleFuzz
import TestExpectations
import Testing

/// An Android script's popups (`onPopupWindowShown`, `window=popups`), the keyboard across a recreation
/// (`setSoftInputMode`) and the line posted work writes as it runs (issue 27), docs/app-logic.md "Android".
@Suite struct AppLogicWindowsAndPostsTests {
  private func logic(_ text: String) throws -> AndroidAppLogic {
    try AndroidAppLogic(try AppLogicScript(parsing: text))
  }

  /// Whether the keyboard's window (`TYPE_INPUT_METHOD`) is on the display.
  private func showsKeyboard(_ device: AndroidDevice) -> Bool {
    device.windowManager.windows.contains { $0.attributes.type == WindowManager.LayoutParams.TYPE_INPUT_METHOD }
  }

  /// `window=all` reaches the windows shown when it runs: a popup shown later keeps no flag and its accounts are in
  /// the screenshot. The app's own code after `showAsDropDown` (`onPopupWindowShown`, `window=popups`) secures it.
  @Test func aPopupIsSecuredByTheCodeThatShowsIt() throws {
    let onCreateOnly = """
      claims: screenshots
      on onCreate: addFlags(secure, window=all)
      """
    let (_, leaked) = run(phone(34), try logic(onCreateOnly), [.launch, .showWindow(.popup), .screenshot])
    expectEqual(leaked[2].map(\.invariant), [.captureLeak])
    let (device, held) = run(
      phone(34), try logic(onCreateOnly + "\non onPopupWindowShown: addFlags(secure, window=popups)"),
      [.launch, .showWindow(.popup), .screenshot])
    #expect(kinds(held).isEmpty)
    let popup = try #require(
      device.windowManager.windows.first {
        $0.attributes.type == WindowManager.LayoutParams.TYPE_APPLICATION_PANEL
      })
    #expect(popup.isSecure)
    // `clearFlags(secure, window=popups)` takes it off the shown popup the same way.
    let (cleared, _) = run(
      phone(34),
      try logic(
        onCreateOnly + "\non onPopupWindowShown: addFlags(secure, window=popups)\non appCall(off): "
          + "clearFlags(secure, window=popups)"),
      [.launch, .showWindow(.popup), .appCall("off")])
    expectEqual(
      cleared.windowManager.windows.first {
        $0.attributes.type == WindowManager.LayoutParams.TYPE_APPLICATION_PANEL
      }?.isSecure, false)
  }

  /// The keyboard shown for a views app's field on a phone is hidden when a rotation recreates the activity
  /// (`SOFT_INPUT_STATE_UNSPECIFIED` without `adjustResize`: `HIDE_UNSPECIFIED_WINDOW`); `stateUnchanged` set in
  /// `onCreate` keeps it, `stateAlwaysHidden` hides it.
  @Test func theKeyboardAfterARecreationFollowsTheNewWindowsMode() throws {
    let typing = """
      on onWindowFocusChanged(true) if not(typed): showSoftInput(text); set(typed)
      """
    let (hidden, _) = run(phone(34), try logic(typing), [.launch, .rotate])
    #expect(!showsKeyboard(hidden))
    let (kept, _) = run(
      phone(34), try logic("on onCreate: setSoftInputMode(stateUnchanged)\n" + typing), [.launch, .rotate])
    #expect(showsKeyboard(kept))
    let (alwaysHidden, _) = run(
      phone(34), try logic("on onCreate: setSoftInputMode(stateAlwaysHidden)\n" + typing), [.launch, .rotate])
    #expect(!showsKeyboard(alwaysHidden))
  }

  /// On a tablet (a large screen auto-shows) a views app's field is focused again (`PhoneWindow` restores the
  /// focused view's id) and the keyboard stays; a Compose app's stays only under the flag
  /// `recreatedHostRestoresEditorFocus`.
  @Test func aLargeScreenKeepsTheKeyboardForARestoredField() throws {
    let typing = "on onWindowFocusChanged(true) if not(typed): showSoftInput(text); set(typed)"
    let views = AndroidProfile(apiLevel: 34, formFactor: .tablet, structure: .views)
    let (kept, _) = run(views, try logic(typing), [.launch, .rotate])
    #expect(showsKeyboard(kept))
    var compose = AndroidProfile(apiLevel: 34, formFactor: .tablet, structure: .compose)
    let (hidden, _) = run(compose, try logic(typing), [.launch, .rotate])
    #expect(!showsKeyboard(hidden))
    compose.flags.recreatedHostRestoresEditorFocus = true
    let (restored, _) = run(compose, try logic(typing), [.launch, .rotate])
    #expect(showsKeyboard(restored))
  }

  /// Posted work writes its own line when it runs, as iOS's `after` does: the script's place, the action, the
  /// callback that posted it, the screen (the script's name) and when it ran.
  @Test func postedWorkSaysWhenItRan() throws {
    let text = """
      on onResume: post(set(shown)); postDelayed(set(loaded), 250)
      """
    let (device, _) = run(phone(34), try logic(text), [.launch, .advance(0.5)])
    let lines = device.lifecycleLog.filter { $0.hasPrefix("app-logic") }
    expectEqual(
      lines,
      [
        "app-logic line 1: post(set(shown))", "app-logic line 1: postDelayed(set(loaded), 250)",
        "app-logic line 1: set(shown) (posted in onResume on main; ran as a later message of the main looper)",
        "app-logic line 1: set(loaded) (posted in onResume on main; due 250 ms later; ran at t=0.25 s on the main looper)",
      ])
  }

  /// `setSoftInputMode` takes `android:windowSoftInputMode`'s state words only; `window=` takes `popups`.
  @Test func theNewWordsAreChecked() throws {
    #expect(throws: AppLogicError.self) { try logic("on onCreate: setSoftInputMode(adjustResize)") }
    #expect(throws: Never.self) { try logic("on onPopupWindowShown: clearFlags(secure, window=popups)") }
  }
}
