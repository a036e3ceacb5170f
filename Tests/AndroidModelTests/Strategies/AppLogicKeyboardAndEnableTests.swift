import AndroidModel
import AndroidStrategies
import AppLogic
import Foundation
import LifecycleFuzz
import TestExpectations
import Testing

/// An Android script's `showSoftInput` (the keyboard's own window over a secure activity) and `enable:` (the call that
/// turns protection back on after `disable:`), docs/app-logic.md "Android".
@Suite struct AppLogicKeyboardAndEnableTests {
  private func logic(_ text: String) throws -> AndroidAppLogic {
    try AndroidAppLogic(try AppLogicScript(parsing: text))
  }

  private func error(_ text: String) -> String? { thrownText { _ = try logic(text) } }

  /// Whether the keyboard's window (`TYPE_INPUT_METHOD`) is on the display.
  private func showsKeyboard(_ device: AndroidDevice) -> Bool {
    device.windowManager.windows.contains { $0.attributes.type == WindowManager.LayoutParams.TYPE_INPUT_METHOD }
  }

  private let passwordOverSecure = """
    claims: screenshots, recordings
    on onCreate: addFlags(secure)
    on onWindowFocusChanged(true): showSoftInput(password)
    """

  /// The keyboard is the input method's window, which the app's `FLAG_SECURE` does not reach: a recording, which
  /// runs while the user types, draws the app black and the keyboard's key previews legible (`capture-leak`); a
  /// screenshot draws the keyboard with no key preview, since no key is pressed as it is taken (LatinIME dismisses the
  /// preview 70 ms after the key comes up; s43: before, the screenshot was a `capture-leak` of `ime/keyPreview`).
  /// Recents shows the app theme, and the keyboard is never in the task's card.
  @Test func theKeyboardOverASecureActivityIsCaptured() throws {
    let (device, violations) = run(phone(34), try logic(passwordOverSecure), [.launch, .recordingStart, .advance(0.5)])
    #expect(showsKeyboard(device))
    expectEqual(violations[1].map(\.invariant), [.captureLeak])
    let recording = try #require(device.lastCaptures.first)
    expectEqual(recording.legibleSensitive, ["ime/keyPreview"])
    let (shown, shot) = run(phone(34), try logic(passwordOverSecure), [.launch, .screenshot])
    #expect(showsKeyboard(shown))
    #expect(kinds(shot).isEmpty)
    #expect(try #require(shown.lastCaptures.first).legibleSensitive.isEmpty)
    let (away, recents) = run(phone(34), try logic(passwordOverSecure), [.launch, .openRecents])
    #expect(recents[1].isEmpty)
    #expect(!showsKeyboard(away))
  }

  /// Under the vendor answer (`imeSecureOverSecureTarget=true`) the keyboard is black in a recording too. A plain text
  /// field's keyboard draws no key previews.
  @Test func theKeyboardIsRefusedOrBlackWhereThePlatformSaysSo() throws {
    var vendor = phone(34)
    vendor.flags.imeSecureOverSecureTarget = true
    let (_, black) = run(vendor, try logic(passwordOverSecure), [.launch, .recordingStart])
    #expect(kinds(black).isEmpty)
    let plain = passwordOverSecure.replacingOccurrences(of: "showSoftInput(password)", with: "showSoftInput(text)")
    let (device, typed) = run(phone(34), try logic(plain), [.launch, .recordingStart])
    #expect(showsKeyboard(device))
    #expect(kinds(typed).isEmpty)
  }

  /// `InputMethodManager.showSoftInput` is ignored for a window without input focus: asked in `onResume`, before the
  /// focus comes, no keyboard shows.
  @Test func showSoftInputBeforeFocusIsIgnored() throws {
    let early = passwordOverSecure.replacingOccurrences(of: "onWindowFocusChanged(true)", with: "onResume")
    let (device, violations) = run(phone(34), try logic(early), [.launch, .recordingStart])
    #expect(!showsKeyboard(device))
    #expect(kinds(violations).isEmpty)
  }

  private let toggled = """
    claims: screenshots
    disable: allowScreenshots
    enable: protect
    on onCreate if not(stored(allowed)): addFlags(secure)
    on appCall(allowScreenshots): store(allowed); clearFlags(secure)
    on appCall(protect): unstore(allowed); addFlags(secure)
    on appCall(refresh): set(refreshed)
    """

  /// With `enable:`, only that call turns the protection back on: another app call leaves it off (the screenshot of
  /// the app's content is the user's choice); without `enable:`, any other call turns it on, and the same screenshot
  /// is a `capture-leak`.
  @Test func onlyTheEnableCallTurnsProtectionBackOn() throws {
    let strategy = try logic(toggled)
    expectEqual(strategy.enableCall, "protect")
    expectEqual(strategy.appCalls, ["allowScreenshots", "protect", "refresh"])
    let events: [AndroidEvent] = [.launch, .appCall("allowScreenshots"), .appCall("refresh"), .screenshot]
    let (device, violations) = run(phone(34), strategy, events)
    #expect(device.isProtectionTurnedOff)
    #expect(kinds(violations).isEmpty)
    let withoutEnable = try logic(toggled.replacingOccurrences(of: "enable: protect\n", with: ""))
    let (_, without) = run(phone(34), withoutEnable, events)
    expectEqual(without[3].map(\.invariant), [.captureLeak])
    let (back, secured) = run(
      phone(34), strategy, [.launch, .appCall("allowScreenshots"), .appCall("protect"), .screenshot])
    #expect(!back.isProtectionTurnedOff)
    #expect(kinds(secured).isEmpty)
  }

  /// Bad `enable:` settings are one error naming the line.
  @Test func badEnableSettingsNameTheLine() {
    expectEqual(
      error("enable: protect\non appCall(protect): set(x)"),
      "line 1: 'enable:' turns back on what 'disable:' turns off: give both")
    expectEqual(
      error("disable: allow\nenable: allow\non appCall(allow): set(x)"),
      "line 2: 'enable:' and 'disable:' name the same call 'allow'")
    expectEqual(
      error("disable: allow\nenable: protec\non appCall(allow): set(x)\non appCall(protect): set(y)"),
      "line 2: 'enable: protec' names an app call no handler answers (did you mean 'protect'?)")
    expectEqual(error("disable: allow\nenable: on now\non appCall(allow): set(x)")?.contains("'enable:' takes"), true)
    expectEqual(error("on onResume: showSoftInput"), "line 1: 'showSoftInput' takes 1 argument, not 0")
    expectEqual(
      error("on onResume: showSoftInput(pasword)"),
      "line 1: 'showSoftInput' takes password|text, not 'pasword' (did you mean 'password'?)")
  }
}
